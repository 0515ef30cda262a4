/**
 * Where the checklists (the guidance pages', the enrollment timeline's) keep their ticks on this device, and
 * whether the browser lets them: the part of checklist-storage.ts a guidance page itself needs before the
 * checklist's code loads (app/pages/path/ChecklistOnFirstUse.tsx asks whether saved ticks are waiting; PathView
 * whether the quiz's answers are), in a module of its own so the page does not load the checklist's reading and
 * writing with it (issue 10).
 */
import type { PathSlug } from "@medicare-guide/content/quiz/options";

/** Which checklist: a guidance page's slug, or `{ key }` for another page's checklist (its own storage key). */
export type ChecklistId = PathSlug | { key: string };

/** Browser storage key of a page's ticks: the ids of the ticked items, as JSON. */
export function checklistStorageKey(slug: ChecklistId): string {
  return typeof slug === "string" ? `path-checklist:${slug}` : slug.key;
}

/** localStorage, or undefined when the browser does not allow it (reading the property itself can throw). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
