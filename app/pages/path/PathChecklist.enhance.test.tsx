// @vitest-environment jsdom
/**
 * The checklist on a reading page (issue 29): PathChecklist.enhance.ts over exactly the HTML PathChecklist
 * prerenders there, doing what the hydrated checklist does (PathChecklist.test.tsx): the same page, the same
 * ticks, the same words, the same storage.
 */
import { act, cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NeverHydratesProvider } from "@medicare-guide/design-system";
import type { Lang } from "@medicare-guide/content/routes";
import { InSite } from "../../test/render.tsx";
import { PathChecklist } from "./PathChecklist.tsx";
import { CHECKLIST, KEY } from "./checklist.fixture.ts";

const checklist = <PathChecklist {...CHECKLIST} />;
import { enhancePathChecklist } from "./PathChecklist.enhance.ts";

function prerendered(neverHydrates: boolean, lang: Lang = "en"): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <InSite lang={lang}>
      <NeverHydratesProvider value={neverHydrates}>{checklist}</NeverHydratesProvider>
    </InSite>,
  );
  document.body.append(container);
  return container;
}
/** The reading page's checklist, enhanced. */
function reading(lang: Lang = "en"): HTMLElement {
  const container = prerendered(true, lang);
  enhancePathChecklist(document);
  return container;
}
/** The hydrated page's checklist, for comparison. */
async function hydrated(lang: Lang = "en"): Promise<HTMLElement> {
  const container = prerendered(false, lang);
  const Site = ({ children }: { children: ReactNode }) => <InSite lang={lang}>{children}</InSite>;
  await act(async () => {
    render(checklist, { container, hydrate: true, wrapper: Site });
  });
  return container;
}
const boxes = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLInputElement>("input[type=checkbox]"));
const ticks = (root: ParentNode) => boxes(root).map((box) => box.checked);
const saved = () => JSON.parse(localStorage.getItem(KEY) ?? "null") as unknown;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("PathChecklist.enhance", () => {
  it("shows the saved ticks and 'n of m done', in the same HTML as the hydrated checklist (en, es)", async () => {
    for (const lang of ["en", "es"] as const) {
      localStorage.setItem(KEY, JSON.stringify(["appeal", "event"]));
      const page = reading(lang);
      const react = await hydrated(lang);
      expect(page.querySelector("template")).toBeNull();
      expect(ticks(page)).toEqual([false, true, true]);
      expect(page.querySelector(".mg-path__checklist-progress")?.textContent).toBe(
        lang === "en" ? "2 of 3 done" : "2 de 3 hechas",
      );
      expect(page.innerHTML).toBe(react.innerHTML);
      expect(ticks(page)).toEqual(ticks(react));
      cleanup();
      document.body.innerHTML = "";
    }
  });

  it("keeps and saves the ticks made before it ran, beside the saved ones", () => {
    localStorage.setItem(KEY, JSON.stringify(["event"]));
    const page = prerendered(true);
    boxes(page)[0]!.click();
    enhancePathChecklist(document);
    expect(ticks(page)).toEqual([true, false, true]);
    expect(saved()).toEqual(["letter", "event"]);
    expect(page.querySelector(".mg-path__checklist-progress")?.textContent).toBe("2 of 3 done");
  });

  it("saves each tick and untick as the hydrated checklist does, and follows another tab", () => {
    const page = reading();
    expect(page.querySelector(".mg-path__checklist-progress")?.textContent).toBe("0 of 3 done");
    boxes(page)[2]!.click();
    boxes(page)[0]!.click();
    expect(saved()).toEqual(["event", "letter"]);
    expect(page.querySelector(".mg-path__checklist-progress")?.textContent).toBe("2 of 3 done");
    boxes(page)[2]!.click();
    expect(saved()).toEqual(["letter"]);
    boxes(page)[0]!.click();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(page.querySelector(".mg-path__checklist-warning")).toBeNull();

    localStorage.setItem(KEY, JSON.stringify(["appeal"]));
    window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
    expect(ticks(page)).toEqual([false, true, false]);
    expect(page.querySelector(".mg-path__checklist-progress")?.textContent).toBe("1 of 3 done");
  });

  it("when storage refuses, the ticks stay for the visit and the page says they are not kept", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const page = reading();
    expect(page.querySelector(".mg-path__checklist-warning")).toBeNull();
    boxes(page)[1]!.click();
    expect(ticks(page)).toEqual([false, true, false]);
    expect(page.querySelector(".mg-path__checklist-progress")?.textContent).toBe("1 of 3 done");
    const warning = page.querySelector(".mg-path__checklist-warning");
    expect(warning?.textContent).toMatch(/^Your ticks cannot be saved on this device/);
    expect(warning?.previousElementSibling).toBe(page.querySelector(".mg-path__checklist-progress"));

    const html = page.innerHTML;
    page.remove();
    const react = await hydrated();
    await act(async () => boxes(react)[1]!.click());
    expect(html).toBe(react.innerHTML);
  });

  it("with storage blocked from the start, says so at once", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const page = reading("es");
    expect(page.querySelector(".mg-path__checklist-warning")?.textContent).toMatch(/^No podemos guardar sus marcas/);
    expect(page.querySelector(".mg-path__checklist-progress")?.textContent).toBe("0 de 3 hechas");
  });
});
