import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Button } from "../Button/Button.tsx";
import { Dialog, DialogTrigger, type DialogProps } from "./Dialog.tsx";
import { examples } from "./Dialog.examples.tsx";

function renderWithTrigger(props: Partial<DialogProps> = {}, lang: "en" | "es" = "en") {
  return renderWithLang(
    <DialogTrigger>
      <Button>Open</Button>
      <Dialog title="About premiums" {...props}>
        <p>Text.</p>
        <Button>Continue</Button>
      </Dialog>
    </DialogTrigger>,
    lang,
  );
}

async function openWithKeyboard(role: "dialog" | "alertdialog" = "dialog") {
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open" }));
  await userEvent.keyboard("{Enter}");
  return screen.getByRole(role);
}

describe("Dialog", () => {
  it("opens from its trigger, is labelled by its heading and takes focus", async () => {
    renderWithTrigger();
    const dialog = await openWithKeyboard();
    const heading = screen.getByRole("heading", { name: "About premiums", level: 2 });
    expect(dialog.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(screen.getByRole("dialog", { name: "About premiums" })).toBe(dialog);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("traps focus inside", async () => {
    renderWithTrigger();
    const dialog = await openWithKeyboard();
    const close = screen.getByRole("button", { name: "Close" });
    const next = screen.getByRole("button", { name: "Continue" });
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(next);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(next);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("closes with Escape and returns focus to the trigger", async () => {
    renderWithTrigger();
    await openWithKeyboard();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open" })));
  });

  it("closes with its Close button, translated, and returns focus", async () => {
    renderWithTrigger({}, "es");
    await openWithKeyboard();
    const close = screen.getByRole("button", { name: "Cerrar" });
    expect(close.tagName).toBe("BUTTON");
    expect(close.className).toContain("mg-button");
    await userEvent.click(close);
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open" })));
  });

  it("lets the caller rename the Close button", async () => {
    renderWithTrigger({ closeLabel: "Close the explanation" });
    await openWithKeyboard();
    expect(screen.getByRole("button", { name: "Close the explanation" })).toBeTruthy();
  });

  it("closes on an outside click when dismissable (the default)", async () => {
    renderWithTrigger();
    await openWithKeyboard();
    await userEvent.click(document.querySelector(".mg-dialog-overlay")!);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays open on an outside click when not dismissable", async () => {
    renderWithTrigger({ isDismissable: false });
    await openWithKeyboard();
    await userEvent.click(document.querySelector(".mg-dialog-overlay")!);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("hands `close` to function children", async () => {
    renderWithLang(
      <DialogTrigger>
        <Button>Open</Button>
        <Dialog title="Start over?">{({ close }) => <Button onPress={close}>Keep my answers</Button>}</Dialog>
      </DialogTrigger>,
    );
    await openWithKeyboard();
    await userEvent.click(screen.getByRole("button", { name: "Keep my answers" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("works controlled, without a trigger, and returns focus to the opener", async () => {
    const onOpenChange = vi.fn<(isOpen: boolean) => void>();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onPress={() => setOpen(true)}>Open</Button>
          <Dialog
            title="Controlled"
            isOpen={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          >
            <p>Text.</p>
          </Dialog>
        </>
      );
    }
    renderWithLang(<Controlled />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await openWithKeyboard();
    expect(screen.getByRole("dialog", { name: "Controlled" })).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open" })));
  });

  it("can be an alertdialog", async () => {
    renderWithTrigger({ role: "alertdialog" });
    const dialog = await openWithKeyboard("alertdialog");
    expect(screen.getByRole("alertdialog", { name: "About premiums" })).toBe(dialog);
  });

  it("passes axe while open", async () => {
    renderWithTrigger();
    const dialog = await openWithKeyboard();
    expect(dialog).toBeTruthy();
    await expectNoAxeViolations(document.querySelector(".mg-dialog-overlay")!);
  });
});

describeExamplesAxe("Dialog", examples);
