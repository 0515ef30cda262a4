import { getMedigapPage, MEDIGAP_PAGE_IDS, type MedigapPageId } from "@medicare-guide/content/medigap/index";
import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { findRoute, langFromPath } from "@medicare-guide/content/routes";
import { MedigapView } from "./MedigapView.tsx";
import type { Route } from "./+types/MedigapPage";

/** The Medigap page of a path (either language; the prerender's ".data" request too). */
function pageIdOf(pathname: string): MedigapPageId {
  const id = findRoute(pathname.replace(/\.data$/, ""))?.id;
  if (!id || !(MEDIGAP_PAGE_IDS as readonly string[]).includes(id)) throw new Response("Not found", { status: 404 });
  return id as MedigapPageId;
}

/** Runs at build time (prerender): this page in this language, figures filled in, computed blocks built. */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  return { page: getMedigapPage(pageIdOf(pathname), langFromPath(pathname)) };
}

export function meta({ location, loaderData }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const i18n = getI18n(lang);
  const { page } = loaderData;
  return pageMeta({
    lang,
    path: page.path,
    title: page.title,
    description: page.description,
    breadcrumbNames: trailNames(page.path, lang, i18n.t),
    article: {
      headline: page.title,
      datePublished: page.reviewed,
      dateModified: page.reviewed,
      author: i18n.getFixedT(lang, "medigap")("author"),
    },
  });
}

/** /medigap, /medigap-plans, /medigap/plan-g-vs-n, /medigap/guaranteed-issue-rights, /medigap/high-deductible-g. */
export default function MedigapPage({ loaderData }: Route.ComponentProps) {
  return <MedigapView page={loaderData.page} />;
}
