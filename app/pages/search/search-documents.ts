/**
 * What the search index holds ("Search everything", issue 17): every prerendered
 * content page as the visitor reads it (its main text, page-text.ts, so tools, cost and
 * path pages are searched with their figures filled in; no utility page, issue 25), plus the entries inside pages that
 * deserve their own result: encyclopedia terms, FAQ questions, guides and state
 * programs, from content/. Pure: HTML and content in, documents out.
 */
import { getFaqs, answerText } from "@medicare-guide/content/faq/index";
import { getTerms } from "@medicare-guide/content/glossary/index";
import { getGuides } from "@medicare-guide/content/guides/index";
import { getStatePrograms } from "@medicare-guide/content/states/index";
import { isContentPage, localizePath, routeHref, type Lang, type SiteRoute } from "@medicare-guide/content/routes";
import { pageText } from "./page-text.ts";
import { routeType, type SearchDoc } from "./search-types.ts";

/** The document of one prerendered page, or undefined for a page that is not a result (a utility page of the route table). */
export function pageDocument(route: SiteRoute, path: string, html: string): SearchDoc | undefined {
  if (!isContentPage(route)) return undefined;
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
