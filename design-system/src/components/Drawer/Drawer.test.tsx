import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Button } from "../Button/Button.tsx";
import { DRAWER_SETTLE_MS, Drawer, DrawerTrigger, type DrawerProps } from "./Drawer.tsx";
import { examples } from "./Drawer.examples.tsx";

function renderDrawer(props: Partial<DrawerProps> = {}, lang: "en" | "es" = "en") {
  return renderWithLang(
    <DrawerTrigger>
      <Button>Menu</Button>
      <Drawer title="Sections" {...props}>
        <a href="#a">Part A</a>
      </Drawer>
    </DrawerTrigger>,
    lang,
  );
}

async function open() {
  await userEvent.tab();
  await userEvent.keyboard("{Enter}");
  return screen.getByRole("dialog", { name: "Sections" });
}

const trigger = () => screen.getByRole("button", { name: "Menu" });

describe("Drawer", () => {
  it("is a modal dialog labelled by its heading that takes focus", async () => {
    renderDrawer();
    const dialog = await open();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Sections");
    expect(document.querySelector(".mg-drawer--right")).not.toBeNull();
  });

  it("can slide in from the left", async () => {
    renderDrawer({ side: "left" });
    await open();
    expect(document.querySelector(".mg-drawer--left")).not.toBeNull();
    expect(document.querySelector(".mg-drawer-overlay--left")).not.toBeNull();
  });

  it("puts focus on its heading, not on the dialog element (APG: long content starts at its title)", async () => {
    renderDrawer();
    const dialog = await open();
    const heading = screen.getByRole("heading", { level: 2, name: "Sections" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute("tabindex")).toBe("-1");
    expect(document.activeElement).not.toBe(dialog);
  });

  it("hides the page only after focus has been on its title for a while (Orca hears the title on opening)", async () => {
    // jsdom has no Web Animations, and React Aria then skips the overlay's entry step; a browser has them.
    const getAnimations = vi.fn<() => Animation[]>(() => []);
    Object.defineProperty(HTMLElement.prototype, "getAnimations", { value: getAnimations, configurable: true });
    try {
      renderDrawer();
      const menuButton = trigger();
      await open();
      // React Aria hides the page with `inert` (a property) where supported, else `aria-hidden`.
      const hiddenTrigger = () => {
        for (let el: HTMLElement | null = menuButton; el; el = el.parentElement) {
          if (el.inert || el.getAttribute("aria-hidden") === "true") return el;
        }
        return null;
      };
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Sections" })));
      // Focus is already inside while the Menu button is still in the accessibility tree.
      expect(hiddenTrigger()).toBeNull();
      await waitFor(() => expect(hiddenTrigger()).not.toBeNull(), { timeout: DRAWER_SETTLE_MS + 1000 });
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Sections" }));
    } finally {
      delete (HTMLElement.prototype as { getAnimations?: unknown }).getAnimations;
    }
  });

  it("is named by its title from the first moment it is open", async () => {
    renderWithLang(
      <Drawer title="Sections" defaultOpen>
        <p>Text</p>
      </Drawer>,
    );
    const dialog = document.querySelector('[role="dialog"]')!;
    const heading = screen.getByRole("heading", { name: "Sections" });
    expect(dialog.getAttribute("aria-labelledby")).toBe(heading.id);
  });

  it("traps focus", async () => {
    renderDrawer();
    await open();
    const close = screen.getByRole("button", { name: "Close" });
    const link = screen.getByRole("link", { name: "Part A" });
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(link);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
  });

  it("closes with Escape and returns focus to the trigger", async () => {
    renderDrawer();
    await open();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it("closes with its translated Close button and returns focus", async () => {
    renderDrawer({}, "es");
    await open();
    await userEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it("closes on an outside click unless told not to", async () => {
    renderDrawer();
    await open();
    await userEvent.click(document.querySelector(".mg-drawer-overlay")!);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays open on an outside click when not dismissable", async () => {
    renderDrawer({ isDismissable: false });
    await open();
    await userEvent.click(document.querySelector(".mg-drawer-overlay")!);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("works controlled", async () => {
    const onOpenChange = vi.fn<(isOpen: boolean) => void>();
    function Controlled() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <Button onPress={() => setOpen(true)}>Menu</Button>
          <Drawer
            title="Sections"
            isOpen={isOpen}
            onOpenChange={(v) => {
              onOpenChange(v);
              setOpen(v);
            }}
            closeLabel="Close sections"
          >
            <p>Text</p>
          </Drawer>
        </>
      );
    }
    renderWithLang(<Controlled />);
    await open();
    await userEvent.click(screen.getByRole("button", { name: "Close sections" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it("passes axe while open", async () => {
    renderDrawer();
    const dialog = await open();
    expect(dialog).toBeTruthy();
    await expectNoAxeViolations(document.querySelector(".mg-drawer-overlay")!);
  });
});

describeExamplesAxe("Drawer", examples);
