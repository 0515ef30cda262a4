/**
 * The Spanish gate's checks on one prerendered /es/ page (issue "Spanish as complete as English"):
 * what a Spanish reader sees or hears (visible text, the title, the meta description and social
 * texts, alt, title and aria-* attributes) must be Spanish. Text inside an element marked lang="en"
 * (an English source title, a state program's own name) is left out: it is announced as English.
 * Checked: no English month or weekday names, no English sentences (English-only function words or
 * words of the site's English vocabulary; proper names in allowed-english.json), no ISO or US
 * numeric dates, and numbers as Intl es-US writes them (2,000 and $16.40: no "2.000", "16,40" or
 * "2000 caracteres"); plus html lang="es", og:locale es_US and aria-current on the header's link to the page. Pure: a DOM document in, problems out.
 */
import allowed from "./allowed-english.json" with { type: "json" };

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

/** Whether a node sits inside an element marked as English (lang="en", "en-US", ...). */
function inEnglish(element: Element | null): boolean {
  const marked = element?.closest("[lang]");
  return marked ? /^en\b/i.test(marked.getAttribute("lang") ?? "") : false;
}

const SKIP = new Set(["SCRIPT", "STYLE", "TEMPLATE"]);
const TEXT_ATTRIBUTES = ["alt", "title", "placeholder", "aria-label", "aria-description", "aria-roledescription"];
const META = [
  'meta[name="description"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:image:alt"]',
  'meta[name="twitter:title"]',
  'meta[name="twitter:description"]',
];

/** The texts of a page a Spanish reader meets, each with where it comes from. */
export function pageTexts(document: Document): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  texts.push({ where: "title", text: document.title });
  for (const selector of META) {
    const content = document.head.querySelector(selector)?.getAttribute("content");
    if (content) texts.push({ where: selector, text: content });
  }
  // Text: one entry per block of inline text, so a sentence split by a link is read whole.
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const blocks = new Map<Element, string[]>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || SKIP.has(parent.tagName) || parent.closest("script,style,template") || inEnglish(parent)) continue;
    const value = node.nodeValue ?? "";
    if (!value.trim()) continue;
    const block =
      parent.closest("p,li,h1,h2,h3,h4,h5,h6,td,th,dt,dd,caption,figcaption,legend,label,button,a,summary") ?? parent;
    const list = blocks.get(block) ?? [];
    list.push(value);
    blocks.set(block, list);
  }
  for (const parts of blocks.values()) texts.push({ where: "text", text: parts.join("").replace(/\s+/g, " ").trim() });
  for (const element of document.querySelectorAll(TEXT_ATTRIBUTES.map((a) => `[${a}]`).join(","))) {
    if (inEnglish(element) || SKIP.has(element.tagName)) continue;
    for (const attribute of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value?.trim()) texts.push({ where: attribute, text: value.trim() });
    }
  }
  return texts;
}

/** Every problem on one /es/ page at `path` ("/es", "/es/faq"). */
export function checkSpanishPage(document: Document, path: string): Problem[] {
  const problems: Problem[] = [];
  // The primary navigation's link to this very page says so (as the English header does); the site
  // directory's links are the header engineer's (issue 12).
  for (const link of document.querySelectorAll("header nav a[href]")) {
    if (link.closest("#site-directory")) continue;
    const href = (link.getAttribute("href") ?? "").replace(/\/$/, "") || "/";
    if (href === path && link.getAttribute("aria-current") !== "page")
      problems.push({ rule: "aria-current", where: "header nav", text: `${link.textContent ?? ""} (${href})` });
  }
  const lang = document.documentElement.getAttribute("lang");
  if (lang !== "es") problems.push({ rule: "lang", where: "html", text: `lang="${lang ?? ""}"` });
  const locale = document.head.querySelector('meta[property="og:locale"]')?.getAttribute("content");
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
