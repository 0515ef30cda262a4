/**
 * The text a prerendered page says in its own words, for site search ("Search everything", issue 17; issue 25
 * "snippets from the page's main text, never from navigation or back links"): its h1, its meta description and
 * the text of <main> as a reader meets it, without what only serves the site (navigation, back links, share
 * and listen controls, buttons, text for screen readers only, glossary pop-ups). Read with the site's one
 * page-text extraction (content/text/html-text.ts, parse5): this module says only what search leaves out.
 * Pure: HTML in, text out.
 */
import {
  attr,
  classesOf,
  findElement,
  isHidden,
  parseHtml,
  textOf,
  type HtmlElement,
} from "@medicare-guide/content/text/html-text";

/*
 * Markup that is not the page's own text carries data-page-text="skip": back links, "Related" link lists,
 * share links, the question invitation. What Listen does not read (data-listen="skip") is left out too.
 */

/** Elements whose content is never the page's text: navigation, form controls, media. */
const SKIPPED_TAGS = new Set(["nav", "select", "textarea", "input", "iframe", "video", "audio"]);

/** Classes of text that is for screen readers only or is another page's (a term's definition in its pop-up). */
const SKIPPED_CLASSES = ["mg-visually-hidden", "mg-toggletip__panel"];

/** Whether an element and everything in it is left out of the page's text. */
function skipped(element: HtmlElement, inHeading: boolean): boolean {
  if (SKIPPED_TAGS.has(element.tagName) || isHidden(element)) return true;
  if (attr(element, "data-page-text") === "skip" || attr(element, "data-listen") === "skip") return true;
  const classes = classesOf(element);
  if (SKIPPED_CLASSES.some((c) => classes.includes(c))) return true;
  // A button is a control ("Calculate", "Show all"); one inside a heading is the heading (an accordion's question).
  return element.tagName === "button" && !inHeading && !classes.includes("mg-toggletip__term");
}

export interface PageText {
  title: string;
  description: string;
  text: string;
}

/** The h1 (else the document title), the meta description and the main text of a prerendered page. */
export function pageText(html: string): PageText {
  const document = parseHtml(html);
  const main = findElement(document, (e) => e.tagName === "main");
  const h1 =
    (main && findElement(main, (e) => e.tagName === "h1")) ?? findElement(document, (e) => e.tagName === "title");
  const meta = findElement(document, (e) => e.tagName === "meta" && attr(e, "name") === "description");
  return {
    title: textOf(h1, { skip: skipped }),
    description: (meta && attr(meta, "content")) ?? "",
    text: textOf(main, { skip: skipped }),
  };
}
