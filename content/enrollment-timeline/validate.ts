/**
 * Checks of the enrollment timeline content: schema (7 steps, 5 checklist items),
 * steps in month order from -3 to +3, every status used, unique ids, and every
 * text's figure tokens valid, publishable and the same in English and Spanish.
 */
import { findFigureTokens, interpolateFigures } from "../figures/index.ts";
import { AVOID_PENALTIES, CHECKLIST, HOW_TO_APPLY, TIMELINE_STEPS } from "./data.ts";
import { timelineContentSchema } from "./schema.ts";
import { STEP_STATUSES, type Bilingual } from "./types.ts";

const AT = "content/enrollment-timeline";
const ALL = { steps: TIMELINE_STEPS, apply: HOW_TO_APPLY, penalties: AVOID_PENALTIES, checklist: CHECKLIST };

export function validateTimeline(data: typeof ALL = ALL): string[] {
  const parsed = timelineContentSchema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.map((i) => `${AT}: ${i.path.join(".")} ${i.message}`);
  const problems: string[] = [];
  const offsets = data.steps.map((s) => s.offset).join(",");
  if (offsets !== "-3,-2,-1,0,1,2,3")
    problems.push(
      `${AT}: steps must run from 3 months before to 3 months after the birthday month, in order (got ${offsets})`,
    );
  for (const status of STEP_STATUSES)
    if (!data.steps.some((s) => s.status === status)) problems.push(`${AT}: no step has the status ${status}`);
  for (const [label, list] of [
    ["steps", data.steps],
    ["apply", data.apply],
    ["penalties", data.penalties],
    ["checklist", data.checklist],
  ] as const) {
    const ids = list.map((x) => x.id);
    if (new Set(ids).size !== ids.length) problems.push(`${AT}: duplicate id in ${label}`);
  }
  const texts: [string, Bilingual][] = [
    ...data.steps.flatMap(
      (s) =>
        [
          [`${s.id}.month`, s.month],
          [`${s.id}.title`, s.title],
          [`${s.id}.description`, s.description],
        ] as [string, Bilingual][],
    ),
    ...[...data.apply, ...data.penalties].flatMap(
      (i) =>
        [
          [`${i.id}.heading`, i.heading],
          [`${i.id}.text`, i.text],
        ] as [string, Bilingual][],
    ),
    ...data.checklist.map((c) => [c.id, c.text] as [string, Bilingual]),
  ];
  for (const [label, text] of texts) {
    const en = findFigureTokens(text.en)
      .map((t) => t.token)
      .sort()
      .join(" ");
    const es = findFigureTokens(text.es)
      .map((t) => t.token)
      .sort()
      .join(" ");
    if (en !== es) problems.push(`${AT} ${label}: different figures in English (${en}) and Spanish (${es})`);
    for (const lang of ["en", "es"] as const) {
      try {
        interpolateFigures(text[lang], lang);
      } catch (error) {
        problems.push(`${AT} ${label} (${lang}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return problems;
}

export function validate(): string[] {
  return validateTimeline();
}
