// @vitest-environment jsdom
/**
 * "Based on your answers" on a reading page (issue 29): QuizNote.enhance.ts over the <template> QuizNoteTemplate
 * prerenders shows, for every different note the quiz's answers can lead to on every guide, exactly the HTML the
 * hydrated QuizNote renders for them, in both languages; no saved answers, no note; it follows another tab.
 */
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PATH_SLUGS, QUESTION_OPTIONS, type PathSlug, type QuizAnswers } from "@medicare-guide/content/quiz/options";
import { QUIZ_ANSWERS_STORAGE_KEY } from "@medicare-guide/content/quiz/storage-key";
import { SAMPLE_ANSWERS } from "@medicare-guide/content/quiz/sample-answers";
import type { Lang } from "@medicare-guide/content/routes";
import es from "../../../locales/es/path-quiz-note.json";
import { InSite, prerenderInSite } from "../../test/render.tsx";
import { QuizNote, QuizNoteTemplate } from "./QuizNote.tsx";
import { enhanceQuizNote } from "./QuizNote.enhance.ts";
import { quizNoteFor } from "./quiz-note.ts";

/** One answer set per different note a guide can show (employer coverage never changes the note). */
function answersPerNote(slug: PathSlug): QuizAnswers[] {
  const found = new Map<string, QuizAnswers>();
  for (const age of QUESTION_OPTIONS.age)
    for (const enrollmentStatus of QUESTION_OPTIONS.enrollmentStatus)
      for (const income of QUESTION_OPTIONS.income)
        for (const mainConcern of QUESTION_OPTIONS.mainConcern)
          for (const stayInformed of QUESTION_OPTIONS.stayInformed) {
            const answers = {
              age,
              enrollmentStatus,
              income,
              employerCoverage: "no",
              mainConcern,
              stayInformed,
            } as const;
            const key = JSON.stringify(quizNoteFor(slug, answers));
            if (!found.has(key)) found.set(key, answers);
          }
  return [...found.values()];
}

/** The reading page's note for the saved answers: the template prerendered, then enhanced. */
function readingNote(slug: PathSlug, lang: Lang): string {
  prerenderInSite(
    <main>
      <QuizNoteTemplate slug={slug} lang={lang} />
    </main>,
    { lang },
  );
  enhanceQuizNote(document);
  return document.querySelector("main")!.innerHTML;
}

/** What the hydrated page shows for the saved answers. */
async function hydratedNote(slug: PathSlug, lang: Lang): Promise<string> {
  let container: HTMLElement | undefined;
  await act(async () => {
    ({ container } = render(
      <InSite lang={lang}>
        <QuizNote slug={slug} lang={lang} />
      </InSite>,
    ));
  });
  return container!.innerHTML;
}

const save = (answers: object) => localStorage.setItem(QUIZ_ANSWERS_STORAGE_KEY, JSON.stringify(answers));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("QuizNote.enhance", () => {
  it("shows, on every guide in both languages, the note the hydrated page shows for the saved answers", async () => {
    let compared = 0;
    for (const lang of ["en", "es"] as const)
      for (const slug of PATH_SLUGS)
        for (const answers of answersPerNote(slug)) {
          save(answers);
          const reading = readingNote(slug, lang);
          cleanup();
          document.body.innerHTML = "";
          const hydrated = await hydratedNote(slug, lang);
          cleanup();
          expect(hydrated).not.toBe("");
          expect(reading, `${lang} ${slug} ${JSON.stringify(answers)}`).toBe(hydrated);
          compared++;
        }
    // Every outcome: another guide, the fallback, and each combination of reasons.
    expect(compared).toBeGreaterThan(20);
    // About 5 s on a quiet machine (a React render per note): room for a loaded one.
  }, 60_000);

  it("names the answers that led here, in the rule's order (irmaa-planning, Spanish)", () => {
    save(SAMPLE_ANSWERS);
    readingNote("irmaa-planning", "es");
    const note = document.querySelector("section.mg-path__quiz-note")!;
    expect(note.getAttribute("aria-labelledby")).toBe("path-quiz-note");
    expect(Array.from(note.querySelectorAll("li"), (li) => li.textContent)).toEqual([
      es.reasons.income.over161k,
      es.reasons.mainConcern.irmaa,
    ]);
    expect(note.querySelector("template, [data-mg-reason], [data-mg-note]")).toBeNull();
  });

  it("shows no note without saved answers, nor with answers that are not a complete set", () => {
    expect(readingNote("getting-started", "en")).toMatch(/^<template data-mg-quiz-note="getting-started">/);
    save({ age: "enrolled" });
    expect(readingNote("getting-started", "en")).toMatch(/^<template /);
  });

  it("follows the saved answers when another tab retakes the quiz", () => {
    save(SAMPLE_ANSWERS);
    readingNote("irmaa-planning", "en");
    const retake = document.querySelector<HTMLAnchorElement>("section.mg-path__quiz-note a.mg-path__standalone-link")!;
    retake.focus();
    // Another key of storage changes: the note stays as it is, focus too.
    window.dispatchEvent(new StorageEvent("storage", { key: "path-checklist:irmaa-planning" }));
    expect(document.activeElement).toBe(retake);
    save({ ...SAMPLE_ANSWERS, mainConcern: "comparing" });
    window.dispatchEvent(new StorageEvent("storage", { key: QUIZ_ANSWERS_STORAGE_KEY }));
    const note = document.querySelector("section.mg-path__quiz-note")!;
    expect(note.querySelector("p")?.textContent).toMatch(/^Your quiz answers point to a different guide:/);
    expect(note.querySelector("a")?.getAttribute("href")).toBe("/path/advantage-vs-supplement");
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: QUIZ_ANSWERS_STORAGE_KEY }));
    expect(document.querySelector("section.mg-path__quiz-note")).toBeNull();
    expect(document.querySelector("template[data-mg-quiz-note]")).not.toBeNull();
  });
});
