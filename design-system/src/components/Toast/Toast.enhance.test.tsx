// @vitest-environment jsdom
/**
 * A toast on a reading page (issue 29): Toast.enhance.ts's showToast over exactly the HTML ToastTemplate
 * prerenders, with the rules of the React toast: a named landmark only while a toast shows, the kind in words, a
 * timeout of at least 8 s that waits while focus is inside, Close and F6 bringing focus back.
 */
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestI18n } from "../../../test/i18n.ts";
import { ToastTemplate } from "./ToastTemplate.tsx";
import { showToast } from "./Toast.enhance.ts";

function prerendered(lang: "en" | "es"): HTMLButtonElement {
  document.body.innerHTML = `<button type="button" id="cause">Copy</button>${renderToString(
    <I18nextProvider i18n={createTestI18n(lang)}>
      <ToastTemplate variant="success" />
    </I18nextProvider>,
  )}`;
  const cause = document.querySelector<HTMLButtonElement>("#cause")!;
  cause.focus();
  return cause;
}

const region = () => document.querySelector<HTMLElement>("body > .mg-toast-region");
const press = (key: string) =>
  document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("Toast.enhance showToast", () => {
  it("shows the message in a named landmark with its kind in words, politely announced; none before", () => {
    prerendered("es");
    expect(region()).toBeNull();
    const toast = showToast(document, "success", "Enlace copiado.")!;
    expect(region()?.tagName).toBe("SECTION");
    expect(region()?.getAttribute("aria-label")).toBe("Notificaciones");
    expect(toast.getAttribute("role")).toBe("alertdialog");
    expect(document.getElementById(toast.getAttribute("aria-labelledby")!)?.textContent).toBe("Listo: Enlace copiado.");
    expect(toast.querySelector("[role=status]")?.getAttribute("aria-live")).toBe("polite");
    expect(toast.tabIndex).toBe(0);
    expect(toast.querySelector("button")?.textContent).toBe("Cerrar");
  });

  it("closes after its timeout (at least 8 s), not while focus is inside it; the region goes with it", () => {
    const cause = prerendered("en");
    const toast = showToast(document, "success", "Link copied.", { timeout: 1000 })!;
    vi.advanceTimersByTime(7999);
    expect(toast.isConnected).toBe(true);
    toast.focus();
    vi.advanceTimersByTime(60_000);
    expect(toast.isConnected).toBe(true);
    cause.focus();
    vi.advanceTimersByTime(1);
    expect(toast.isConnected).toBe(false);
    expect(region()).toBeNull();
  });

  it("Close removes it and gives focus back to what had it; F6 goes to the notifications and back", () => {
    const cause = prerendered("en");
    showToast(document, "success", "Link copied.");
    press("F6");
    expect(document.activeElement).toBe(region());
    press("F6");
    expect(document.activeElement).toBe(cause);
    const close = region()!.querySelector<HTMLButtonElement>(".mg-toast__close")!;
    close.focus();
    close.click();
    expect(region()).toBeNull();
    expect(document.activeElement).toBe(cause);
  });

  it("a page without the template shows no toast", () => {
    document.body.innerHTML = "<p>No template</p>";
    expect(showToast(document, "success", "Link copied.")).toBeNull();
    expect(region()).toBeNull();
  });
});
