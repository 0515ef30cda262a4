/**
 * Checks of the Parts A-D comparison content: schema, the four parts in order with
 * the anchors other pages link to, unique ids, and every text's figure tokens valid,
 * publishable and the same in English and Spanish.
 */
import { findFigureTokens, interpolateFigures } from "../figures/index.ts";
import { COMPARISON_ROWS, GAP_GUIDE, PART_CARDS, PART_D_YEARS, PROS_CONS } from "./data.ts";
import { partsContentSchema } from "./schema.ts";
import type { Bilingual } from "./types.ts";

const AT = "content/parts";

/** Every bilingual text of the page with a label for messages. */
function texts(data: typeof ALL): [string, Bilingual][] {
  const out: [string, Bilingual][] = [];
  const walk = (label: string, value: unknown) => {
    if (value && typeof value === "object" && "en" in value && "es" in value) {
      out.push([label, value as Bilingual]);
      return;
    }
    if (Array.isArray(value)) value.forEach((v, i) => walk(`${label}.${i}`, v));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(`${label}.${k}`, v);
  };
  walk("", data);
  return out;
}

const ALL = {
  parts: PART_CARDS,
  comparison: COMPARISON_ROWS,
  prosCons: PROS_CONS,
  partDYears: PART_D_YEARS,
  gapGuide: GAP_GUIDE,
};

export function validateParts(data: typeof ALL = ALL): string[] {
  const parsed = partsContentSchema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.map((i) => `${AT}: ${i.path.join(".")} ${i.message}`);
  const problems: string[] = [];
  const order = data.parts.map((p) => p.id).join(",");
  if (order !== "part-a,part-b,part-c,part-d")
    problems.push(`${AT}: the parts must be A, B, C, D in order (got ${order})`);
  for (const [label, list] of [
    ["comparison", data.comparison],
    ["gapGuide", data.gapGuide],
  ] as const) {
    const ids = list.map((x) => x.id);
    if (new Set(ids).size !== ids.length) problems.push(`${AT}: duplicate id in ${label}`);
  }
  for (const [label, text] of texts(data)) {
    const en = findFigureTokens(text.en)
      .map((t) => t.token)
      .sort()
      .join(" ");
    const es = findFigureTokens(text.es)
      .map((t) => t.token)
      .sort()
      .join(" ");
    if (en !== es) problems.push(`${AT}${label}: different figures in English (${en}) and Spanish (${es})`);
    for (const lang of ["en", "es"] as const) {
      try {
        interpolateFigures(text[lang], lang);
      } catch (error) {
        problems.push(`${AT}${label} (${lang}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return problems;
}

export function validate(): string[] {
  return validateParts();
}
