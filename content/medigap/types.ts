/** The Medigap pages (/medigap, /medigap-plans, /medigap/plan-g-vs-n, /medigap/guaranteed-issue-rights, /medigap/high-deductible-g). */

/** Text in both site languages. May hold figure tokens ({{fig:partB.deductible}}) and illustrative tokens ({{ill:medigap.premium.planG}}). */
export interface Bilingual {
  en: string;
  es: string;
}

/** A link: an English path of this site (built or planned, may carry #hash) or an official https page (external). */
export interface ContentLink {
  href: string;
  label: Bilingual;
  /** One sentence under the link (related reading). */
  text?: Bilingual;
  /** An outside site, opened in a new tab. */
  external?: boolean;
}

/** Computed blocks: built from content/figures by calc.ts, never typed as numbers. */
export type WidgetId = "gvn-comparison" | "annual-example" | "excess-example" | "hdg-premiums" | "hdg-scenarios";

export type Block =
  | { kind: "paragraph"; text: Bilingual }
  | { kind: "list"; ordered?: boolean; items: Bilingual[] }
  /** A table: the first column holds row headers. */
  | { kind: "table"; caption: Bilingual; columns: Bilingual[]; rows: Bilingual[][] }
  | { kind: "subheading"; id: string; text: Bilingual }
  | { kind: "callout"; heading: Bilingual; text: Bilingual }
  | { kind: "plan-cards"; cards: { id: string; title: Bilingual; text: Bilingual; link?: ContentLink }[] }
  | { kind: "links"; links: ContentLink[] }
  | { kind: "widget"; widget: WidgetId };

export interface Section {
  /** Stable, unique on the page: the heading's id and the On This Page anchor. */
  id: string;
  heading: Bilingual;
  blocks: Block[];
}

export const MEDIGAP_PAGE_IDS = [
  "medigap",
  "medigap-plans",
  "medigap-plan-g-vs-n",
  "medigap-guaranteed-issue-rights",
  "medigap-high-deductible-g",
] as const;
export type MedigapPageId = (typeof MEDIGAP_PAGE_IDS)[number];

export interface MedigapPage {
  /** The route id (content/routes). */
  id: MedigapPageId;
  /** English path. */
  path: string;
  title: Bilingual;
  /** Meta description: one or two sentences. */
  description: Bilingual;
  lede: Bilingual;
  /** Where the Back link goes. */
  back: ContentLink;
  /** Shows the "On this page" navigation built from the sections. */
  onThisPage: boolean;
  sections: Section[];
  /** The related-reading box. */
  related: ContentLink[];
}

/* ---- In one language, tokens filled in (what the pages receive) ---- */

export interface LocalizedLink {
  href: string;
  label: string;
  text?: string;
  external: boolean;
}

export type LocalizedBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "table"; caption: string; columns: string[]; rows: string[][] }
  | { kind: "subheading"; id: string; text: string }
  | { kind: "callout"; heading: string; text: string }
  | { kind: "plan-cards"; cards: { id: string; title: string; text: string; link?: LocalizedLink }[] }
  | { kind: "links"; links: LocalizedLink[] }
  | { kind: "widget"; widget: WidgetId };

export interface LocalizedSection {
  id: string;
  heading: string;
  blocks: LocalizedBlock[];
}

/** A small table of computed values (caption, header row, rows whose first cell is a row header). */
export interface LocalizedTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

export interface PlanCardView {
  id: "plan-g" | "plan-n";
  title: string;
  points: string[];
  premiumLabel: string;
  /** The formatted illustrative range ("$150–$250"). */
  premium: string;
  bestForLabel: string;
  bestFor: string;
}

export interface Widgets {
  "gvn-comparison"?: { intro: string; table: LocalizedTable; cards: PlanCardView[] };
  "annual-example"?: { intro: string; table: LocalizedTable; note: string };
  "excess-example"?: { lines: string[] };
  "hdg-premiums"?: { table: LocalizedTable; note: string };
  "hdg-scenarios"?: { intro: string; tables: LocalizedTable[]; note: string };
}

export interface LocalizedMedigapPage {
  id: MedigapPageId;
  path: string;
  lang: "en" | "es";
  title: string;
  description: string;
  lede: string;
  back: LocalizedLink;
  onThisPage: boolean;
  sections: LocalizedSection[];
  related: LocalizedLink[];
  widgets: Widgets;
  /** Date the page's facts were last reviewed (ISO), for the article structured data. */
  reviewed: string;
  year: number;
}
