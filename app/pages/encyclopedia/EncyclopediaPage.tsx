import { useTranslation } from "react-i18next";
import en from "../../../locales/en/encyclopedia.json";
import es from "../../../locales/es/encyclopedia.json";
import { getTerms } from "@medicare-guide/content/glossary/index";
import { registerStrings } from "../../i18n/index.ts";
import { localizedPageMeta } from "../../seo/meta.ts";
import { type Lang, langFromPath, routePath } from "@medicare-guide/content/routes";
import { EncyclopediaView } from "./EncyclopediaView.tsx";
import type { Route } from "./+types/EncyclopediaPage";
import "./encyclopedia.css";

registerStrings("encyclopedia", { en, es });

const PATH = routePath("encyclopedia");

export function meta({ location }: Route.MetaArgs) {
  return localizedPageMeta(location.pathname, PATH, "encyclopedia", (t) => ({
    title: t("meta.title"),
    description: t("meta.description"),
  }));
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
