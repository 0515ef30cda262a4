/**
 * The header's links and the four-column directory (spec: Site header and footer).
 * Paths are English; components localize them. Labels are keys in common.json.
 */
import { normalizePath } from "../site-routes.ts";

export interface NavLink {
  /** Key in the `common` namespace. */
  labelKey: string;
  /** English path (may carry a #hash). */
  to: string;
}

export interface NavGroup {
  /** Key of the group's title in `common`. */
  titleKey: string;
  links: NavLink[];
}

/** Header links: Resources goes to the encyclopedia and About to the disclaimer, as the spec says. */
export const PRIMARY_NAV: readonly NavLink[] = [
  { labelKey: "header.nav.home", to: "/" },
  { labelKey: "header.nav.medicare101", to: "/medicare-101" },
  { labelKey: "header.nav.news", to: "/news" },
  { labelKey: "header.nav.tools", to: "/tools" },
  { labelKey: "header.nav.resources", to: "/encyclopedia" },
  { labelKey: "header.nav.about", to: "/disclaimer" },
];

export const DIRECTORY: readonly NavGroup[] = [
  {
    titleKey: "directory.medicare101.title",
    links: [
      { labelKey: "directory.medicare101.parts", to: "/parts-abcd-comparison" },
      { labelKey: "directory.medicare101.enrollment", to: "/enrollment-timeline" },
      { labelKey: "directory.medicare101.costs", to: "/medicare-costs-2026" },
      { labelKey: "directory.medicare101.networks", to: "/encyclopedia#network" },
      { labelKey: "directory.medicare101.irmaa", to: "/irmaa-income-brackets" },
      { labelKey: "directory.medicare101.advantageVsSupplement", to: "/path/advantage-vs-supplement" },
      { labelKey: "directory.medicare101.faqs", to: "/faq" },
    ],
  },
  {
    titleKey: "directory.tools.title",
    links: [
      { labelKey: "directory.tools.hub", to: "/tools" },
      { labelKey: "directory.tools.costEstimator", to: "/tools/cost-estimator" },
      { labelKey: "directory.tools.irmaaCalculator", to: "/tools/irmaa-calculator" },
      { labelKey: "directory.tools.enrollmentFinder", to: "/tools/enrollment-finder" },
      { labelKey: "directory.tools.planComparison", to: "/tools/plan-comparison" },
      { labelKey: "directory.tools.oopMaxTracker", to: "/tools/oop-max-tracker" },
      { labelKey: "directory.tools.irmaaAppeal", to: "/tools/irmaa-appeal" },
      { labelKey: "directory.tools.coverageTimeline", to: "/tools/coverage-timeline" },
    ],
  },
  {
    titleKey: "directory.resources.title",
    links: [
      { labelKey: "directory.resources.encyclopedia", to: "/encyclopedia" },
      { labelKey: "directory.resources.officialResources", to: "/resources" },
      { labelKey: "directory.resources.stateLinks", to: "/state-medicare-links" },
      { labelKey: "directory.resources.guides", to: "/guides" },
      { labelKey: "directory.resources.news", to: "/news" },
    ],
  },
  {
    titleKey: "directory.about.title",
    links: [
      { labelKey: "directory.about.mission", to: "/disclaimer" },
      { labelKey: "directory.about.contact", to: "/contact-us" },
      { labelKey: "directory.about.privacy", to: "/privacy-policy" },
      { labelKey: "directory.about.terms", to: "/disclaimer#terms-of-use" },
      { labelKey: "directory.about.editorial", to: "/editorial-policy" },
      { labelKey: "directory.about.accessibility", to: "/accessibility" },
    ],
  },
];

/** Footer columns (spec: About, Quick Links, Medicare Topics, Official Resources). */
export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { labelKey: "header.nav.home", to: "/" },
  { labelKey: "directory.tools.hub", to: "/tools" },
  { labelKey: "directory.resources.news", to: "/news" },
  { labelKey: "directory.resources.guides", to: "/guides" },
  { labelKey: "directory.about.contact", to: "/contact-us" },
];
export const FOOTER_TOPICS: readonly NavLink[] = DIRECTORY[0]?.links.slice(0, 6) ?? [];
export const FOOTER_ABOUT: readonly NavLink[] = DIRECTORY[3]?.links ?? [];

/** The quiz links' tracking parameters (spec section 7). */
export function quizHref(medium: "exit_intent" | "scroll_banner" | "hero_cta" | "sidebar_cta"): string {
  return `/find-your-path?utm_source=homepage&utm_medium=${medium}&utm_campaign=quiz_engagement`;
}

/**
 * Whether a header link points at the page being shown, for aria-current="page"
 * (WCAG 1.3.1, spec "Site header and footer"). Paths are compared without a
 * trailing slash, query or hash. React Router's NavLink missed every Spanish
 * link (the screen-reader gate heard "Inicio" without "current page").
 */
export function isCurrentPage(href: string, pathname: string): boolean {
  const target = /^[^?#]*/.exec(href)?.[0] ?? href;
  return normalizePath(target || "/") === normalizePath(pathname || "/");
}
