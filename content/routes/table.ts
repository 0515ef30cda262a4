/**
 * THE route table: the single source of the site's routes in both languages. routes.ts, the prerender list,
 * breadcrumbs, sitemap.xml (content pages only), the a11y gates, the link checker, the content validators and every link in app/
 * read it (links through routeHref()). A page is added here and nowhere else.
 *
 * It lives in content/ (not app/) so that content's validators and app's pages both read it without a
 * content -> app import. Paths are written in their English form; the Spanish twin is the same path under /es
 * (localizePath). Titles live in locales/{en,es}/routes.json under the route id, so breadcrumbs and menus are
 * translated. Year-bearing routes (/medicare-costs-{year}) come from the plan years in content/figures.
 */
import { COST_PAGE_YEARS } from "../figures/types.ts";
import { NEWS_SLUGS } from "../news/slugs.ts";
import { PATH_SLUGS } from "../quiz/path-slugs.ts";
import type { Lang } from "./paths.ts";
import { TOOL_DEFINITIONS, type ToolId, type ToolSlug } from "./tools.ts";

interface RouteEntry {
  /** Stable id; also the key of its title in locales/<lang>/routes.json (unless `title` names a shared one). */
  readonly id: string;
  /** English path, no trailing slash except the home "/". */
  readonly path: string;
  /** Route module, relative to app/. Read at build time only: the browser's copy of the table has none (scripts/browser-route-table.ts). */
  readonly file: string;
  /** Scanned open by the a11y gate in addition to the page's default state (ids of states in a11y/states). Not in the browser's copy either. */
  readonly a11yStates?: readonly string[];
  /** Shows the Quick links row (Home, Medicare Basics, Medigap Plans...) below the breadcrumbs: set on content pages, not on home, tools, forms, search or the quiz. */
  readonly quickLinks?: true;
  /**
   * A utility page: it answers an action or serves the site (the search page, the e-mail links' confirmation,
   * unsubscribe and error pages) and says nothing about Medicare, so it is no search result, is not in the
   * search page's list of every page nor in sitemap.xml, and its head says noindex, follow (isContentPage,
   * issue 25). The gates and the link checker still scan it. Every other page is a content page.
   */
  readonly utility?: true;
  /** The page is this tool of the tools hub (app/tools/catalog.ts derives the hub's list from it). */
  readonly tool?: ToolId;
  /** Key of the title in routes.json when pages share one (the yearly costs pages), with its {{year}}. */
  readonly title?: { readonly key: string; readonly year: number };
  /**
   * A page that is read (issue 29): prerendered with React but never hydrated. It loads no framework code, only
   * the enhancement module (app/enhance.ts: each shell and design-system part's own `*.enhance.ts`), and links
   * to it are full page loads. Set only where every interactive part has its enhancement.
   */
  readonly reading?: true;
}

/** A tool's view, app/tools/<tool>/<Tool>View.tsx (irmaa-calculator: IrmaaCalculatorView.tsx), is its route module. */
function toolViewModule(slug: ToolSlug): string {
  const name = slug.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
  return `tools/${slug}/${name}View.tsx`;
}

