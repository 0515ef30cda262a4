/**
 * Article bodies: Markdown -> safe HTML, at build time only (page loaders).
 * Figures are filled in first ({{fig:key}} tokens, content/figures), then
 * markdown-it renders with html: false (raw HTML in a source is escaped, never
 * passed through) and linkify off. Internal links get the page's language prefix;
 * external links open in a new tab, say so in words, and carry rel noopener
 * noreferrer nofollow (as the design system's Link does).
 */
import MarkdownIt from "markdown-it";
import { interpolateFigures } from "../figures/index.ts";
import { foldText } from "../text/fold.ts";
import { createTermTracker, type PageTerm } from "../glossary/term-marks.ts";
import type { Lang } from "./types.ts";

export interface RenderOptions {
  /** What screen readers hear after an external link's text, e.g. "(opens in a new tab)". */
  newTabLabel: string;
  /** The article's date (YYYY-MM-DD): its term boxes state only figures published by then. */
  asOf?: string;
}

export interface RenderedBody {
  html: string;
  text: string;
  /** The defined words the body marks ({{term:id}}), in order of first use. */
  terms: PageTerm[];
}

const EXTERNAL = /^https?:\/\//i;

/** An English site path in the given language ("/tools" -> "/es/tools"); other hrefs are returned as they are. */
export function localizeHref(href: string, lang: Lang): string {
  if (lang === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  if (href === "/es" || href.startsWith("/es/") || href.startsWith("/es?") || href.startsWith("/es#")) return href;
  return href === "/" ? "/es" : `/es${href}`;
}

/** An anchor-friendly id from heading text: "Parte B: su prima" -> "parte-b-su-prima". */
export function headingId(text: string): string {
  const slug = foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "section";
}

function createRenderer(lang: Lang, options: RenderOptions) {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  const external: boolean[] = [];
  const usedIds = new Map<string, number>();
  let lastHeadingId: string | undefined;
  // Headings get ids (links to a section; they also name the tables below them).
  md.renderer.rules.heading_open = (tokens, idx, opts, _env, self) => {
    const base = headingId(tokens[idx + 1]?.content ?? "");
    const seen = usedIds.get(base) ?? 0;
    usedIds.set(base, seen + 1);
    lastHeadingId = seen === 0 ? base : `${base}-${seen + 1}`;
    tokens[idx]!.attrSet("id", lastHeadingId);
    return self.renderToken(tokens, idx, opts);
  };
  // Tables scroll sideways inside a focusable region named by their section heading (as the design
  // system's Table does), so a narrow screen or 400% zoom never scrolls the whole page.
  md.renderer.rules.table_open = (tokens, idx, opts, _env, self) => {
    const name = lastHeadingId ? ` aria-labelledby="${md.utils.escapeHtml(lastHeadingId)}"` : "";
    // The table itself is named by the heading too: a screen reader's table list and table navigation
    // announce the table, not the scroll region around it (issue 26, structure-semantics).
    if (lastHeadingId) tokens[idx]!.attrSet("aria-labelledby", lastHeadingId);
    return `<section class="mg-news-table"${name} tabindex="0">\n${self.renderToken(tokens, idx, opts)}`;
  };
  md.renderer.rules.table_close = (tokens, idx, opts, _env, self) =>
    `${self.renderToken(tokens, idx, opts)}</section>\n`;
  md.renderer.rules.link_open = (tokens, idx, opts, _env, self) => {
    const token = tokens[idx]!;
    const href = String(token.attrGet("href") ?? "");
    const isExternal = EXTERNAL.test(href);
    external.push(isExternal);
    if (isExternal) {
      token.attrSet("target", "_blank");
      token.attrSet("rel", "noopener noreferrer nofollow");
    } else {
      token.attrSet("href", localizeHref(href, lang));
    }
    return self.renderToken(tokens, idx, opts);
  };
  md.renderer.rules.link_close = (tokens, idx, opts, _env, self) => {
    const hint = external.pop()
      ? ` <span class="mg-visually-hidden">${md.utils.escapeHtml(options.newTabLabel)}</span>`
      : "";
    return hint + self.renderToken(tokens, idx, opts);
  };
  // Column headers say what they head.
  md.renderer.rules.th_open = (tokens, idx, opts, _env, self) => {
    tokens[idx]!.attrSet("scope", "col");
    return self.renderToken(tokens, idx, opts);
  };
  return md;
}

/** Plain text of a Markdown body (every inline text run, blocks separated by new lines). */
export function markdownToText(markdown: string): string {
  const md = new MarkdownIt({ html: false, linkify: false });
  const blocks: string[] = [];
  for (const token of md.parse(markdown, {})) {
    if (token.type !== "inline") continue;
    const text = (token.children ?? [])
      .map((child) =>
        child.type === "text" || child.type === "code_inline"
          ? child.content
          : child.type === "softbreak" || child.type === "hardbreak"
            ? " "
            : "",
      )
      .join("");
    if (text.trim()) blocks.push(text.trim());
  }
  return blocks.join("\n");
}

/** A first use kept by the term tracker, as rendered (markdown-it leaves the braces as text and escapes the words). */
const KEPT_MARK = /\{\{term:([a-z0-9-]+)\|([^{}|]+)\}\}/g;

/**
 * The first use of each defined word becomes a link to its encyclopedia entry,
 * marked data-term: the article page turns it into a Toggletip once interactive
 * (without JavaScript it stays the link).
 */
export function linkTermMarks(html: string, terms: readonly PageTerm[]): string {
  const byId = new Map(terms.map((t) => [t.id, t]));
  return html.replace(KEPT_MARK, (whole, id: string, label: string) => {
    const term = byId.get(id);
    if (!term) throw new Error(`Term mark {{term:${id}}} has no glossary entry`);
    return `<a class="mg-toggletip__fallback" data-term="${id}" href="${term.href}">${label}</a>`;
  });
}

/**
 * Fills in the figures, marks the first use of each defined word, then renders
 * the body. Throws on a bad figure token or an unknown term id (the build fails loudly).
 */
export function renderArticleBody(markdown: string, lang: Lang, options: RenderOptions): RenderedBody {
  const filled = interpolateFigures(markdown, lang);
  const terms = createTermTracker(lang, options.asOf);
  const html = createRenderer(lang, options).render(terms.mark(filled));
  return {
    html: linkTermMarks(html, terms.terms()),
    text: markdownToText(terms.plain(filled)),
    terms: terms.terms(),
  };
}

/** Every link target in a Markdown body (for content validation). */
export function markdownLinks(markdown: string): string[] {
  const md = new MarkdownIt({ html: false, linkify: false });
  const hrefs: string[] = [];
  for (const token of md.parse(markdown, {})) {
    for (const child of token.children ?? []) {
      if (child.type === "link_open") hrefs.push(String(child.attrGet("href") ?? ""));
    }
  }
  return hrefs;
}

/** Heading levels of a Markdown body in order (for content validation: start at 2, never skip). */
export function markdownHeadingLevels(markdown: string): number[] {
  const md = new MarkdownIt({ html: false, linkify: false });
  return md
    .parse(markdown, {})
    .filter((t) => t.type === "heading_open")
    .map((t) => Number(t.tag.slice(1)));
}
