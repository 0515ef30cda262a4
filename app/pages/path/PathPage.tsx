import en from "../../../locales/en/paths.json";
import es from "../../../locales/es/paths.json";
import { PATH_SLUGS, type PathSlug } from "@medicare-guide/content/quiz/path-slugs";
import { getI18n, registerStrings } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { findRoute, langFromPath } from "@medicare-guide/content/routes";
import { PathView } from "./PathView.tsx";
import { resolvePathPage } from "./resolve-path.ts";
import type { Route } from "./+types/PathPage";

registerStrings("paths", { en, es });

/** The guidance page of a request's path (/path/irmaa-planning, /es/path/irmaa-planning, or their .data). */
function pathSlugOf(pathname: string): PathSlug {
  const id = findRoute(pathname.replace(/\.data$/, ""))?.id ?? "";
  const slug = PATH_SLUGS.find((s) => id === `path-${s}`);
  if (!slug) throw new Error(`No guidance page at ${pathname}`);
  return slug;
}

/** Build time only (prerendered): the page's content, resolved in its language. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  return { view: resolvePathPage(pathSlugOf(pathname), langFromPath(pathname)) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const view = loaderData?.view;
  if (!view) return [];
  const path = `/path/${view.slug}`;
  return pageMeta({
    lang,
    path,
    title: view.title,
    description: view.description,
    breadcrumbNames: trailNames(path, lang, getI18n(lang).t),
  });
}

/** The five guidance pages the quiz leads to, in English and Spanish. */
export default function PathPage({ loaderData }: Route.ComponentProps) {
  return <PathView view={loaderData.view} />;
}
