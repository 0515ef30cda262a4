/**
 * Turns a legal page's content into what the view renders: tokens filled,
 * links parsed and localized, the known issues listed, the date formatted.
 * Runs in the build-time loader, so the content modules never ship as JS.
 */
import {
  contentTokens,
  getLegalPage,
  hrefKind,
  knownIssues,
  resolveInline,
  type HrefKind,
  type LegalBlock,
  type LegalPageId,
} from "@medicare-guide/content/pages/index";
import { localizePath, type Lang } from "@medicare-guide/content/routes";

export type ViewSegment = { type: "text"; text: string } | { type: "link"; text: string; href: string; kind: HrefKind };
/** A run of text and links: one paragraph or list item. */
export type ViewInline = ViewSegment[];
export type ViewBlock =
  { kind: "paragraph"; content: ViewInline } | { kind: "list"; ordered: boolean; items: ViewInline[] };

export interface ViewSubsection {
  id: string;
  heading: string;
  blocks: ViewBlock[];
}

export interface ViewSection extends ViewSubsection {
  subsections: ViewSubsection[];
}

export interface LegalPageView {
  id: LegalPageId;
  lang: Lang;
  title: string;
  description: string;
  lede: ViewInline;
  /** YYYY-MM-DD, for <time dateTime>. */
  updated: string;
  /** The date in words in the page's language ("November 23, 2026"). */
  updatedLabel: string;
  /** Shows a Back link (to the previous page, else home). */
  backLink: boolean;
  sections: ViewSection[];
}

/** "2026-11-23" in words: "November 23, 2026" / "23 de noviembre de 2026". */
export function formatLongDate(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    date,
  );
}

/** Inline text with tokens filled and each link's kind known; site paths in the page's language. */
export function toViewInline(text: string, lang: Lang, tokens: Readonly<Record<string, string>>): ViewInline {
  return resolveInline(text, tokens).map((segment) => {
    if (segment.type === "text") return segment;
    const kind = hrefKind(segment.href);
    if (!kind) throw new Error(`Link not allowed in content: ${segment.href}`);
    return { ...segment, kind, href: kind === "internal" ? localizePath(segment.href, lang) : segment.href };
  });
}

function toViewBlocks(blocks: LegalBlock[], lang: Lang, tokens: Readonly<Record<string, string>>): ViewBlock[] {
  return blocks.map((block): ViewBlock => {
    if (block.kind === "paragraph") return { kind: "paragraph", content: toViewInline(block.text, lang, tokens) };
    if (block.kind === "list")
      return {
        kind: "list",
        ordered: block.ordered ?? false,
        items: block.items.map((item) => toViewInline(item, lang, tokens)),
      };
    return { kind: "list", ordered: false, items: knownIssues(lang).map((issue) => toViewInline(issue, lang, tokens)) };
  });
}

/** The view of one legal page in one language. */
export function resolveLegalPage(id: LegalPageId, lang: Lang): LegalPageView {
  const page = getLegalPage(id, lang);
  const tokens = contentTokens(lang);
  return {
    id,
    lang,
    title: page.title,
    description: page.description,
    lede: toViewInline(page.lede, lang, tokens),
    updated: page.updated,
    updatedLabel: formatLongDate(page.updated, lang),
    backLink: page.backLink === "history",
    sections: page.sections.map((section) => ({
      id: section.id,
      heading: section.heading,
      blocks: toViewBlocks(section.blocks, lang, tokens),
      subsections: (section.subsections ?? []).map((sub) => ({
        id: sub.id,
        heading: sub.heading,
        blocks: toViewBlocks(sub.blocks, lang, tokens),
      })),
    })),
  };
}
