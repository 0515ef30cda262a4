import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { findRoute, langFromPath } from "@medicare-guide/content/routes";
import { LEGAL_PAGE_IDS, type LegalPageId } from "@medicare-guide/content/pages/types";
import { LegalPage } from "./LegalPage.tsx";
import { resolveLegalPage } from "./resolve-legal.ts";
import type { Route } from "./+types/LegalRoute";

/** The legal page of a request's path (/disclaimer, /es/privacy-policy...). */
function legalPageIdOf(pathname: string): LegalPageId {
  const id = findRoute(pathname.replace(/\.data$/, ""))?.id;
  const legal = LEGAL_PAGE_IDS.find((pageId) => pageId === id);
  if (!legal) throw new Error(`No legal page at ${pathname}`);
  return legal;
}

/** Build time only (prerendered): the page's content, resolved in its language. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  return { page: resolveLegalPage(legalPageIdOf(pathname), langFromPath(pathname)) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const page = loaderData?.page;
  if (!page) return [];
  const path = `/${page.id}`;
  return pageMeta({
    lang,
    path,
    title: page.title,
    description: page.description,
    breadcrumbNames: trailNames(path, lang, getI18n(lang).t),
  });
}

/** /disclaimer, /privacy-policy, /editorial-policy and /accessibility, in English and Spanish. */
export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} />;
}
