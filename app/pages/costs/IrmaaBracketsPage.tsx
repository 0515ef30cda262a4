import { getIrmaaGuide } from "@medicare-guide/content/costs/index";
import { FACTS_COMPILED } from "@medicare-guide/content/figures/index";
import { localizedPageMeta } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { NS } from "./irmaa-page-strings.ts";
import { IrmaaBracketsView } from "./IrmaaBracketsView.tsx";
import type { Route } from "./+types/IrmaaBracketsPage";

const PATH = routePath("irmaa-income-brackets");

/** Build time only (prerendered): the guide with this year's figures, in this language. */
export function loader({ request }: Route.LoaderArgs) {
  return { guide: getIrmaaGuide(langFromPath(new URL(request.url).pathname)) };
}

export function meta({ location }: Route.MetaArgs) {
  return localizedPageMeta(location.pathname, PATH, NS, (t, _lang, i18n) => ({
    title: t("irmaaPage.meta.title"),
    description: t("irmaaPage.meta.description"),
    // Dated by the day the figures were last checked against their sources.
    article: {
      headline: t("irmaaPage.title"),
      datePublished: FACTS_COMPILED,
      author: i18n.t("common:siteName"),
    },
  }));
}

/** /irmaa-income-brackets: tier tables, guide and the page calculator (computed in the browser). */
export default function IrmaaBracketsPage({ loaderData }: Route.ComponentProps) {
  return <IrmaaBracketsView guide={loaderData.guide} />;
}
