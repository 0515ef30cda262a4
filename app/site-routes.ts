/**
 * THE route table: the single source of the site's routes in both languages.
 * routes.ts, the prerender list, breadcrumbs, sitemap.xml, the a11y gates and
 * the link checker all read it. A page is added here and nowhere else.
 *
 * Paths are written in their English form; the Spanish twin is the same path
 * under /es (localizePath). Titles live in locales/{en,es}/routes.json under the
 * route id, so breadcrumbs and menus are translated.
 */
import { NEWS_SLUGS } from "../content/news/slugs.ts";
import { PATH_SLUGS } from "../content/quiz/options.ts";

export const LANGUAGES = ["en", "es"] as const;
export type Lang = (typeof LANGUAGES)[number];

export interface SiteRoute {
  /** Stable id; also the key of its title in locales/<lang>/routes.json. */
  id: string;
  /** English path, no trailing slash except the home "/". */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Scanned open by the a11y gate in addition to the page's default state (ids of states in a11y/states). */
  a11yStates?: string[];
  /** Shows the Quick links row (Home, Medicare Basics, Medigap Plans...) below the breadcrumbs: set on content pages, not on home, tools, forms, search or the quiz. */
  quickLinks?: true;
}

export const SITE_ROUTES: readonly SiteRoute[] = [
  { id: "home", path: "/", file: "pages/home/HomePage.tsx" },
  { id: "find-your-path", path: "/find-your-path", file: "pages/quiz/QuizPage.tsx" },
  { id: "news", path: "/news", file: "pages/news/NewsPage.tsx", quickLinks: true },
  ...NEWS_SLUGS.map((slug) => ({
    id: `news-${slug}`,
    path: `/news/${slug}`,
    file: "pages/news/ArticlePage.tsx",
    quickLinks: true as const,
  })),
  { id: "search", path: "/search", file: "pages/search/SearchPage.tsx" },
  { id: "contact-us", path: "/contact-us", file: "pages/contact/ContactPage.tsx", a11yStates: ["form-errors"] },
  { id: "privacy-policy", path: "/privacy-policy", file: "pages/legal/LegalRoute.tsx", quickLinks: true },
  { id: "disclaimer", path: "/disclaimer", file: "pages/legal/LegalRoute.tsx", quickLinks: true },
  { id: "editorial-policy", path: "/editorial-policy", file: "pages/legal/LegalRoute.tsx", quickLinks: true },
  { id: "accessibility", path: "/accessibility", file: "pages/legal/LegalRoute.tsx", quickLinks: true },
  { id: "encyclopedia", path: "/encyclopedia", file: "pages/encyclopedia/EncyclopediaPage.tsx", quickLinks: true },
  {
    id: "faq",
    path: "/faq",
    file: "pages/faq/FaqPage.tsx",
    a11yStates: ["sections-expanded", "reader-question-saved"],
    quickLinks: true,
  },
  ...PATH_SLUGS.map((slug) => ({
    id: `path-${slug}`,
    path: `/path/${slug}`,
    file: "pages/path/PathPage.tsx",
    quickLinks: true as const,
  })),
  { id: "medicare-101", path: "/medicare-101", file: "pages/medicare-101/Medicare101Page.tsx", quickLinks: true },
  { id: "guides", path: "/guides", file: "pages/guides/GuidesPage.tsx", quickLinks: true },
  {
    id: "resources",
    path: "/resources",
    file: "pages/resources/ResourcesPage.tsx",
    a11yStates: ["sections-expanded"],
    quickLinks: true,
  },
  {
    id: "state-medicare-links",
    path: "/state-medicare-links",
    file: "pages/state-links/StateLinksPage.tsx",
    quickLinks: true,
  },
  { id: "tools", path: "/tools", file: "pages/tools/ToolsHubPage.tsx" },
  {
    id: "tools-irmaa-calculator",
    path: "/tools/irmaa-calculator",
    file: "pages/tools/IrmaaCalculatorPage.tsx",
    a11yStates: ["form-errors"],
  },
  {
    id: "tools-enrollment-finder",
    path: "/tools/enrollment-finder",
    file: "pages/tools/EnrollmentFinderPage.tsx",
    a11yStates: ["form-errors"],
  },
  {
    id: "tools-cost-estimator",
    path: "/tools/cost-estimator",
    file: "pages/tools/CostEstimatorPage.tsx",
    a11yStates: ["form-errors"],
  },
  {
    id: "tools-plan-comparison",
    path: "/tools/plan-comparison",
    file: "pages/tools/PlanComparisonPage.tsx",
    a11yStates: ["form-errors"],
  },
  {
    id: "tools-oop-max-tracker",
    path: "/tools/oop-max-tracker",
    file: "pages/tools/OopMaxTrackerPage.tsx",
    a11yStates: ["form-errors"],
  },
  {
    id: "tools-irmaa-appeal",
    path: "/tools/irmaa-appeal",
    file: "pages/tools/IrmaaAppealPage.tsx",
    a11yStates: ["form-errors"],
  },
  {
    id: "tools-coverage-timeline",
    path: "/tools/coverage-timeline",
    file: "pages/tools/CoverageTimelinePage.tsx",
    a11yStates: ["form-errors"],
  },
  {
    id: "parts-abcd-comparison",
    path: "/parts-abcd-comparison",
    file: "pages/parts/PartsPage.tsx",
    a11yStates: ["disclosures-expanded"],
    quickLinks: true,
  },
  {
    id: "enrollment-timeline",
    path: "/enrollment-timeline",
    file: "pages/enrollment-timeline/EnrollmentTimelinePage.tsx",
    quickLinks: true,
  },
  { id: "medigap", path: "/medigap", file: "pages/medigap/MedigapPage.tsx", quickLinks: true },
  { id: "medigap-plans", path: "/medigap-plans", file: "pages/medigap/MedigapPage.tsx", quickLinks: true },
  { id: "medigap-plan-g-vs-n", path: "/medigap/plan-g-vs-n", file: "pages/medigap/MedigapPage.tsx", quickLinks: true },
  {
    id: "medigap-guaranteed-issue-rights",
    path: "/medigap/guaranteed-issue-rights",
    file: "pages/medigap/MedigapPage.tsx",
    quickLinks: true,
  },
  {
    id: "medigap-high-deductible-g",
    path: "/medigap/high-deductible-g",
    file: "pages/medigap/MedigapPage.tsx",
    quickLinks: true,
  },
  {
    id: "medicare-costs-2025",
    path: "/medicare-costs-2025",
    file: "pages/costs/MedicareCostsPage.tsx",
    quickLinks: true,
  },
  {
    id: "medicare-costs-2026",
    path: "/medicare-costs-2026",
    file: "pages/costs/MedicareCostsPage.tsx",
    quickLinks: true,
  },
  {
    id: "irmaa-income-brackets",
    path: "/irmaa-income-brackets",
    file: "pages/costs/IrmaaBracketsPage.tsx",
    a11yStates: ["irmaa-page-result", "irmaa-page-error"],
    quickLinks: true,
  },
];

