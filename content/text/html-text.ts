/**
 * The one page-text extraction of the site's tools: a prerendered page's HTML read with parse5 (the HTML
 * standard's parser, so nesting, character references and comments come out as a browser reads them) and its
 * text walked out of the tree. Site search (app/pages/search/page-text.ts), the reading-level gate
 * (a11y/readability/) and the Spanish gate (scripts/spanish-gate/) share it; each says which elements it leaves
 * out. Pure: HTML in, text out.
 */
import { parse, type DefaultTreeAdapterTypes } from "parse5";

export type HtmlNode = DefaultTreeAdapterTypes.Node;
export type HtmlElement = DefaultTreeAdapterTypes.Element;

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

/** Elements that never hold text a reader meets, whoever asks. */
const NEVER_TEXT = new Set(["script", "style", "template", "noscript", "svg", "math"]);

/**
 * A whole document parsed as a browser would. `scripting: false` reads it as a browser without JavaScript
 * does: a <noscript>'s content becomes elements (the text such a reader meets) instead of raw text.
 */
export function parseHtml(html: string, options: { scripting?: boolean } = {}): DefaultTreeAdapterTypes.Document {
  return parse(html, { scriptingEnabled: options.scripting ?? true });
}

export function attr(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

export function isElement(node: HtmlNode): node is HtmlElement {
  return "tagName" in node;
}

/** The element's classes. */
export function classesOf(element: HtmlElement): string[] {
  return (attr(element, "class") ?? "").split(/\s+/).filter(Boolean);
}

/** Hidden from everyone (the hidden attribute) or from assistive technology (aria-hidden="true"). */
export function isHidden(element: HtmlElement): boolean {
  return attr(element, "hidden") !== undefined || attr(element, "aria-hidden") === "true";
}

/** The first element, in document order, that matches. */
export function findElement(node: HtmlNode, match: (element: HtmlElement) => boolean): HtmlElement | undefined {
  if (isElement(node) && match(node)) return node;
  if (!("childNodes" in node)) return undefined;
  for (const child of node.childNodes) {
    const found = findElement(child, match);
    if (found) return found;
  }
  return undefined;
}

/** Every element under `node`, in document order (a <template>'s content is not in the tree, as in the DOM). */
export function* elementsOf(node: HtmlNode): Generator<HtmlElement> {
  if (!("childNodes" in node)) return;
  for (const child of node.childNodes) {
    if (isElement(child)) yield child;
    yield* elementsOf(child);
  }
}

/** The element itself or its nearest ancestor that matches (the DOM's `closest`). */
export function closest(element: HtmlElement, match: (element: HtmlElement) => boolean): HtmlElement | undefined {
  for (let current: HtmlNode | null = element; current && isElement(current); current = current.parentNode) {
    if (match(current)) return current;
  }
  return undefined;
}

export interface TextOptions {
  /**
   * Whether an element and everything in it is left out (scripts, styles, templates, SVG and MathML always
   * are). `inHeading`: the element sits in an h1-h6.
   */
  skip?: (element: HtmlElement, inHeading: boolean) => boolean;
  /** "lines": a block (and <br>) ends a line, for counting sentences; "spaces" (default): one line of words. */
  blocks?: "lines" | "spaces";
}

/** The text of a node as a reader meets it: blocks apart, inline marks run on, white space collapsed. */
export function textOf(node: HtmlNode | undefined, options: TextOptions = {}): string {
  if (!node) return "";
  const lines = options.blocks === "lines";
  const out: string[] = [];
  const walk = (current: HtmlNode, inHeading: boolean): void => {
    if (current.nodeName === "#text") {
      out.push((current as DefaultTreeAdapterTypes.TextNode).value);
      return;
    }
    if (!("childNodes" in current)) return;
    if (isElement(current)) {
      if (NEVER_TEXT.has(current.tagName) || options.skip?.(current, inHeading)) return;
      if (current.tagName === "br") {
        out.push(lines ? "\n" : " ");
        return;
      }
    }
    const block = isElement(current) && !INLINE_TAGS.has(current.tagName);
    const heading = inHeading || (isElement(current) && /^h[1-6]$/.test(current.tagName));
    const edge = block ? (lines ? "\n" : " ") : "";
    out.push(edge);
    for (const child of current.childNodes) walk(child, heading);
    out.push(edge);
  };
  walk(node, false);
  const text = out.join("");
  if (!lines) return text.replace(/\s+/g, " ").trim();
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}
