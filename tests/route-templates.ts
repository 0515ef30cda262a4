import { NOT_FOUND_PATHS, SITE_ROUTES } from "@medicare-guide/content/routes";

/**
 * One page per route template: the first route of each page module in the route table (every article shares
 * ArticlePage, every tool its own view), plus the not-found page. English paths; localizePath gives the Spanish.
 */
export const ROUTE_TEMPLATES: { name: string; path: string }[] = [
  ...[...new Map(SITE_ROUTES.map((route) => [route.file, route])).values()].map((route) => ({
    name: route.file.replace(/^pages\//, "").replace(/\.tsx$/, ""),
    path: route.path,
  })),
  { name: "not-found", path: NOT_FOUND_PATHS.en },
];
