/**
 * The header's links and the four-column directory (spec: Site header and footer).
 * Paths are English; components localize them. Labels are keys in common.json.
 */
import type { ParseKeys } from "i18next";
import { currentCostsPageId, normalizePath, routeHref, routePath } from "@medicare-guide/content/routes";

export interface NavLink {
  /** Key in the `common` namespace. */
  labelKey: ParseKeys<"common">;
  /** English path (may carry a #hash). */
  to: string;
}

export interface NavGroup {
  /** Key of the group's title in `common`. */
  titleKey: ParseKeys<"common">;
  links: NavLink[];
}

/** Header links: Resources goes to the encyclopedia and About to the disclaimer, as the spec says. */
export const PRIMARY_NAV: readonly NavLink[] = [
  { labelKey: "header.nav.home", to: routePath("home") },
  { labelKey: "header.nav.medicare101", to: routePath("medicare-101") },
  { labelKey: "header.nav.news", to: routePath("news") },
  { labelKey: "header.nav.tools", to: routePath("tools") },
  { labelKey: "header.nav.resources", to: routePath("encyclopedia") },
  { labelKey: "header.nav.about", to: routePath("disclaimer") },
];

export const DIRECTORY: readonly NavGroup[] = [
  {
    titleKey: "directory.medicare101.title",
    links: [
      { labelKey: "directory.medicare101.parts", to: routePath("parts-abcd-comparison") },
      { labelKey: "directory.medicare101.enrollment", to: routePath("enrollment-timeline") },
      { labelKey: "directory.medicare101.costs", to: routePath(currentCostsPageId()) },
      { labelKey: "directory.medicare101.networks", to: routeHref("encyclopedia", "en", { hash: "network" }) },
      { labelKey: "directory.medicare101.irmaa", to: routePath("irmaa-income-brackets") },
      { labelKey: "directory.medicare101.advantageVsSupplement", to: routePath("path-advantage-vs-supplement") },
      { labelKey: "directory.medicare101.faqs", to: routePath("faq") },
    ],
  },
  {
    titleKey: "directory.tools.title",
    links: [
      { labelKey: "directory.tools.hub", to: routePath("tools") },
      { labelKey: "directory.tools.costEstimator", to: routePath("tools-cost-estimator") },
      { labelKey: "directory.tools.irmaaCalculator", to: routePath("tools-irmaa-calculator") },
      { labelKey: "directory.tools.enrollmentFinder", to: routePath("tools-enrollment-finder") },
      { labelKey: "directory.tools.planComparison", to: routePath("tools-plan-comparison") },
      { labelKey: "directory.tools.oopMaxTracker", to: routePath("tools-oop-max-tracker") },
      { labelKey: "directory.tools.irmaaAppeal", to: routePath("tools-irmaa-appeal") },
      { labelKey: "directory.tools.coverageTimeline", to: routePath("tools-coverage-timeline") },
    ],
  },
  {
    titleKey: "directory.resources.title",
    links: [
      { labelKey: "directory.resources.encyclopedia", to: routePath("encyclopedia") },
      { labelKey: "directory.resources.officialResources", to: routePath("resources") },
      { labelKey: "directory.resources.stateLinks", to: routePath("state-medicare-links") },
      { labelKey: "directory.resources.guides", to: routePath("guides") },
      { labelKey: "directory.resources.news", to: routePath("news") },
    ],
  },
  {
    titleKey: "directory.about.title",
    links: [
      { labelKey: "directory.about.mission", to: routePath("disclaimer") },
      { labelKey: "directory.about.contact", to: routePath("contact-us") },
      { labelKey: "directory.about.privacy", to: routePath("privacy-policy") },
      { labelKey: "directory.about.terms", to: routeHref("disclaimer", "en", { hash: "terms-of-use" }) },
      { labelKey: "directory.about.editorial", to: routePath("editorial-policy") },
      { labelKey: "directory.about.accessibility", to: routePath("accessibility") },
    ],
  },
];

/** Footer columns (spec: About, Quick Links, Medicare Topics, Official Resources). */
export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { labelKey: "header.nav.home", to: routePath("home") },
  { labelKey: "directory.tools.hub", to: routePath("tools") },
  { labelKey: "directory.resources.news", to: routePath("news") },
  { labelKey: "directory.resources.guides", to: routePath("guides") },
  { labelKey: "directory.about.contact", to: routePath("contact-us") },
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
