// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { NEAR_VIEWPORT, onFirstUse } from "./first-use.ts";

/** A stand-in IntersectionObserver: the test says when the part comes near the viewport. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  near(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function part(): HTMLElement {
  const section = document.createElement("section");
  section.innerHTML = `<label><input type="checkbox"> Item</label>`;
  document.body.append(section);
  return section;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  FakeObserver.last = undefined;
});

describe("onFirstUse", () => {
  for (const [event, fire] of [
    [
      "pointer down",
      (el: HTMLElement) => el.querySelector("input")!.dispatchEvent(new Event("pointerdown", { bubbles: true })),
    ],
    ["focus", (el: HTMLElement) => el.querySelector("input")!.focus()],
    [
      "a click without pointer or focus (assistive technology)",
      (el: HTMLElement) => el.querySelector("input")!.click(),
    ],
  ] as const) {
    it(`fires once, on ${event} inside the part, then stops listening`, () => {
      vi.stubGlobal("IntersectionObserver", FakeObserver);
      const el = part();
      const use = vi.fn<() => void>();
      onFirstUse(el, use);
      expect(use).not.toHaveBeenCalled();
      fire(el);
      fire(el);
      el.querySelector("input")!.click();
      expect(use).toHaveBeenCalledTimes(1);
      expect(FakeObserver.last?.disconnected).toBe(true);
    });
  }

  it("fires when the part comes within a screen of the viewport, not before", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const el = part();
    const use = vi.fn<() => void>();
    onFirstUse(el, use);
    expect(FakeObserver.last?.options.rootMargin).toBe(NEAR_VIEWPORT);
    expect(FakeObserver.last?.observed).toEqual([el]);
    FakeObserver.last?.near(false);
    expect(use).not.toHaveBeenCalled();
    FakeObserver.last?.near(true);
    expect(use).toHaveBeenCalledTimes(1);
  });

  it("never fires after its cleanup", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const el = part();
    const use = vi.fn<() => void>();
    onFirstUse(el, use)();
    el.querySelector("input")!.click();
    expect(use).not.toHaveBeenCalled();
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it("fires at once in a browser without IntersectionObserver (the part is never left waiting)", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const use = vi.fn<() => void>();
    onFirstUse(part(), use);
    expect(use).toHaveBeenCalledTimes(1);
  });
});
