/**
 * The Spanish gate's checks on one prerendered /es/ page (issue "Spanish as complete as English"):
 * what a Spanish reader sees or hears (visible text, the title, the meta description and social
 * texts, alt, title and aria-* attributes) must be Spanish. Text inside an element marked lang="en"
 * (an English source title, a state program's own name) is left out: it is announced as English.
 * Checked: no English month or weekday names, no English sentences (English-only function words or
 * words of the site's English vocabulary; proper names in allowed-english.json), no ISO or US
 * numeric dates, and numbers as Intl es-US writes them (2,000 and $16.40: no "2.000", "16,40" or
 * "2000 caracteres"); plus html lang="es", og:locale es_US and aria-current on the header's link to the page. Pure: a page's
 * HTML in, problems out; read with the site's one HTML parser (content/text/html-text.ts).
 */
import type { DefaultTreeAdapterTypes } from "parse5";
import {
  attr,
  closest,
  elementsOf,
  findElement,
  isElement,
  parseHtml,
  textOf,
  type HtmlElement,
} from "../../content/text/html-text.ts";
import allowed from "./allowed-english.json" with { type: "json" };

type HtmlDocument = DefaultTreeAdapterTypes.Document;
type HtmlText = DefaultTreeAdapterTypes.TextNode;

export interface Problem {
  rule:
    "lang" | "og-locale" | "aria-current" | "english-month" | "english-text" | "iso-date" | "us-date" | "number-format";
  /** where: "text", "title", "meta[name=description]", "alt", "aria-label", ... */
  where: string;
  /** the offending text, shortened */
  text: string;
}

const MONTHS_AND_DAYS =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;

/** Words that are English and never Spanish: two of them in one text make it an English sentence. */
export const ENGLISH_FUNCTION_WORDS = new Set(
  (
    "the and of to you your is are was were with this that these those what how why will would for from " +
    "have has had it its on at by or be been can could if not do does did an our we they their them " +
    "about more when who which after before here there than then into only also just should must may " +
    "get gets got out up off over under between each every any some all"
  ).split(" "),
);

/**
 * English words of this site's subject that Spanish never uses: one of them in a text with no Spanish
 * function word flags it (titles and labels such as "Enrollment & Deadlines" have no function words).
 */
const ENGLISH_SUBJECT_WORDS = new Set(
  (
    "enrollment deadlines deadline income costs cost coverage changes change drug drugs help save saving " +
    "rising network doctor doctors leaves brackets bracket limits surcharge premiums premium yearly " +
    "check choices lower amount major higher new news read published updated sources source category " +
    "guide guides home search menu skip main content page pages open close closed learn next previous " +
    "back top share print download results result step steps apply appeal hospital insurance benefits " +
    "supplement supplemental tracker timeline finder calculator estimator comparison programs " +
    "program state states register release fact sheet announcement notice rule proposed " +
    "people plans rate"
  ).split(" "),
);

/** Spanish function words: a text holding one of them is Spanish (unless English function words say otherwise). */
export const SPANISH_FUNCTION_WORDS = new Set(
  (
    "de la el los las y en que su sus para por con del al un una unos unas es son se no o a le lo les más " +
    "sin como qué cómo cuándo dónde usted ya muy también pero si sí este esta estos estas ese esa hay ver"
  ).split(" "),
);

export const ALLOWED_PHRASES: string[] = [...allowed.phrases].sort((a, b) => b.length - a.length);

/** The text with allowed proper names (Medicare Advantage, Medicare.gov, ...) taken out. */
export function withoutAllowed(text: string): string {
  // Addresses are not words: e-mail addresses and web addresses (es.medicare.gov/...).
  let out = text.replace(/\S+@\S+|(?:https?:\/\/)?(?:[\w-]+\.)+(?:gov|org|com|net|example|us)\b\S*/gi, " ");
  for (const phrase of ALLOWED_PHRASES) out = out.split(phrase).join(" ");
  return out;
}

