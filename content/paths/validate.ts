/**
 * Build-time checks of the guidance pages (discovered by content/validate.ts):
 * schema; every page in English and Spanish with the same structure, links and
 * checklist ids; every figure token resolvable; internal links to a route of the
 * route table (built or planned) and encyclopedia anchors to real terms; official
 * links to entries of the resources directory; the links the spec asks of each
 * page; titles that match the breadcrumb titles in locales/<lang>/routes.json.
 */
import { PLANNED_ROUTES, SITE_ROUTES } from "../routes/index.ts";
import enRoutes from "../../locales/en/routes.json" with { type: "json" };
import esRoutes from "../../locales/es/routes.json" with { type: "json" };
import { interpolateFigures } from "../figures/index.ts";
import { TERM_META } from "../glossary/terms.ts";
import { PATH_SLUGS, type PathSlug } from "../quiz/options.ts";
import { RESOURCE_GROUPS } from "../resources/data.ts";
import { check } from "../validate.ts";
import { PATH_PAGES } from "./index.ts";
import { pathContentSchema } from "./schema.ts";
import {
  PATH_LANGS,
  type PathBlock,
  type PathContent,
  type PathLang,
  type PathLink,
  type PathSubsection,
} from "./types.ts";

/** Links the spec's "Guidance pages" section asks of each page (spec 000, section 2). */
export const REQUIRED_RELATED: Readonly<Record<PathSlug, readonly string[]>> = {
  "getting-started": ["/parts-abcd-comparison", "/tools/cost-estimator", "/tools/enrollment-finder", "/encyclopedia"],
  "cost-optimization": ["/medigap", "/tools/cost-estimator", "/encyclopedia#part-d"],
  "irmaa-planning": ["/tools/irmaa-calculator", "/encyclopedia#irmaa", "/irmaa-income-brackets"],
  "advantage-vs-supplement": [
    "/tools/cost-estimator",
    "/enrollment-timeline",
    "/medigap",
    "/encyclopedia#medicare-advantage",
  ],
  "staying-informed": ["/news", "/parts-abcd-comparison", "/enrollment-timeline", "/encyclopedia"],
};

/** Ids the page view uses itself; a section may not take them. */
const RESERVED_IDS = new Set([
  "main-content",
  "path-title",
  "path-audience",
  "path-steps",
  "path-facts",
  "path-mistakes",
  "path-checklist",
  "path-related",
  "path-help",
  "path-quiz-note",
]);

const ROUTE_TITLES: Record<PathLang, Record<string, string>> = { en: enRoutes, es: esRoutes };

function blockTexts(block: PathBlock): string[] {
  if (block.kind === "paragraph") return [block.text];
  if (block.kind === "list") return block.items;
  return [block.caption, ...block.columns, ...block.rows.flat()];
}

function subsectionTexts(sub: PathSubsection): string[] {
  return [sub.heading, ...sub.blocks.flatMap(blockTexts)];
}

/** Every visible text of a page (figure tokens are checked in all of them). */
export function textsOf(page: PathContent): string[] {
  return [
    page.title,
    page.description,
    page.lede,
    ...page.audience,
    ...page.steps.flatMap((s) => [s.title, s.text, ...(s.link ? [s.link.label] : [])]),
    ...page.facts,
    ...page.sections.flatMap((s) => [...subsectionTexts(s), ...(s.subsections ?? []).flatMap(subsectionTexts)]),
    ...page.mistakes,
    page.checklist.label,
    ...page.checklist.items.map((i) => i.text),
    ...page.related.flatMap((r) => [r.label, r.text]),
  ];
}

const linkShape = (l: PathLink | undefined) => (l ? ("to" in l ? l.to : `resource:${l.resource}`) : "-");
const blockShape = (b: PathBlock) =>
  b.kind === "list"
    ? `list${b.items.length}`
    : b.kind === "table"
      ? `table${b.columns.length}x${b.rows.length}`
      : b.kind;
const subsectionShape = (s: PathSubsection) => `${s.id}[${s.blocks.map(blockShape).join(",")}]`;

/** The shape of a page without its words, to compare the two languages. */
export function skeleton(page: PathContent): string {
  return [
    `audience${page.audience.length}`,
    `steps:${page.steps.map((s) => linkShape(s.link)).join(",")}`,
    `facts${page.facts.length}`,
    `sections:${page.sections.map((s) => `${subsectionShape(s)}{${(s.subsections ?? []).map(subsectionShape).join(";")}}`).join("|")}`,
    `mistakes${page.mistakes.length}`,
    `checklist:${page.checklist.items.map((i) => i.id).join(",")}`,
    `related:${page.related.map((r) => r.to).join(",")}`,
  ].join("\n");
}

