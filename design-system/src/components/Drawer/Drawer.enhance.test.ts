/**
 * The reading pages' native drawer (issue 29): as the React drawer, focus on the title at once and the page made
 * inert only DRAWER_SETTLE_MS later (Orca 43 said nothing on opening when showModal() hid the page at once: the
 * home journey's transcript), Tab and Shift+Tab go round inside, Escape closes it and focus returns to the opener.
 * jsdom has no dialogs: show/showModal/close are stood in for by what the browser does to `open`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDrawer } from "./Drawer.enhance.ts";
import { DRAWER_SETTLE_MS } from "./drawer-settle.ts";

function links(): DocumentFragment {
  const body = document.createDocumentFragment();
  for (const name of ["Home", "News", "Español"]) {
    const a = document.createElement("a");
    a.href = `/${name}`;
    a.textContent = name;
    body.append(a);
  }
  return body;
}

beforeEach(() => {
  vi.useFakeTimers();
  HTMLDialogElement.prototype.show = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  // As the browser's, but for the top layer and the page made inert at once (jsdom has neither).
  HTMLDialogElement.prototype.showModal = HTMLDialogElement.prototype.show;
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  // jsdom lays nothing out: every element counts as shown.
  vi.spyOn(HTMLElement.prototype, "getClientRects").mockReturnValue([{}] as unknown as DOMRectList);
  document.body.innerHTML = '<header><button aria-expanded="false">Menu</button></header><main>Page</main>';
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const key = (target: Element, init: KeyboardEventInit) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }));

describe("createDrawer (reading pages)", () => {
  it("focus on the title at once; the page turns inert only after DRAWER_SETTLE_MS", () => {
    const menu = document.querySelector("button")!;
    const drawer = createDrawer(document, { title: "Menu", closeLabel: "Close", body: links() });
    drawer.open(menu);
    expect(drawer.dialog.open).toBe(true);
    expect(document.activeElement?.textContent).toBe("Menu");
    expect(document.activeElement?.tagName).toBe("H2");
    expect(menu.getAttribute("aria-expanded")).toBe("true");
    expect(document.querySelector("main")!.hasAttribute("inert")).toBe(false);
    vi.advanceTimersByTime(DRAWER_SETTLE_MS);
    expect(document.querySelector("main")!.hasAttribute("inert")).toBe(true);
    expect(document.querySelector("header")!.hasAttribute("inert")).toBe(true);
    expect(drawer.dialog.hasAttribute("inert")).toBe(false);
  });

  it("Shift+Tab from the title or Close goes round to the last link, Tab from it back to Close", () => {
    const drawer = createDrawer(document, { title: "Menu", closeLabel: "Close", body: links() });
    drawer.open(document.querySelector("button"));
    const close = drawer.dialog.querySelector("button")!;
    key(document.activeElement!, { key: "Tab", shiftKey: true });
    expect(document.activeElement?.textContent).toBe("Español");
    key(document.activeElement!, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    key(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement?.textContent).toBe("Español");
  });

  it("Escape closes it: the page is given back and focus returns to Menu", () => {
    const menu = document.querySelector("button")!;
    const drawer = createDrawer(document, { title: "Menu", closeLabel: "Close", body: links() });
    drawer.open(menu);
    vi.advanceTimersByTime(DRAWER_SETTLE_MS);
    key(document.activeElement!, { key: "Escape" });
    expect(drawer.dialog.open).toBe(false);
    expect(document.querySelector("[inert]")).toBeNull();
    expect(document.activeElement).toBe(menu);
    expect(menu.getAttribute("aria-expanded")).toBe("false");
  });

  it("closed before it settled: the page is never made inert", () => {
    const drawer = createDrawer(document, { title: "Menu", closeLabel: "Close", body: links() });
    drawer.open(document.querySelector("button"));
    drawer.dialog.querySelector("button")!.click();
    vi.advanceTimersByTime(DRAWER_SETTLE_MS);
    expect(document.querySelector("[inert]")).toBeNull();
  });

  it("a press outside closes it", () => {
    const drawer = createDrawer(document, { title: "Menu", closeLabel: "Close", body: links() });
    drawer.open(document.querySelector("button"));
    vi.advanceTimersByTime(1);
    drawer.dialog.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(drawer.dialog.open).toBe(true);
    document.body.click();
    expect(drawer.dialog.open).toBe(false);
  });
});