const ROUTES = [
  { id: "home", path: "/", file: "pages/home/HomePage.tsx", reading: true },
  { id: "find-your-path", path: "/find-your-path", file: "pages/quiz/QuizPage.tsx", tool: "find-your-path" },
  { id: "news", path: "/news", file: "pages/news/NewsPage.tsx", quickLinks: true, reading: true },
  ...NEWS_SLUGS.map((slug) => ({
    id: `news-${slug}` as const,
    path: `/news/${slug}`,
    file: "pages/news/ArticlePage.tsx",
    quickLinks: true as const,
    reading: true as const,
  })),
  { id: "search", path: "/search", file: "pages/search/SearchPage.tsx", utility: true },
  // What the service worker shows for a page not saved on the device while offline (issue 28, app/offline/).
  { id: "offline", path: "/offline", file: "pages/offline/OfflinePage.tsx", utility: true, reading: true },
  { id: "contact-us", path: "/contact-us", file: "pages/contact/ContactPage.tsx", a11yStates: ["form-errors"] },
  {
    id: "privacy-policy",
    path: "/privacy-policy",
    file: "pages/legal/LegalRoute.tsx",
    quickLinks: true,
    reading: true,
  },
  { id: "disclaimer", path: "/disclaimer", file: "pages/legal/LegalRoute.tsx", quickLinks: true, reading: true },
  // The links in our e-mails: confirm, unsubscribe, delete my data, and each outcome (functions/email-preferences).
  // Reading pages (issue 29): nothing on them needs React; the buttons' enhancement (offline, issue 28) is
  // EmailPreferences.enhance.ts, so it works from the page's first seconds, not only once React has hydrated.
  {
    id: "email-preferences",
    path: "/email-preferences",
    file: "pages/email-preferences/EmailPreferencesPage.tsx",
    utility: true,
    reading: true,
  },
  ...(["confirmed", "unsubscribed", "deleted", "invalid-link"] as const).map((outcome) => ({
    id: `email-preferences-${outcome}` as const,
    path: `/email-preferences/${outcome}`,
    file: "pages/email-preferences/EmailPreferencesPage.tsx",
    utility: true as const,
    reading: true as const,
  })),
  {
    id: "editorial-policy",
    path: "/editorial-policy",
    file: "pages/legal/LegalRoute.tsx",
    quickLinks: true,
    reading: true,
  },
  { id: "accessibility", path: "/accessibility", file: "pages/legal/LegalRoute.tsx", quickLinks: true, reading: true },
  // The accessibility test report and ACR, in both languages, from a11y/published/acr.json.
  {
    id: "accessibility-report",
    path: "/accessibility-report",
    file: "pages/accessibility-report/ReportPage.tsx",
    quickLinks: true,
    reading: true,
  },
  {
    id: "accessibility-report-acr",
    path: "/accessibility-report/acr",
    file: "pages/accessibility-report/AcrPage.tsx",
    quickLinks: true,
    reading: true,
  },
  { id: "encyclopedia", path: "/encyclopedia", file: "pages/encyclopedia/EncyclopediaPage.tsx", quickLinks: true },
  {
    id: "faq",
    path: "/faq",
    file: "pages/faq/FaqPage.tsx",
    a11yStates: ["sections-expanded", "reader-question-saved"],
    quickLinks: true,
    reading: true,
  },
  ...PATH_SLUGS.map((slug) => ({
    id: `path-${slug}` as const,
    path: `/path/${slug}`,
    file: "pages/path/PathPage.tsx",
    quickLinks: true as const,
    reading: true as const,
  })),
  {
    id: "medicare-101",
    path: "/medicare-101",
    file: "pages/medicare-101/Medicare101Page.tsx",
    quickLinks: true,
    reading: true,
  },
  { id: "guides", path: "/guides", file: "pages/guides/GuidesPage.tsx", quickLinks: true },
  {
    id: "resources",
    path: "/resources",
    file: "pages/resources/ResourcesPage.tsx",
    a11yStates: ["sections-expanded"],
    quickLinks: true,
    reading: true,
  },
  {
    id: "state-medicare-links",
    path: "/state-medicare-links",
    file: "pages/state-links/StateLinksPage.tsx",
    quickLinks: true,
  },
  { id: "tools", path: "/tools", file: "pages/tools/ToolsHubPage.tsx", reading: true },
  // One page per tool folder (app/tools/<tool>/, collected in ./tools.ts): the tool's view is its route module.
  ...TOOL_DEFINITIONS.map(({ slug }) => ({
    id: `tools-${slug}` as const,
    path: `/tools/${slug}`,
    file: toolViewModule(slug),
    a11yStates: ["form-errors"] as const,
    tool: slug,
  })),
  {
    id: "parts-abcd-comparison",
    path: "/parts-abcd-comparison",
    file: "pages/parts/PartsPage.tsx",
    a11yStates: ["disclosures-expanded"],
    quickLinks: true,
    reading: true,
  },
  {
    id: "enrollment-timeline",
    path: "/enrollment-timeline",
    file: "pages/enrollment-timeline/EnrollmentTimelinePage.tsx",
    quickLinks: true,
    reading: true,
  },
  { id: "medigap", path: "/medigap", file: "pages/medigap/MedigapPage.tsx", quickLinks: true, reading: true },
  {
    id: "medigap-plans",
    path: "/medigap-plans",
    file: "pages/medigap/MedigapPage.tsx",
    quickLinks: true,
    reading: true,
  },
  {
    id: "medigap-plan-g-vs-n",
    path: "/medigap/plan-g-vs-n",
    file: "pages/medigap/MedigapPage.tsx",
    quickLinks: true,
    reading: true,
  },
  {
    id: "medigap-guaranteed-issue-rights",
    path: "/medigap/guaranteed-issue-rights",
    file: "pages/medigap/MedigapPage.tsx",
    quickLinks: true,
    reading: true,
  },
  {
    id: "medigap-high-deductible-g",
    path: "/medigap/high-deductible-g",
    file: "pages/medigap/MedigapPage.tsx",
    quickLinks: true,
    reading: true,
  },
  // One costs page per plan year of content/figures (COST_PAGE_YEARS): a new figures year adds its page.
  ...COST_PAGE_YEARS.map((year) => ({
    id: `medicare-costs-${year}` as const,
    path: `/medicare-costs-${year}`,
    file: "pages/costs/MedicareCostsPage.tsx",
    title: { key: "medicare-costs-year", year },
    quickLinks: true as const,
    reading: true as const,
  })),
  {
    id: "irmaa-income-brackets",
    path: "/irmaa-income-brackets",
    file: "pages/costs/IrmaaBracketsPage.tsx",
    a11yStates: ["irmaa-page-result", "irmaa-page-error"],
    quickLinks: true,
  },
] as const satisfies readonly RouteEntry[];

/** The id of every page of the site: a typo in a link's route id fails typecheck. */
export type RouteId = (typeof ROUTES)[number]["id"];

export interface SiteRoute extends RouteEntry {
  readonly id: RouteId;
}

export const SITE_ROUTES: readonly SiteRoute[] = ROUTES;

/**
 * Pages the specification lists that later issues build. Links to them (header, footer) are allowed by the
 * link checker, which reports them as planned with their issue.
 */
export const PLANNED_ROUTES: readonly { path: string; issue: number }[] = [];

/** Old or alternative paths the specification links to: permanent redirects, in both languages. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/tools/enrollment-date-finder": "/tools/enrollment-finder",
  "/parts-comparison": "/parts-abcd-comparison",
};

/** The not-found page, prerendered at these paths and served with status 404. */
export const NOT_FOUND_PATHS: Record<Lang, string> = { en: "/404", es: "/es/404" };