function routeExists(path: string): boolean {
  return SITE_ROUTES.some((r) => r.path === path) || PLANNED_ROUTES.some((r) => r.path === path);
}

const TERM_IDS = new Set(TERM_META.map((term) => term.id));
const RESOURCE_IDS = new Set(RESOURCE_GROUPS.flatMap((group) => group.items.map((item) => item.id)));

/** Problems with one internal link target. */
export function checkSitePath(to: string, label: string, ownPath: string): string[] {
  const [path = "", anchor] = to.split("#");
  const problems: string[] = [];
  if (!routeExists(path)) problems.push(`${label}: ${to} is not a route of the route table (built or planned)`);
  if (path === ownPath) problems.push(`${label}: ${to} links to the page itself`);
  if (anchor !== undefined) {
    if (path !== "/encyclopedia") problems.push(`${label}: ${to}: anchors are only checked on /encyclopedia`);
    else if (!TERM_IDS.has(anchor)) problems.push(`${label}: ${to}: no encyclopedia term "${anchor}"`);
  }
  return problems;
}

function uniqueIds(ids: string[], label: string): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const value of ids) {
    if (seen.has(value) || RESERVED_IDS.has(value)) problems.push(`${label}: id "${value}" is repeated or reserved`);
    seen.add(value);
  }
  return problems;
}

/** Problems in one page in one language. */
export function validatePage(page: PathContent | undefined, slug: PathSlug, lang: PathLang): string[] {
  const at = `content/paths/${lang}.ts ${slug}`;
  if (!page) return [`${at}: missing`];
  const schemaProblems = check(at, pathContentSchema, page);
  if (schemaProblems.length > 0) return schemaProblems;
  const problems: string[] = [];
  const ownPath = `/path/${slug}`;
  if (page.slug !== slug) problems.push(`${at}: slug field is "${page.slug}"`);
  const routeTitle = ROUTE_TITLES[lang][`path-${slug}`];
  if (routeTitle !== page.title)
    problems.push(
      `${at}: title "${page.title}" differs from locales/${lang}/routes.json path-${slug} "${routeTitle ?? ""}"`,
    );
  for (const text of textsOf(page)) {
    try {
      interpolateFigures(text, lang);
    } catch (error) {
      problems.push(`${at}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  page.steps.forEach((step, i) => {
    if (!step.link) return;
    if ("to" in step.link) problems.push(...checkSitePath(step.link.to, `${at} step ${i + 1}`, ownPath));
    else if (!RESOURCE_IDS.has(step.link.resource))
      problems.push(`${at} step ${i + 1}: no resource "${step.link.resource}" in content/resources`);
  });
  page.related.forEach((item) => problems.push(...checkSitePath(item.to, `${at} related`, ownPath)));
  const relatedPaths = new Set(page.related.map((r) => r.to));
  for (const required of REQUIRED_RELATED[slug]) {
    if (!relatedPaths.has(required)) problems.push(`${at}: the spec asks for a related link to ${required}`);
  }
  problems.push(
    ...uniqueIds(
      page.checklist.items.map((i) => i.id),
      `${at} checklist`,
    ),
  );
  problems.push(
    ...uniqueIds(
      page.sections.flatMap((s) => [s.id, ...(s.subsections ?? []).map((sub) => sub.id)]),
      `${at} sections`,
    ),
  );
  return problems;
}

export function validatePaths(
  pages: Readonly<Record<PathLang, Readonly<Partial<Record<PathSlug, PathContent>>>>>,
): string[] {
  const problems: string[] = [];
  for (const slug of PATH_SLUGS) {
    for (const lang of PATH_LANGS) problems.push(...validatePage(pages[lang][slug], slug, lang));
    const en = pages.en[slug];
    const es = pages.es[slug];
    if (en && es && skeleton(en) !== skeleton(es)) {
      problems.push(`content/paths ${slug}: the English and Spanish pages differ in structure, links or checklist ids`);
    }
  }
  for (const lang of PATH_LANGS) {
    for (const key of Object.keys(pages[lang])) {
      if (!(PATH_SLUGS as readonly string[]).includes(key))
        problems.push(`content/paths/${lang}.ts: unknown page "${key}"`);
    }
  }
  return problems;
}

export function validate(): string[] {
  return validatePaths(PATH_PAGES);
}
