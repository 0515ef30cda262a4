/**
 * Build-time checks of the legal pages and contact details (discovered by
 * content/validate.ts): schemas, every page in English and Spanish with the same
 * anchors and structure, known tokens, well-formed links, internal links to a
 * route of the route table (built or planned) and to anchors that exist.
 */
import { z } from "zod";
import { PLANNED_ROUTES, SITE_ROUTES } from "../routes/index.ts";
import { check } from "../validate.ts";
import { CONTACT_EMAIL, CONTACT_LIMITS } from "./contact.ts";
import { LEGAL_PAGES } from "./index.ts";
import { hrefKind, parseInline, strayLinkSyntax, tokensIn, fillTokens } from "./inline.ts";
import { KNOWN_ISSUES, type KnownIssue } from "./known-issues.ts";
import { contactEmailSchema, knownIssueSchema, legalPageSchema } from "./schema.ts";
import { contentTokens } from "./tokens.ts";
import {
  CONTENT_LANGS,
  LEGAL_PAGE_IDS,
  type ContentLang,
  type LegalBlock,
  type LegalPageContent,
  type LegalPageId,
} from "./types.ts";

/** Ids the LegalPage view uses itself; a section may not take them. */
const RESERVED_IDS = new Set(["legal-title", "legal-toc", "legal-toc-title", "main-content"]);

/** Sections the site links to by anchor (the header's Mission and Terms of Use). */
const REQUIRED_ANCHORS: Partial<Record<LegalPageId, string[]>> = { disclaimer: ["mission", "terms-of-use"] };

/** Every anchor id of a page: sections and subsections. */
export function anchorsOf(page: LegalPageContent): string[] {
  return page.sections.flatMap((s) => [s.id, ...(s.subsections ?? []).map((sub) => sub.id)]);
}

/** The inline texts of some blocks, with where they are. */
function blockTexts(blocks: LegalBlock[], where: string): { where: string; text: string }[] {
  return blocks.flatMap((b, i) =>
    b.kind === "paragraph"
      ? [{ where: `${where}.blocks.${i}`, text: b.text }]
      : b.kind === "list"
        ? b.items.map((text, j) => ({ where: `${where}.blocks.${i}.items.${j}`, text }))
        : [],
  );
}

/** Every inline text of a page with where it is, for link and token checks. */
function textsOf(page: LegalPageContent): { where: string; text: string }[] {
  return [
    { where: "lede", text: page.lede },
    ...page.sections.flatMap((s) => [
      ...blockTexts(s.blocks, `#${s.id}`),
      ...(s.subsections ?? []).flatMap((sub) => blockTexts(sub.blocks, `#${s.id}/#${sub.id}`)),
    ]),
  ];
}

/** The kinds of some blocks, with list lengths ("paragraph,ul3"). */
function blockShape(list: LegalBlock[]): string {
  return list.map((b) => (b.kind === "list" ? `${b.ordered ? "ol" : "ul"}${b.items.length}` : b.kind)).join(",");
}

/** The shape of a page without its words, to compare the two languages. */
function skeleton(page: LegalPageContent): string {
  return page.sections
    .map(
      (s) =>
        `${s.id}[${blockShape(s.blocks)}]{${(s.subsections ?? []).map((sub) => `${sub.id}[${blockShape(sub.blocks)}]`).join(";")}}`,
    )
    .join("|");
}

function routeExists(path: string): boolean {
  return SITE_ROUTES.some((r) => r.path === path) || PLANNED_ROUTES.some((r) => r.path === path);
}

type LegalPages = Readonly<Record<LegalPageId, Partial<Record<ContentLang, LegalPageContent>>>>;

/** Anchors of the legal page at an English path, if it is one. */
function legalAnchorsAt(pages: LegalPages, path: string, lang: ContentLang): string[] | undefined {
  const id = LEGAL_PAGE_IDS.find((pageId) => `/${pageId}` === path);
  const page = id ? pages[id]?.[lang] : undefined;
  return page ? anchorsOf(page) : undefined;
}