/**
 * Pages the spec lists that later issues build. Links to them (header, footer)
 * are allowed by the link checker, which reports them as planned with their issue.
 */
export const PLANNED_ROUTES: readonly { path: string; issue: number }[] = [];

/** Old or alternative paths the spec links to: permanent redirects, in both languages. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/tools/enrollment-date-finder": "/tools/enrollment-finder",
  "/parts-comparison": "/parts-abcd-comparison",
};

/** The not-found page, prerendered at these paths and served with status 404. */
export const NOT_FOUND_PATHS: Record<Lang, string> = { en: "/404", es: "/es/404" };

/** Removes a trailing slash (except on "/"), collapses repeated slashes. */
export function normalizePath(path: string): string {
  const clean = path.replace(/\/{2,}/g, "/");
  return clean.length > 1 && clean.endsWith("/") ? clean.slice(0, -1) : clean || "/";
}

/**
 * Language of a path: Spanish under /es, English otherwise. Loaders get the data request's URL when
 * the pages are prerendered: the Spanish home's is "/es.data" (not under "/es/"), so it counts too.
 */
export function langFromPath(path: string): Lang {
  return path === "/es" || path === "/es.data" || path.startsWith("/es/") ? "es" : "en";
}

/** The English form of a path (drops the /es prefix). */
export function stripLang(path: string): string {
  const p = normalizePath(path);
  if (p === "/es") return "/";
  return p.startsWith("/es/") ? p.slice(3) : p;
}

/** A path (English form, may carry ?query and #hash) in the given language. */
export function localizePath(path: string, lang: Lang): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = normalizePath(match?.[1] || "/");
  const rest = match?.[2] ?? "";
  const english = stripLang(pathname);
  if (lang === "en") return english + rest;
  return (english === "/" ? "/es" : `/es${english}`) + rest;
}

/** The built route for a path in either language, if any. */
export function findRoute(path: string): SiteRoute | undefined {
  const english = stripLang(path);
  return SITE_ROUTES.find((r) => r.path === english);
}

/** Whether a path (either language, query/hash ignored) is a planned, not yet built route. */
export function plannedIssue(path: string): number | undefined {
  const english = stripLang(path.split(/[?#]/)[0] ?? "/");
  return PLANNED_ROUTES.find((r) => r.path === english)?.issue;
}

/** Every page path in both languages (what the gates scan and the sitemap lists). */
export function allPagePaths(): { path: string; lang: Lang; route: SiteRoute }[] {
  return SITE_ROUTES.flatMap((route) =>
    LANGUAGES.map((lang) => ({ path: localizePath(route.path, lang), lang, route })),
  );
}

/** Everything to prerender: every page in both languages, plus the two not-found pages. */
export function prerenderPaths(): string[] {
  return [...allPagePaths().map((p) => p.path), NOT_FOUND_PATHS.en, NOT_FOUND_PATHS.es];
}

export interface Crumb {
  /** Path in the page's language. */
  href: string;
  /** Route id when the segment is a known route (its title is translated), else undefined. */
  routeId?: string;
  /** The raw path segment, shown when the route is unknown. */
  segment: string;
  /** Whether the crumb links to its path: a built or planned route. A segment that is neither (the "path" of /path/x) is plain text. */
  linked: boolean;
}

/**
 * Breadcrumb trail for a path: Home plus one crumb per path segment; known routes
 * get their translated title (by id), unknown segments show the raw segment. A
 * crumb links only to a built or planned route, never to a path that would 404.
 */
export function breadcrumbTrail(path: string): Crumb[] {
  const lang = langFromPath(path);
  const english = stripLang(path);
  const crumbs: Crumb[] = [{ href: localizePath("/", lang), routeId: "home", segment: "", linked: true }];
  if (english === "/") return crumbs;
  const segments = english.split("/").filter(Boolean);
  segments.forEach((segment, i) => {
    const sub = `/${segments.slice(0, i + 1).join("/")}`;
    const routeId = findRoute(sub)?.id;
    const linked = routeId !== undefined || plannedIssue(sub) !== undefined;
    crumbs.push({ href: localizePath(sub, lang), routeId, segment: decodeURIComponent(segment), linked });
  });
  return crumbs;
}
