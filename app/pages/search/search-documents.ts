/**
 * What the search index holds ("Search everything", issue 17): every prerendered
 * page as the visitor reads it (its <main> text, so tools, cost and path pages are
 * searched with their figures filled in), plus the entries inside pages that
 * deserve their own result: encyclopedia terms, FAQ questions, guides and state
 * programs, from content/. Pure: HTML and content in, documents out.
 */
import { getFaqs, answerText } from "@medicare-guide/content/faq/index";
import { getTerms } from "@medicare-guide/content/glossary/index";
import { getGuides } from "@medicare-guide/content/guides/index";
import { getStatePrograms } from "@medicare-guide/content/states/index";
import { localizePath, routeHref, type Lang, type SiteRoute } from "@medicare-guide/content/routes";
import { routeType, type SearchDoc } from "./search-types.ts";

/** Pages that are not results: the search page itself. */
const NOT_INDEXED = new Set(["search"]);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Decodes the entities React writes (named few, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Plain text of an HTML fragment: tags become spaces, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|svg|noscript|template|nav)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ");
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

export interface PageText {
  title: string;
  description: string;
  text: string;
}

/**
 * The searchable text of a prerendered page: its h1, its meta description and the
 * text of <main> without navigation (breadcrumbs and "On this page" lists repeat
 * other pages' titles), scripts or hidden decorations.
 */
export function pageText(html: string): PageText {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? "";
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(main)?.[1] ?? /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "";
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html)?.[1] ?? "";
  return { title: htmlToText(h1), description: decodeEntities(description), text: htmlToText(main) };
}

/** The document of one prerendered page, or undefined for a page that is not a result. */
export function pageDocument(route: SiteRoute, path: string, html: string): SearchDoc | undefined {
  if (NOT_INDEXED.has(route.id)) return undefined;
  const { title, description, text } = pageText(html);
  if (!title) throw new Error(`search index: ${path} has no h1`);
  return { id: `page:${route.id}`, type: routeType(route.id), url: path, title, description, text };
}

/** Terms, questions, guides and state programs: the entries inside pages, one result each. */
export function entryDocuments(lang: Lang): SearchDoc[] {
  const terms = getTerms(lang).map((t): SearchDoc => ({
    id: `term:${t.id}`,
    type: "term",
    url: routeHref("encyclopedia", lang, { hash: t.id }),
    title: t.term,
    description: t.definition,
    text: t.definition,
  }));
  const faqs = getFaqs(lang).map((f): SearchDoc => ({
    id: `faq:${f.id}`,
    type: "faq",
    url: routeHref("faq", lang),
    title: f.question,
    description: "",
    text: answerText(f.answer),
  }));
  const guides = getGuides(lang).map((g): SearchDoc => ({
    id: `guide:${g.id}`,
    type: "guide",
    url: g.external ? g.url : localizePath(g.url, lang),
    title: g.title,
    description: g.excerpt,
    text: g.excerpt,
  }));
  const states = getStatePrograms(lang).map((s): SearchDoc => ({
    id: `state:${s.code}`,
    type: "state",
    // The row on the state page (its link, its verification note), not the program's site directly.
    url: routeHref("state-medicare-links", lang),
    title: `${s.state}: ${s.program}`,
    description: s.displayUrl,
    text: `${s.state} ${s.program}`,
  }));
  return [...terms, ...faqs, ...guides, ...states];
}
