import { useTranslation } from "react-i18next";
import en from "../../../locales/en/encyclopedia.json";
import es from "../../../locales/es/encyclopedia.json";
import { getTerms } from "@medicare-guide/content/glossary/index";
import { getI18n, registerStrings } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { type Lang, langFromPath, routePath } from "@medicare-guide/content/routes";
import { EncyclopediaView } from "./EncyclopediaView.tsx";
import type { Route } from "./+types/EncyclopediaPage";
import "./encyclopedia.css";

registerStrings("encyclopedia", { en, es });

const PATH = routePath("encyclopedia");

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const i18n = getI18n(lang);
  const t = i18n.getFixedT(lang, "encyclopedia");
  return pageMeta({
    lang,
    path: PATH,
    title: t("meta.title"),
    description: t("meta.description"),
    breadcrumbNames: trailNames(PATH, lang, i18n.t),
  });
}

/** Build time only (prerender): the terms of the page's language, figures filled in. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return { terms: getTerms(lang) };
}

export default function EncyclopediaPage({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation("encyclopedia");
  return <EncyclopediaView terms={loaderData.terms} lang={i18n.language as Lang} />;
}
