import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUIZ_ANSWERS_STORAGE_KEY, type QuizAnswers } from "@medicare-guide/content/quiz/options";
import type { Lang } from "@medicare-guide/content/routes";
// The route module registers the page's strings (the "paths" namespace).
// oxlint-disable-next-line import/no-unassigned-import -- imported for that side effect
import "./PathPage.tsx";
import { PathView } from "./PathView.tsx";
import { resolvePathPage } from "./resolve-path.ts";
import { renderInSite } from "../../test/render.tsx";

async function renderPage(slug: Parameters<typeof resolvePathPage>[0], lang: Lang = "en") {
  const view = resolvePathPage(slug, lang);
  const result = renderInSite(<PathView view={view} />, { lang });
  // Saved ticks and the quiz note are read in effects; the checklist's code loads on first use (built at once here:
  // nothing was prerendered).
  await act(async () => {});
  await waitFor(() => expect(document.getElementById("path-checklist-group")).not.toBeNull());
  return { ...result, view };
}

const COSTS: QuizAnswers = {
  age: "enrolled",
  enrollmentStatus: "original",
  income: "over161k",
  employerCoverage: "no",
  mainConcern: "costs",
  stayInformed: "web",
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("PathView", () => {
  it("shows one h1, the numbered steps, the facts and the parts in order", async () => {
    const { view } = await renderPage("getting-started");
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([view.title]);
    const steps = document.querySelector<HTMLElement>('[data-part="path-steps"]')!;
    expect(within(steps).getByRole("heading", { level: 2 }).textContent).toBe("Your next steps");
    expect(within(steps).getAllByRole("listitem")).toHaveLength(view.steps.length);
    expect(steps.querySelector("ol")).not.toBeNull();
    const h2 = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(h2.slice(0, 3)).toEqual(["Who this guide is for", "Your next steps", "Key facts for 2026"]);
    expect(h2).toContain("Your checklist");
    expect(h2).toContain("Related tools and pages");
    // Official links open in a new tab and say so; site links stay in the site.
    const ship = screen.getAllByRole("link", { name: /Find your local SHIP counselor/ });
    expect(ship[0]?.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "Enrollment date finder" }).getAttribute("href")).toBe(
      "/tools/enrollment-finder",
    );
    expect(screen.getByRole("link", { name: /1-800-MEDICARE/ }).getAttribute("href")).toBe("tel:+18006334227");
  });

  it("keeps ticks on this device per page, restored on the next visit", async () => {
    const user = userEvent.setup();
    const first = await renderPage("irmaa-planning");
    const group = screen.getByRole("group", { name: "IRMAA to-do list" });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes).toHaveLength(first.view.checklist.items.length);
    await user.click(boxes[0]!);
    await user.click(boxes[2]!);
    expect(JSON.parse(localStorage.getItem("path-checklist:irmaa-planning") ?? "[]")).toEqual(["letter", "event"]);
    expect(screen.getByText(`2 of ${boxes.length} done`)).toBeTruthy();
    cleanup();

    await renderPage("irmaa-planning");
    const again = within(screen.getByRole("group", { name: "IRMAA to-do list" })).getAllByRole(
      "checkbox",
    ) as HTMLInputElement[];
    expect(again.map((box) => box.checked)).toEqual([true, false, true, false, false, false]);
    cleanup();

    // Another page has its own ticks.
    await renderPage("getting-started");
    const other = within(screen.getByRole("group", { name: "Before you sign up" })).getAllByRole(
      "checkbox",
    ) as HTMLInputElement[];
    expect(other.some((box) => box.checked)).toBe(false);
  });

  it("ticks by keyboard (Space) and unticks again", async () => {
    const user = userEvent.setup();
    await renderPage("cost-optimization");
    const box = screen.getByRole("checkbox", { name: "I read my plan's Annual Notice of Change." }) as HTMLInputElement;
    box.focus();
    await user.keyboard(" ");
    expect(box.checked).toBe(true);
    await user.keyboard(" ");
    expect(box.checked).toBe(false);
    expect(localStorage.getItem("path-checklist:cost-optimization")).toBeNull();
  });

  it("still works when storage throws, and says ticks are not kept", async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    await renderPage("staying-informed");
    expect(screen.getByText(/Your ticks cannot be saved on this device/)).toBeTruthy();
    const box = screen.getAllByRole("checkbox")[0] as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    expect(screen.queryByRole("region", { name: "Based on your answers" })).toBeNull();
  });

  it("shows no quiz note without saved answers", async () => {
    await renderPage("irmaa-planning");
    expect(screen.queryByText("Based on your answers")).toBeNull();
  });

  it("names the answers that led here, with a link to retake the quiz", async () => {
    localStorage.setItem(QUIZ_ANSWERS_STORAGE_KEY, JSON.stringify(COSTS));
    await renderPage("irmaa-planning");
    const note = await screen.findByRole("region", { name: "Based on your answers" });
    expect(
      within(note)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Your income is in one of the higher ranges, where IRMAA can apply.",
      "You want to lower your Medicare costs.",
    ]);
    expect(within(note).getByRole("link", { name: "Retake the quiz" }).getAttribute("href")).toBe("/find-your-path");
  });

  it("in Spanish, points to the guide the answers lead to when it is another one", async () => {
    localStorage.setItem(QUIZ_ANSWERS_STORAGE_KEY, JSON.stringify(COSTS));
    await renderPage("getting-started", "es");
    const note = await screen.findByRole("region", { name: "Según sus respuestas" });
    expect(within(note).getByRole("link", { name: "Cómo planificar para el IRMAA" }).getAttribute("href")).toBe(
      "/es/path/irmaa-planning",
    );
    expect(within(note).getByRole("link", { name: "Vuelva a hacer el cuestionario" }).getAttribute("href")).toBe(
      "/es/find-your-path",
    );
    // A Spanish link to an English-only official page says so.
    const ssa = screen.getByRole("link", { name: /Inscríbase en Medicare con el Seguro Social/ });
    expect(ssa.textContent).toContain("(página en inglés)");
    // shiphelp.org is in English: every link to it says so (the step and the help section).
    const ship = screen.getAllByRole("link", { name: /Busque un consejero del SHIP/ });
    expect(ship).toHaveLength(2);
    for (const link of ship) expect(link.textContent).toContain("(página en inglés)");
  });
});
