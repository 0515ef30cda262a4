/**
 * Inline text of the legal pages: plain sentences with links written
 * `[label](href)` and shared values written `{{token}}` (the contact address,
 * help-line numbers, official sites). Parsed at build time into segments, so no
 * markup from the content ever reaches the page as HTML.
 */

export type InlineSegment = { type: "text"; text: string } | { type: "link"; text: string; href: string };

const LINK = /\[([^[\]]+)\]\(([^()\s]+)\)/g;
const TOKEN = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** Splits inline text into text and link segments, in order. Empty text segments are dropped. */
export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const index = match.index;
    if (index > last) segments.push({ type: "text", text: text.slice(last, index) });
    segments.push({ type: "link", text: match[1] ?? "", href: match[2] ?? "" });
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ type: "text", text: text.slice(last) });
  return segments;
}

/** Link syntax left in a text segment after parsing: a typo such as `[label] (href)` or `[label](a b)`. */
export function strayLinkSyntax(segments: InlineSegment[]): string[] {
  return segments.filter((s) => s.type === "text" && /\[|\]\(/.test(s.text)).map((s) => s.text);
}

/** The token names used in a text, in order of appearance. */
export function tokensIn(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1] ?? "");
}

/** Replaces each `{{token}}` with its value; unknown tokens are left as they are (validation reports them). */
export function fillTokens(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(TOKEN, (whole, name: string) => values[name] ?? whole);
}

/** Parses links first, then fills tokens inside labels, texts and hrefs (so a value may hold brackets). */
export function resolveInline(text: string, values: Readonly<Record<string, string>>): InlineSegment[] {
  return parseInline(text).map((segment) =>
    segment.type === "text"
      ? { type: "text", text: fillTokens(segment.text, values) }
      : { type: "link", text: fillTokens(segment.text, values), href: fillTokens(segment.href, values) },
  );
}

export type HrefKind = "internal" | "hash" | "external" | "mailto" | "tel" | "document";

/** The ACR in GSA's OpenACR format (YAML), one per language, written beside each ACR page by scripts/postbuild.ts. */
export const OPENACR_DOCUMENTS = {
  en: "/accessibility-report/openacr.yaml",
  es: "/es/accessibility-report/openacr.yaml",
} as const;

/**
 * The journeys of the screen-reader gate (a11y/screen-reader/journeys.ts). Each one's Orca transcript, in each
 * language, is published as plain text by scripts/postbuild.ts, so that an ACR row backed by what Orca said links
 * to the transcript that shows it (issue 12, "Evidence").
 */
export const SCREEN_READER_JOURNEYS = ["home", "quiz", "irmaa", "table", "faq", "not-found"] as const;
export type ScreenReaderJourney = (typeof SCREEN_READER_JOURNEYS)[number];

/** Where a journey's transcript in one language is published. */
export function transcriptDocument(lang: "en" | "es", journey: ScreenReaderJourney): string {
  return `/accessibility-report/transcripts/${lang}/${journey}.txt`;
}

export const TRANSCRIPT_DOCUMENTS: readonly string[] = (["en", "es"] as const).flatMap((lang) =>
  SCREEN_READER_JOURNEYS.map((journey) => transcriptDocument(lang, journey)),
);

/** The full per-page results table (a11y/published/index.html), published by scripts/postbuild.ts. */
export const RESULTS_DOCUMENT = "/accessibility-report/results";

/**
 * The anchors of one custom check of the a11y gate in the results table (a11y/report/custom-checks.ts writes
 * them): what it checks (criteria, fixtures) and what the published run found. The ACR links each check it
 * cites to both (issue 26, "The ACR").
 */
export function checkAnchors(check: string): { description: string; results: string } {
  return { description: `check-${check}`, results: `check-${check}-results` };
}

/** Where the results table shows a check's description and its results. */
export function checkDocuments(check: string): { description: string; results: string } {
  const anchors = checkAnchors(check);
  return {
    description: `${RESULTS_DOCUMENT}#${anchors.description}`,
    results: `${RESULTS_DOCUMENT}#${anchors.results}`,
  };
}

/**
 * Site paths that are not routes of the app: generated documents published into
 * the build (scripts/postbuild.ts: the full accessibility results table and the ACR
 * as data, English only; the OpenACR file of each language; the screen-reader transcripts). Linked with a full
 * page load.
 */
export const STATIC_DOCUMENTS: readonly string[] = [
  RESULTS_DOCUMENT,
  "/accessibility-report/acr.json",
  ...Object.values(OPENACR_DOCUMENTS),
  ...TRANSCRIPT_DOCUMENTS,
];

/** What kind of target an href is, or undefined when it is not allowed in content. */
export function hrefKind(href: string): HrefKind | undefined {
  if (STATIC_DOCUMENTS.includes(href)) return "document";
  if (/^\/(?!\/)/.test(href)) return "internal";
  if (/^#[a-z0-9-]+$/.test(href)) return "hash";
  if (/^https:\/\/[^\s/]+\.[^\s/]+/.test(href)) return "external";
  if (/^mailto:[^\s@?]+@[^\s@?]+\.[^\s@?]+$/.test(href)) return "mailto";
  if (/^tel:\+\d{11}$/.test(href)) return "tel";
  return undefined;
}
