/**
 * The checklist the checklist tests render (PathChecklist.test.tsx, hydrated; on a reading page,
 * app/components/Checklist/Checklist.enhance.test.tsx): three items of the IRMAA guide, under the storage key
 * its ticks are kept.
 */
// The route module registers the page's strings (the "paths" namespace).
// oxlint-disable-next-line import/no-unassigned-import -- imported for that side effect
import "./PathPage.tsx";
import type { PathChecklistProps } from "./PathChecklist.tsx";

export const KEY = "path-checklist:irmaa-planning";
export const CHECKLIST: PathChecklistProps = {
  id: "path-checklist-group",
  slug: "irmaa-planning",
  label: "To do",
  items: [
    { id: "letter", text: "I read the letter." },
    { id: "appeal", text: "I asked for a new decision." },
    { id: "event", text: "I wrote down the event." },
  ],
};
