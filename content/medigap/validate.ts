/**
 * Checks of the Medigap pages: schema, route ids and paths match the route table, unique anchors,
 * every link built/planned (or official https), every table row as wide as its header, every text
 * filled in both languages with the same figure tokens, and each computed block builds.
 */
import { findFigureTokens } from "../figures/index.ts";
import { isKnownSitePath } from "../guides/validate.ts";
import { findRoute } from "../routes/index.ts";
import { fill, getMedigapPage, MEDIGAP_PAGES } from "./index.ts";
import { pageSchema } from "./schema.ts";
import type { Bilingual, ContentLink, MedigapPage } from "./types.ts";
import { ANNUAL_TEXT, EXCESS_TEXT, GVN_TEXT, HDG_PREMIUM_TEXT, HDG_SCENARIO_TEXT } from "./widgets.ts";

const AT = "content/medigap";
const OFFICIAL_HOSTS = new Set([
  "www.medicare.gov",
  "es.medicare.gov",
  "www.cms.gov",
  "www.ssa.gov",
  "www.shiphelp.org",
]);

/** Every bilingual text of a value (walks objects and arrays). */
function bilinguals(
  value: unknown,
  path: string,
  out: { path: string; text: Bilingual }[] = [],
): { path: string; text: Bilingual }[] {
  if (Array.isArray(value)) value.forEach((v, i) => bilinguals(v, `${path}.${i}`, out));
  else if (value && typeof value === "object") {
    const obj = value as Record<string, unknown>;
    if (typeof obj.en === "string" && typeof obj.es === "string" && Object.keys(obj).length === 2)
      out.push({ path, text: obj as unknown as Bilingual });
    else for (const [k, v] of Object.entries(obj)) bilinguals(v, path ? `${path}.${k}` : k, out);
  }
  return out;
}

const tokens = (text: string): string =>
  findFigureTokens(text)
    .map((t) => t.token)
    .sort()
    .join(" ");
const placeholders = (text: string): string =>
  [...text.matchAll(/\{([a-zA-Z]+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(" ");

/** Same figure tokens and placeholders in English and Spanish. */
export function checkTexts(label: string, value: unknown): string[] {
  const problems: string[] = [];
  for (const { path, text } of bilinguals(value, "")) {
    if (tokens(text.en) !== tokens(text.es))
      problems.push(
        `${AT}: ${label} ${path} has different figures in English (${tokens(text.en)}) and Spanish (${tokens(text.es)})`,
      );
    if (placeholders(text.en) !== placeholders(text.es))
      problems.push(`${AT}: ${label} ${path} has different placeholders in English and Spanish`);
  }
  return problems;
}

function checkLink(label: string, l: ContentLink): string[] {
  if (l.external) {
    let host = "";
    try {
      host = new URL(l.href).host;
    } catch {
      /* reported below */
    }
    return l.href.startsWith("https://") && OFFICIAL_HOSTS.has(host)
      ? []
      : [`${AT}: ${label} links to ${l.href}, which is not an official https page`];
  }
  return isKnownSitePath(l.href) ? [] : [`${AT}: ${label} links to ${l.href}, which is neither built nor planned`];
}

export function validateMedigapPages(pages: readonly MedigapPage[]): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const parsed = pageSchema.safeParse(page);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((i) => `${AT} ${page.id}: ${i.path.join(".")} ${i.message}`));
      continue;
    }
    const route = findRoute(page.path);
    if (route && route.id !== page.id) problems.push(`${AT}: ${page.id} has the path of route ${route.id}`);
    const ids = new Set<string>();
    for (const section of page.sections) {
      for (const anchor of [section.id, ...section.blocks.flatMap((b) => (b.kind === "subheading" ? [b.id] : []))]) {
        if (ids.has(anchor)) problems.push(`${AT}: ${page.id} repeats the anchor ${anchor}`);
        ids.add(anchor);
      }
      for (const b of section.blocks) {
        if (b.kind === "table" && b.rows.some((row) => row.length !== b.columns.length))
          problems.push(`${AT}: ${page.id} ${section.id} has a table row whose width differs from its header`);
      }
    }
    const links: ContentLink[] = [
      page.back,
      ...page.related,
      ...page.sections.flatMap((s) =>
        s.blocks.flatMap((b) =>
          b.kind === "links"
            ? b.links
            : b.kind === "plan-cards"
              ? b.cards.flatMap((c) => (c.link ? [c.link] : []))
              : [],
        ),
      ),
    ];
    for (const l of links) problems.push(...checkLink(page.id, l));
    problems.push(...checkTexts(page.id, page));
    for (const lang of ["en", "es"] as const) {
      try {
        getMedigapPage(page.id, lang);
      } catch (error) {
        problems.push(`${AT}: ${page.id} (${lang}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return problems;
}

/** The widget words: same tokens/placeholders per language, and GVN table rows as wide as the header. */
export function validateWidgetTexts(): string[] {
  const problems = checkTexts("widgets", { GVN_TEXT, ANNUAL_TEXT, EXCESS_TEXT, HDG_PREMIUM_TEXT, HDG_SCENARIO_TEXT });
  if (GVN_TEXT.rows.some((row) => row.length !== GVN_TEXT.columns.length))
    problems.push(`${AT}: the Plan G / Plan N table has a row whose width differs from its header`);
  for (const text of [
    GVN_TEXT.premiumLabel,
    ANNUAL_TEXT.caption,
    HDG_PREMIUM_TEXT.caption,
    HDG_SCENARIO_TEXT.premiums,
  ]) {
    if (!/illustrative/i.test(text.en) || !/ilustrativa/i.test(text.es))
      problems.push(`${AT}: "${text.en}" shows an illustrative value without saying so`);
  }
  try {
    fill(GVN_TEXT.intro.en, "en");
  } catch (error) {
    problems.push(`${AT}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return problems;
}

export function validate(): string[] {
  return [...validateMedigapPages(Object.values(MEDIGAP_PAGES)), ...validateWidgetTexts()];
}
