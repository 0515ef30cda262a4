/**
 * Turns a guidance page's content into what the view renders: figures filled in,
 * site links in the page's language, official links resolved from the resources
 * directory, the help line and SHIP locator. Runs in the build-time loader, so
 * the content modules never ship as JavaScript.
 */
import { helpLine } from "@medicare-guide/content/contacts";
import { CURRENT_PLAN_YEAR, interpolateFigures } from "@medicare-guide/content/figures/index";
import {
  getPathContent,
  type PathBlock,
  type PathLink,
  type PathSlug,
  type PathSubsection,
} from "@medicare-guide/content/paths/index";
import { RESOURCE_GROUPS } from "@medicare-guide/content/resources/data";
import { createTermTracker, type PageTerm } from "@medicare-guide/content/glossary/term-marks";
import { localizePath, type Lang } from "@medicare-guide/content/routes";

export interface ViewLink {
  href: string;
  label: string;
  /** An official site: opens in a new tab and says so. */
  external: boolean;
  /** The Spanish page links to a page in English (the view says so). */
  inEnglish: boolean;
}

export type ViewBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "table"; caption: string; columns: string[]; numeric: number[]; rows: string[][] };

export interface ViewSubsection {
  id: string;
  heading: string;
  blocks: ViewBlock[];
}

export interface ViewSection extends ViewSubsection {
  subsections: ViewSubsection[];
}

export interface PathView {
  slug: PathSlug;
  lang: Lang;
  /** Plan year of the key facts. */
  year: number;
  title: string;
  description: string;
  lede: string;
  audience: string[];
  steps: { title: string; text: string; link?: ViewLink }[];
  facts: string[];
  sections: ViewSection[];
  mistakes: string[];
  checklist: { label: string; items: { id: string; text: string }[] };
  related: { link: ViewLink; text: string }[];
  /** The defined words the page marks, in order of first use (toggletips and "Words on this page"). */
  terms: PageTerm[];
  /** The Medicare help line, and the SHIP locator (from the resources directory; its label is a UI string). */
  help: { display: string; tel: string; tty: string; shipUrl: string; shipInEnglish: boolean };
}

const RESOURCES = new Map(RESOURCE_GROUPS.flatMap((group) => group.items.map((item) => [item.id, item] as const)));

/** A content link in the page's language: a site path localized, or an official page from the resources directory. */
export function resolveLink(link: PathLink, lang: Lang): ViewLink {
  if ("to" in link) return { href: localizePath(link.to, lang), label: link.label, external: false, inEnglish: false };
  const resource = RESOURCES.get(link.resource);
  if (!resource) throw new Error(`No resource "${link.resource}" in content/resources`);
  return {
    href: resource.url[lang],
    label: link.label,
    external: true,
    inEnglish: lang === "es" && resource.esPageInEnglish,
  };
}

/** The view of one guidance page in one language. Throws on a bad figure token or link (the build fails). */
export function resolvePathPage(slug: PathSlug, lang: Lang): PathView {
  const page = getPathContent(slug, lang);
  // Defined words: the first use in running text (paragraphs, list items, step text) keeps its mark and
  // becomes a toggletip; headings, table cells and labels get the words only. Fields are read in page order.
  const terms = createTermTracker(lang);
  const fill = (text: string) => terms.plain(interpolateFigures(text, lang));
  const prose = (text: string) => terms.mark(interpolateFigures(text, lang));
  const block = (b: PathBlock): ViewBlock => {
    if (b.kind === "paragraph") return { kind: "paragraph", text: prose(b.text) };
    if (b.kind === "list") return { kind: "list", ordered: b.ordered ?? false, items: b.items.map(prose) };
    return {
      kind: "table",
      caption: fill(b.caption),
      columns: b.columns.map(fill),
      numeric: b.numeric ?? [],
      rows: b.rows.map((row) => row.map(fill)),
    };
  };
  const subsection = (s: PathSubsection): ViewSubsection => ({
    id: s.id,
    heading: fill(s.heading),
    blocks: s.blocks.map(block),
  });
  const medicare = helpLine("medicare");
  const ship = resolveLink({ resource: "ship", label: "" }, lang);
  const view: Omit<PathView, "terms"> = {
    slug,
    lang,
    year: CURRENT_PLAN_YEAR,
    title: fill(page.title),
    description: fill(page.description),
    lede: fill(page.lede),
    audience: page.audience.map(fill),
    steps: page.steps.map((step) => ({
      title: fill(step.title),
      text: prose(step.text),
      ...(step.link ? { link: resolveLink(step.link, lang) } : {}),
    })),
    facts: page.facts.map(prose),
    sections: page.sections.map((s) => ({ ...subsection(s), subsections: (s.subsections ?? []).map(subsection) })),
    mistakes: page.mistakes.map(prose),
    checklist: {
      label: fill(page.checklist.label),
      items: page.checklist.items.map((item) => ({ id: item.id, text: fill(item.text) })),
    },
    related: page.related.map((item) => ({
      link: resolveLink({ to: item.to, label: item.label }, lang),
      text: prose(item.text),
    })),
    help: {
      display: medicare.display,
      tel: medicare.tel,
      tty: medicare.tty,
      shipUrl: ship.href,
      shipInEnglish: ship.inEnglish,
    },
  };
  return { ...view, terms: terms.terms() };
}
