// @vitest-environment jsdom
/**
 * The checklists on a reading page (issue 29): Checklist.enhance.ts over exactly the HTML each page's checklist
 * prerenders there (a guide's, PathChecklist; the enrollment timeline's 5 steps, EnrollmentChecklist), doing what
 * the hydrated checklist does: the same ticks, the same words in both languages, the same storage key.
 */
import { act, cleanup, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NeverHydratesProvider } from "@medicare-guide/design-system";
import { getTimelineContent } from "@medicare-guide/content/enrollment-timeline/index";
import type { Lang } from "@medicare-guide/content/routes";
import { InSite } from "../../test/render.tsx";
import { PathChecklist } from "../../pages/path/PathChecklist.tsx";
import { CHECKLIST, KEY } from "../../pages/path/checklist.fixture.ts";
import { EnrollmentChecklist } from "../../pages/enrollment-timeline/EnrollmentChecklist.tsx";
import { CHECKLIST_STORAGE } from "../../pages/enrollment-timeline/checklist-key.ts";
// The timeline's view registers its strings (the "enrollment-timeline" namespace).
// oxlint-disable-next-line import/no-unassigned-import -- imported for that side effect
import "../../pages/enrollment-timeline/EnrollmentTimelineView.tsx";
import enPaths from "../../../locales/en/paths.json";
import esPaths from "../../../locales/es/paths.json";
import enTimeline from "../../../locales/en/enrollment-timeline.json";
import esTimeline from "../../../locales/es/enrollment-timeline.json";
import { enhanceChecklists } from "./Checklist.enhance.ts";

interface Case {
  name: string;
  checklist: (lang: Lang) => ReactElement;
  /** The storage key its ticks are kept under (unchanged by issue 29). */
  key: string;
  itemIds: (lang: Lang) => string[];
  strings: Record<Lang, { checklist: { progress: string; notSaved: string } }>;
}

const CASES: Case[] = [
  {
    name: "a guide's checklist",
    checklist: () => <PathChecklist {...CHECKLIST} />,
    key: KEY,
    itemIds: () => CHECKLIST.items.map((item) => item.id),
    strings: { en: enPaths, es: esPaths },
  },
  {
    name: "the enrollment timeline's 5 steps",
    checklist: (lang) => <EnrollmentChecklist items={getTimelineContent(lang).checklist} />,
    key: CHECKLIST_STORAGE.key,
    itemIds: (lang) => getTimelineContent(lang).checklist.map((item) => item.id),
    strings: { en: enTimeline, es: esTimeline },
  },
];

const boxes = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLInputElement>("input[type=checkbox]"));
const ticks = (root: ParentNode) => boxes(root).map((box) => box.checked);
const progressText = (root: ParentNode) => root.querySelector(".mg-checklist__progress")?.textContent;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe.each(CASES)("Checklist.enhance: $name", ({ checklist, key, itemIds, strings }) => {
  function prerendered(neverHydrates: boolean, lang: Lang = "en"): HTMLElement {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <InSite lang={lang}>
        <NeverHydratesProvider value={neverHydrates}>{checklist(lang)}</NeverHydratesProvider>
      </InSite>,
    );
    document.body.append(container);
    return container;
  }
  /** The reading page's checklist, enhanced. */
  function reading(lang: Lang = "en"): HTMLElement {
    const container = prerendered(true, lang);
    enhanceChecklists(document);
    return container;
  }
  /** The hydrated page's checklist, for comparison. */
  async function hydrated(lang: Lang = "en"): Promise<HTMLElement> {
    const container = prerendered(false, lang);
    const Site = ({ children }: { children: ReactNode }) => <InSite lang={lang}>{children}</InSite>;
    await act(async () => {
      render(checklist(lang), { container, hydrate: true, wrapper: Site });
    });
    return container;
  }
  const ids = itemIds("en");
  const none = ids.map(() => false);
  /** "2 of 3 done", in the page's words. */
  const progress = (done: number, lang: Lang = "en") =>
    strings[lang].checklist.progress.replace("{{done}}", String(done)).replace("{{total}}", String(ids.length));
  const saved = () => JSON.parse(localStorage.getItem(key) ?? "null") as unknown;

  it("shows the saved ticks and 'n of m done', in the same HTML as the hydrated checklist (en, es)", async () => {
    for (const lang of ["en", "es"] as const) {
      localStorage.setItem(key, JSON.stringify([ids[2], ids[1]]));
      const page = reading(lang);
      const react = await hydrated(lang);
      expect(page.querySelector("template")).toBeNull();
      expect(ticks(page)).toEqual(none.map((_, i) => i === 1 || i === 2));
      expect(progressText(page)).toBe(progress(2, lang));
      expect(page.innerHTML).toBe(react.innerHTML);
      expect(ticks(page)).toEqual(ticks(react));
      cleanup();
      document.body.innerHTML = "";
    }
  });

  it("keeps and saves the ticks made before it ran, beside the saved ones", () => {
    localStorage.setItem(key, JSON.stringify([ids[2]]));
    const page = prerendered(true);
    boxes(page)[0]!.click();
    enhanceChecklists(document);
    expect(ticks(page)).toEqual(none.map((_, i) => i === 0 || i === 2));
    expect(saved()).toEqual([ids[0], ids[2]]);
    expect(progressText(page)).toBe(progress(2));
  });

  it("saves each tick and untick as the hydrated checklist does, and follows another tab", () => {
    const page = reading();
    expect(progressText(page)).toBe(progress(0));
    boxes(page)[2]!.click();
    boxes(page)[0]!.click();
    expect(saved()).toEqual([ids[2], ids[0]]);
    expect(progressText(page)).toBe(progress(2));
    boxes(page)[2]!.click();
    expect(saved()).toEqual([ids[0]]);
    boxes(page)[0]!.click();
    expect(localStorage.getItem(key)).toBeNull();
    expect(page.querySelector(".mg-checklist__warning")).toBeNull();

    localStorage.setItem(key, JSON.stringify([ids[1]]));
    window.dispatchEvent(new StorageEvent("storage", { key }));
    expect(ticks(page)).toEqual(none.map((_, i) => i === 1));
    expect(progressText(page)).toBe(progress(1));
  });

  it("when storage refuses, the ticks stay for the visit and the page says they are not kept", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const page = reading();
    expect(page.querySelector(".mg-checklist__warning")).toBeNull();
    boxes(page)[1]!.click();
    expect(ticks(page)).toEqual(none.map((_, i) => i === 1));
    expect(progressText(page)).toBe(progress(1));
    const warning = page.querySelector(".mg-checklist__warning");
    expect(warning?.textContent).toBe(strings.en.checklist.notSaved);
    expect(warning?.previousElementSibling).toBe(page.querySelector(".mg-checklist__progress"));

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
    expect(page.querySelector(".mg-checklist__warning")?.textContent).toBe(strings.es.checklist.notSaved);
    expect(progressText(page)).toBe(progress(0, "es"));
  });
});
