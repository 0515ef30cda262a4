import { type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES, localizePath, SITE_ROUTES } from "@medicare-guide/content/routes";

/**
 * One route per page per language, generated from the route table, plus the
 * not-found splats (prerendered at /404 and /es/404 and served with status 404).
 */
export default [
  ...SITE_ROUTES.flatMap((r) =>
    LANGUAGES.map((lang) => route(localizePath(r.path, lang), r.file, { id: `${lang}:${r.id}` })),
  ),
  route("es/*", "pages/not-found/NotFoundPage.tsx", { id: "es:not-found" }),
  route("*", "pages/not-found/NotFoundPage.tsx", { id: "en:not-found" }),
] satisfies RouteConfig;
