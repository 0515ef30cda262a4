/**
 * Checks of the Medicare 101 hub: schema, unique ids, both languages, every link to a
 * built or planned route, every figure token valid and publishable in both languages,
 * and the same figure tokens in the English and Spanish text of a card.
 */
import { findFigureTokens, interpolateFigures } from "../figures/index.ts";
import { isKnownSitePath } from "../guides/validate.ts";
import { FEATURED_TOOLS, TOPICS } from "./data.ts";
import { toolsSchema, topicsSchema } from "./schema.ts";
import type { FeaturedTool, Topic } from "./types.ts";

/** The topics the hub must cover (brief: Parts A-D, enrollment, costs, Medigap, Advantage vs. Supplement, IRMAA, help paying). */
export const REQUIRED_TOPICS = [
  "part-a",
  "part-b",
  "part-c",
  "part-d",
  "enrollment",
  "costs",
  "medigap",
  "advantage-vs-supplement",
  "irmaa",
  "help-paying",
] as const;

export function validateMedicare101(topics: readonly Topic[], tools: readonly FeaturedTool[]): string[] {
  const at = "content/medicare101";
  const problems: string[] = [];
  for (const [label, schema, data] of [
    ["topics", topicsSchema, topics],
    ["tools", toolsSchema, tools],
  ] as const) {
    const parsed = schema.safeParse(data);
    if (!parsed.success)
      problems.push(...parsed.error.issues.map((i) => `${at} ${label}: ${i.path.join(".")} ${i.message}`));
  }
  if (problems.length > 0) return problems;
  const ids = new Set<string>();
  for (const item of [...topics, ...tools]) {
    if (ids.has(item.id)) problems.push(`${at}: duplicate id ${item.id}`);
    ids.add(item.id);
  }
  for (const id of REQUIRED_TOPICS) if (!topics.some((t) => t.id === id)) problems.push(`${at}: missing topic ${id}`);
  const links = [
    ...topics.flatMap((t) => [{ id: t.id, href: t.href }, ...t.related.map((r) => ({ id: t.id, href: r.href }))]),
    ...tools.map((t) => ({ id: t.id, href: t.href })),
  ];
  for (const { id, href } of links) {
    if (!isKnownSitePath(href)) problems.push(`${at}: ${id} links to ${href}, which is neither built nor planned`);
  }
  for (const topic of topics) {
    const en = findFigureTokens(topic.summary.en)
      .map((t) => t.token)
      .sort()
      .join(" ");
    const es = findFigureTokens(topic.summary.es)
      .map((t) => t.token)
      .sort()
      .join(" ");
    if (en !== es) problems.push(`${at}: ${topic.id} has different figures in English (${en}) and Spanish (${es})`);
    for (const lang of ["en", "es"] as const) {
      try {
        interpolateFigures(topic.summary[lang], lang);
      } catch (error) {
        problems.push(`${at}: ${topic.id} (${lang}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return problems;
}

export function validate(): string[] {
  return validateMedicare101(TOPICS, FEATURED_TOOLS);
}
