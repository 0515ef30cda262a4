/* Typed accessors to the enrollment timeline page. Figures are filled in here, at build time. */
import { interpolateFigures } from "../figures/index.ts";
import { AVOID_PENALTIES, CHECKLIST, HOW_TO_APPLY, TIMELINE_STEPS } from "./data.ts";
import type { Bilingual, InfoItem, TimelineContent } from "./types.ts";

export { AVOID_PENALTIES, CHECKLIST, HOW_TO_APPLY, TIMELINE_STEPS } from "./data.ts";
export { STEP_STATUSES } from "./types.ts";
export type * from "./types.ts";

type Lang = "en" | "es";

/** The page's content in one language, figures filled in (throws on a bad or unpublishable figure). */
export function getTimelineContent(lang: Lang): TimelineContent {
  const l = (text: Bilingual) => interpolateFigures(text[lang], lang);
  const info = (item: InfoItem) => ({ id: item.id, heading: l(item.heading), text: l(item.text) });
  return {
    steps: TIMELINE_STEPS.map((s) => ({
      id: s.id,
      offset: s.offset,
      month: l(s.month),
      status: s.status,
      title: l(s.title),
      description: l(s.description),
    })),
    apply: HOW_TO_APPLY.map(info),
    penalties: AVOID_PENALTIES.map(info),
    checklist: CHECKLIST.map((c) => ({ id: c.id, text: l(c.text) })),
  };
}
