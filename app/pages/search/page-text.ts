/**
 * The text a prerendered page says in its own words, for site search ("Search everything", issue 17; issue 25
 * "snippets from the page's main text, never from navigation or back links"): its h1, its meta description and
 * the text of <main> as a reader meets it, without what only serves the site (navigation, back links, share
 * and listen controls, buttons, text for screen readers only, glossary pop-ups). Parsed with parse5, the
 * HTML standard's parser, not patterns: nesting, entities and comments come out as a browser reads them.
 * Pure: HTML in, text out.
 */
import { parse, type DefaultTreeAdapterTypes } from "parse5";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/*
 * Markup that is not the page's own text carries data-page-text="skip": back links, "Related" link lists,
 * share links, the question invitation. What Listen does not read (data-listen="skip") is left out too.
 */

/** Elements whose content is never the page's text: navigation, code, form controls, media. */
const SKIPPED_TAGS = new Set([
  "nav",
  "script",
  "style",
  "template",
  "noscript",
  "svg",
  "math",
  "select",
  "textarea",
  "input",
  "iframe",
  "video",
  "audio",
]);

/** Classes of text that is for screen readers only or is another page's (a term's definition in its pop-up). */
const SKIPPED_CLASSES = ["mg-visually-hidden", "mg-toggletip__panel"];

/** Inline elements: their text runs on with the words around them ("20<b>%</b>" is "20%", not "20 %"). */
const INLINE_TAGS = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "dfn",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "wbr",
]);

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function isElement(node: Node): node is Element {
  return "tagName" in node;
}

/** Whether an element and everything in it is left out of the page's text. */
function skipped(element: Element, inHeading: boolean): boolean {
  if (SKIPPED_TAGS.has(element.tagName)) return true;
  if (attr(element, "hidden") !== undefined || attr(element, "aria-hidden") === "true") return true;
  if (attr(element, "data-page-text") === "skip" || attr(element, "data-listen") === "skip") return true;
  const classes = (attr(element, "class") ?? "").split(/\s+/);
  if (SKIPPED_CLASSES.some((c) => classes.includes(c))) return true;
  // A button is a control ("Calculate", "Show all"); one inside a heading is the heading (an accordion's question).
  return element.tagName === "button" && !inHeading && !classes.includes("mg-toggletip__term");
}

function textOf(node: Node, out: string[], inHeading = false): void {
  if (node.nodeName === "#text") {
    out.push((node as DefaultTreeAdapterTypes.TextNode).value);
    return;
  }
  if (!("childNodes" in node)) return;
  if (isElement(node) && skipped(node, inHeading)) return;
  const block = isElement(node) && !INLINE_TAGS.has(node.tagName);
  const heading = inHeading || (isElement(node) && /^h[1-6]$/.test(node.tagName));
  if (block) out.push(" ");
  const children = node.nodeName === "template" ? [] : node.childNodes;
  for (const child of children) textOf(child, out, heading);
  if (block) out.push(" ");
}

/** The visible words of a node, spaces collapsed. */
function plainText(node: Node | undefined): string {
  if (!node) return "";
  const out: string[] = [];
  textOf(node, out);
  return out.join("").replace(/\s+/g, " ").trim();
}

function find(node: Node, match: (element: Element) => boolean): Element | undefined {
  if (isElement(node) && match(node)) return node;
  if (!("childNodes" in node)) return undefined;
  for (const child of node.childNodes) {
    const found = find(child, match);
    if (found) return found;
  }
  return undefined;
}

export interface PageText {
  title: string;
  description: string;
  text: string;
}

/** The h1 (else the document title), the meta description and the main text of a prerendered page. */
export function pageText(html: string): PageText {
  const document = parse(html);
  const main = find(document, (e) => e.tagName === "main");
  const h1 = (main && find(main, (e) => e.tagName === "h1")) ?? find(document, (e) => e.tagName === "title");
  const meta = find(document, (e) => e.tagName === "meta" && attr(e, "name") === "description");
  return {
    title: plainText(h1),
    description: (meta && attr(meta, "content")) ?? "",
    text: plainText(main),
  };
}