/** Problems in one inline text (tokens, link syntax, link targets). */
function checkText(pages: LegalPages, label: string, text: string, lang: ContentLang, ownAnchors: string[]): string[] {
  const problems: string[] = [];
  const tokens = contentTokens(lang);
  for (const token of tokensIn(text)) {
    if (!(token in tokens)) problems.push(`${label}: unknown token {{${token}}}`);
  }
  const segments = parseInline(text);
  for (const stray of strayLinkSyntax(segments)) problems.push(`${label}: malformed link syntax in "${stray}"`);
  for (const segment of segments) {
    if (segment.type !== "link") continue;
    const href = fillTokens(segment.href, tokens);
    const kind = hrefKind(href);
    if (!kind) {
      problems.push(`${label}: link "${segment.text}" has an href that is not allowed: ${href}`);
      continue;
    }
    if (kind === "hash" && !ownAnchors.includes(href.slice(1)))
      problems.push(`${label}: link to ${href}, no such section on this page`);
    if (kind === "internal") {
      const [path = "", hash] = href.split("#");
      if (path.startsWith("/es/") || path === "/es")
        problems.push(`${label}: write internal links in their English form (${href}); they are localized when shown`);
      else if (!routeExists(path))
        problems.push(`${label}: link to ${href}, not a route of content/routes (built or planned)`);
      else if (hash) {
        const anchors = legalAnchorsAt(pages, path, lang);
        if (anchors && !anchors.includes(hash))
          problems.push(`${label}: link to ${href}, no such section on that page`);
      }
    }
  }
  return problems;
}

export function validate(): string[] {
  return validateLegalContent(LEGAL_PAGES, KNOWN_ISSUES, CONTACT_EMAIL);
}

/** The checks, on any set of pages (tests pass broken copies). */
export function validateLegalContent(pages: LegalPages, issues: readonly KnownIssue[], contactEmail: string): string[] {
  const problems: string[] = [];
  for (const id of LEGAL_PAGE_IDS) {
    const pair = pages[id];
    const where = (lang: ContentLang) => `content/pages/${lang}/${id}`;
    if (!SITE_ROUTES.some((r) => r.id === id && r.path === `/${id}`) && !routeExists(`/${id}`)) {
      problems.push(`content/pages: ${id} is not a route in content/routes`);
    }
    for (const lang of CONTENT_LANGS) {
      const page = pair?.[lang];
      if (!page) {
        problems.push(`${where(lang)}: missing`);
        continue;
      }
      const schemaProblems = check(where(lang), legalPageSchema, page);
      problems.push(...schemaProblems);
      if (schemaProblems.length > 0) continue;
      if (page.id !== id) problems.push(`${where(lang)}: id is ${page.id}`);
      if (page.lang !== lang) problems.push(`${where(lang)}: lang is ${page.lang}`);
      const anchors = anchorsOf(page);
      const seen = new Set<string>();
      for (const anchor of anchors) {
        if (seen.has(anchor)) problems.push(`${where(lang)}: anchor #${anchor} is used twice`);
        if (RESERVED_IDS.has(anchor)) problems.push(`${where(lang)}: anchor #${anchor} is reserved by the page layout`);
        seen.add(anchor);
      }
      for (const anchor of REQUIRED_ANCHORS[id] ?? []) {
        if (!anchors.includes(anchor))
          problems.push(`${where(lang)}: needs a section #${anchor} (the site links to it)`);
      }
      const knownIssueBlocks = page.sections
        .flatMap((s) => [...s.blocks, ...(s.subsections ?? []).flatMap((sub) => sub.blocks)])
        .filter((b) => b.kind === "knownIssues");
      if (id === "accessibility" && knownIssueBlocks.length !== 1)
        problems.push(`${where(lang)}: needs exactly one knownIssues block`);
      if (id !== "accessibility" && knownIssueBlocks.length > 0)
        problems.push(`${where(lang)}: knownIssues belongs to the accessibility statement only`);
      for (const { where: at, text } of textsOf(page))
        problems.push(...checkText(pages, `${where(lang)} ${at}`, text, lang, anchors));
    }
    const { en, es } = pair ?? {};
    if (en && es) {
      if (skeleton(en) !== skeleton(es))
        problems.push(
          `content/pages/${id}: English and Spanish differ in sections, anchors or blocks (a missing translation?)`,
        );
      if (en.updated !== es.updated)
        problems.push(
          `content/pages/${id}: "updated" differs between English (${en.updated}) and Spanish (${es.updated})`,
        );
      if (en.backLink !== es.backLink)
        problems.push(`content/pages/${id}: backLink differs between English and Spanish`);
    }
  }
  problems.push(...check("content/pages/known-issues", z.array(knownIssueSchema), issues));
  const issueIds = issues.map((i) => i.id);
  if (new Set(issueIds).size !== issueIds.length) problems.push("content/pages/known-issues: ids must be unique");
  problems.push(...check("content/pages/contact CONTACT_EMAIL", contactEmailSchema, contactEmail));
  if (contactEmail.length > CONTACT_LIMITS.emailMax)
    problems.push("content/pages/contact: CONTACT_EMAIL is longer than the e-mail limit");
  return problems;
}
