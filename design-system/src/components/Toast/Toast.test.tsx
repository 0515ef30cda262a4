import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe.ts";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { MIN_TOAST_TIMEOUT, ToastRegion, clearToasts, resolveToastTimeout, toast } from "./Toast.tsx";
import { examples } from "./Toast.examples.tsx";

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe("resolveToastTimeout", () => {
  it("keeps toasts persistent when no usable timeout is given", () => {
    expect(resolveToastTimeout(undefined)).toBeUndefined();
    expect(resolveToastTimeout(0)).toBeUndefined();
    expect(resolveToastTimeout(-5)).toBeUndefined();
    expect(resolveToastTimeout(Number.NaN)).toBeUndefined();
    expect(resolveToastTimeout(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it("raises short timeouts to 8000 ms and keeps longer ones", () => {
    expect(MIN_TOAST_TIMEOUT).toBe(8000);
    expect(resolveToastTimeout(1)).toBe(8000);
    expect(resolveToastTimeout(7999)).toBe(8000);
    expect(resolveToastTimeout(8000)).toBe(8000);
    expect(resolveToastTimeout(8001)).toBe(8001);
    expect(resolveToastTimeout(60000)).toBe(60000);
  });
});

describe("toast and ToastRegion", () => {
  it("renders nothing until a toast is shown", () => {
    renderWithLang(<ToastRegion />);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("shows the message in a named landmark, politely announced, with its kind in words", () => {
    renderWithLang(<ToastRegion />);
    act(() => {
      toast("Your list was saved.", { variant: "success" });
    });
    const region = screen.getByRole("region", { name: "Notifications" });
    const status = within(region).getByRole("status");
    expect(status.textContent).toBe("Done: Your list was saved.");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(within(region).getByRole("alertdialog", { name: "Done: Your list was saved." })).toBeTruthy();
  });

  it("announces errors assertively", () => {
    renderWithLang(<ToastRegion />);
    act(() => {
      toast("Could not send.", { variant: "error" });
    });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Error: Could not send.");
    expect(alert.getAttribute("aria-live")).toBe("assertive");
  });

  it("shows a toast without announcing it when the page already announces the same words", () => {
    renderWithLang(<ToastRegion />);
    act(() => {
      toast("Thank you!", { variant: "success", announce: false });
      toast("Could not send.", { variant: "error", announce: false });
    });
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(within(region).queryByRole("status")).toBeNull();
    expect(within(region).queryByRole("alert")).toBeNull();
    // Not an alertdialog either: Orca reads an alertdialog out whole when it appears.
    expect(within(region).queryByRole("alertdialog")).toBeNull();
    expect(within(region).getAllByRole("group")).toHaveLength(2);
    expect(region.querySelectorAll('[aria-live="polite"], [aria-live="assertive"]')).toHaveLength(0);
    expect(region.textContent).toContain("Done: Thank you!");
    expect(region.textContent).toContain("Error: Could not send.");
  });

  it("uses info by default and Spanish strings on Spanish pages", () => {
    renderWithLang(<ToastRegion />, "es");
    act(() => {
      toast("Precios de enero.");
    });
    expect(screen.getByRole("region", { name: "Notificaciones" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Información: Precios de enero.");
    expect(screen.getByRole("button", { name: "Cerrar" })).toBeTruthy();
  });

  it("is removed by its Close button, which calls onClose", async () => {
    const onClose = vi.fn<() => void>();
    renderWithLang(<ToastRegion />);
    act(() => {
      toast("First", { onClose });
      toast("Second");
    });
    expect(screen.getAllByRole("alertdialog")).toHaveLength(2);
    const first = screen.getByRole("alertdialog", { name: "Information: First" });
    await userEvent.click(within(first).getByRole("button", { name: "Close" }));
    expect(screen.queryByText("First")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
  });

  it("passes axe with one toast of each kind showing", async () => {
    renderWithLang(<ToastRegion />);
    act(() => {
      toast("A note.");
      toast("Saved.", { variant: "success" });
      toast("Not sent.", { variant: "error" });
    });
    expect(screen.getAllByRole("alertdialog")).toHaveLength(3);
    await expectNoAxeViolations(screen.getByRole("region"));
  });

  it("lets the caller override its strings", () => {
    renderWithLang(<ToastRegion label="Messages" closeLabel="Dismiss message" variantLabels={{ info: "Note" }} />);
    act(() => {
      toast("Hello");
    });
    expect(screen.getByRole("region", { name: "Messages" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Dismiss message" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Note: Hello");
  });

  it("stays until closed when no timeout is given", () => {
    vi.useFakeTimers();
    renderWithLang(<ToastRegion />);
    act(() => {
      toast("Persistent");
    });
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(screen.getByRole("status").textContent).toContain("Persistent");
  });

  it("raises a timeout under 8000 ms to 8000 ms", () => {
    vi.useFakeTimers();
    renderWithLang(<ToastRegion />);
    act(() => {
      toast("Short", { timeout: 1000 });
    });
    act(() => vi.advanceTimersByTime(7999));
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keeps a longer timeout as given", () => {
    vi.useFakeTimers();
    renderWithLang(<ToastRegion />);
    act(() => {
      toast("Longer", { timeout: 12000 });
    });
    act(() => vi.advanceTimersByTime(11999));
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("pauses its timer while focus is inside", () => {
    vi.useFakeTimers();
    renderWithLang(<ToastRegion />);
    act(() => {
      toast("Paused", { timeout: 8000 });
    });
    act(() => screen.getByRole("button", { name: "Close" }).focus());
    act(() => vi.advanceTimersByTime(20000));
    expect(screen.queryByRole("status")).not.toBeNull();
  });
});

describeExamplesAxe("Toast", examples);