const words = (text: string) => text.toLowerCase().match(/[a-záéíóúüñ']+/g) ?? [];

/** Whether a text reads as English (after the allowed names are taken out). */
export function looksEnglish(text: string): boolean {
  const list = words(withoutAllowed(text)).map((w) => w.replace(/'s$/, ""));
  if (list.length === 0) return false;
  const english = list.filter((w) => ENGLISH_FUNCTION_WORDS.has(w)).length;
  if (english >= 2) return true;
  const spanish = list.filter((w) => SPANISH_FUNCTION_WORDS.has(w)).length;
  if (spanish > 0) return false;
  return english + list.filter((w) => ENGLISH_SUBJECT_WORDS.has(w)).length >= 1;
}

/** Number and date formats that Intl es-US never writes. */
function formatProblems(text: string, where: string): Problem[] {
  const out: Problem[] = [];
  const add = (rule: Problem["rule"], match: RegExpMatchArray | null) => {
    if (match) out.push({ rule, where, text: snippet(text, match.index ?? 0) });
  };
  add("iso-date", text.match(/\b\d{4}-\d{2}-\d{2}\b/));
  add("us-date", text.match(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/));
  // "2.000" / "$1.234": thousands with a dot (es-ES), not es-US.
  add("number-format", text.match(/(?:\$|\b)\d{1,3}(?:\.\d{3})+(?![\d,])/));
  // "16,40" / "$0,5": a decimal comma.
  add("number-format", text.match(/(?:\$|\b)\d+,\d{1,2}(?!\d)/));
  // "2000 caracteres" / "12000": a count of 1,000 or more without its comma (years and ZIP-like codes aside).
  add(
    "number-format",
    text.match(/\b[1-9]\d{3}\s+(?:caracteres|palabras|dólares|personas|empleados|miembros|días|meses)\b/),
  );
  add("number-format", text.match(/\$\s?\d{4,}(?![\d,])/));
  return out;
}

function snippet(text: string, index: number): string {
  const start = Math.max(0, index - 40);
  return text.slice(start, index + 60).trim();
}

/** Whether an element is, or sits inside, an element marked as English (lang="en", "en-US", ...). */
function inEnglish(element: HtmlElement): boolean {
  const marked = closest(element, (e) => attr(e, "lang") !== undefined);
  return marked ? /^en\b/i.test(attr(marked, "lang") ?? "") : false;
}

const SKIP = new Set(["script", "style", "template"]);
const TEXT_ATTRIBUTES = ["alt", "title", "placeholder", "aria-label", "aria-description", "aria-roledescription"];
const META: { attribute: "name" | "property"; value: string }[] = [
  { attribute: "name", value: "description" },
  { attribute: "property", value: "og:title" },
  { attribute: "property", value: "og:description" },
  { attribute: "property", value: "og:image:alt" },
  { attribute: "name", value: "twitter:title" },
  { attribute: "name", value: "twitter:description" },
];
const BLOCKS = new Set(
  "p li h1 h2 h3 h4 h5 h6 td th dt dd caption figcaption legend label button a summary".split(" "),
);

function metaContent(document: HtmlDocument, attribute: string, value: string): string | undefined {
  const meta = findElement(document, (e) => e.tagName === "meta" && attr(e, attribute) === value);
  return meta && attr(meta, "content");
}

/**
 * The texts of a page a Spanish reader meets, each with where it comes from. Read as a browser without
 * JavaScript reads the page (content/text/html-text.ts, parse5): a <noscript>'s words count, a <template>'s
 * do not.
 */
export function pageTexts(document: HtmlDocument): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  const title = findElement(document, (e) => e.tagName === "title");
  texts.push({ where: "title", text: textOf(title) });
  for (const { attribute, value } of META) {
    const content = metaContent(document, attribute, value);
    if (content) texts.push({ where: `meta[${attribute}="${value}"]`, text: content });
  }
  // Text: one entry per block of inline text, so a sentence split by a link is read whole.
  const body = findElement(document, (e) => e.tagName === "body");
  const blocks = new Map<HtmlElement, string[]>();
  const walk = (parent: HtmlElement): void => {
    if (SKIP.has(parent.tagName)) return;
    for (const child of parent.childNodes) {
      if (isElement(child)) {
        walk(child);
        continue;
      }
      // The nearest lang decides (a Spanish phrase inside an English title is still checked).
      if (child.nodeName !== "#text" || inEnglish(parent)) continue;
      const value = (child as HtmlText).value;
      if (!value.trim()) continue;
      const block = closest(parent, (e) => BLOCKS.has(e.tagName)) ?? parent;
      const list = blocks.get(block) ?? [];
      list.push(value);
      blocks.set(block, list);
    }
  };
  if (body) walk(body);
  for (const parts of blocks.values()) texts.push({ where: "text", text: parts.join("").replace(/\s+/g, " ").trim() });
  for (const element of elementsOf(document)) {
    if (SKIP.has(element.tagName) || !TEXT_ATTRIBUTES.some((a) => attr(element, a) !== undefined)) continue;
    if (inEnglish(element)) continue;
    for (const attribute of TEXT_ATTRIBUTES) {
      const value = attr(element, attribute);
      if (value?.trim()) texts.push({ where: attribute, text: value.trim() });
    }
  }
  return texts;
}

/** Every problem on one /es/ page at `path` ("/es", "/es/faq"), from its prerendered HTML. */
export function checkSpanishPage(html: string, path: string): Problem[] {
  const document = parseHtml(html, { scripting: false });
  const problems: Problem[] = [];
  // The primary navigation's link to this very page says so (as the English header does); the site
  // directory's links are the header engineer's (issue 12).
  for (const link of elementsOf(document)) {
    if (link.tagName !== "a" || attr(link, "href") === undefined) continue;
    const nav = closest(link, (e) => e.tagName === "nav");
    if (!nav || !closest(nav, (e) => e.tagName === "header")) continue;
    if (closest(link, (e) => attr(e, "id") === "site-directory")) continue;
    const href = (attr(link, "href") ?? "").replace(/\/$/, "") || "/";
    if (href === path && attr(link, "aria-current") !== "page")
      problems.push({ rule: "aria-current", where: "header nav", text: `${textOf(link)} (${href})` });
  }
  const root = findElement(document, (e) => e.tagName === "html");
  const lang = root && attr(root, "lang");
  if (lang !== "es") problems.push({ rule: "lang", where: "html", text: `lang="${lang ?? ""}"` });
  const locale = metaContent(document, "property", "og:locale");
  if (locale !== "es_US") problems.push({ rule: "og-locale", where: "head", text: `og:locale="${locale ?? ""}"` });
  for (const { where, text } of pageTexts(document)) {
    const clean = withoutAllowed(text);
    const month = clean.match(MONTHS_AND_DAYS);
    if (month) problems.push({ rule: "english-month", where, text: snippet(text, text.indexOf(month[0])) });
    else if (looksEnglish(text)) problems.push({ rule: "english-text", where, text: text.slice(0, 100) });
    problems.push(...formatProblems(text, where));
  }
  return problems;
}
