import { useTranslation } from "react-i18next";
import en from "../../../locales/en/faq.json";
import es from "../../../locales/es/faq.json";
import { answerText, getFaqs } from "@medicare-guide/content/faq/index";
import { getI18n, registerStrings } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { type Lang, langFromPath, routePath } from "@medicare-guide/content/routes";
import { FaqView } from "./FaqView.tsx";
import type { Route } from "./+types/FaqPage";
import "./faq.css";

registerStrings("faq", { en, es });

const PATH = routePath("faq");

export function meta({ location, loaderData }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const i18n = getI18n(lang);
  const t = i18n.getFixedT(lang, "faq");
  const head = pageMeta({
    lang,
    path: PATH,
    title: t("meta.title"),
    description: t("meta.description"),
    breadcrumbNames: trailNames(PATH, lang, i18n.t),
  });
  if (!loaderData) return head;
  return [
    ...head,
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        inLanguage: lang === "es" ? "es-US" : "en-US",
        mainEntity: loaderData.faqs.map((faq) => ({
          "@type": "Question",
          name: faq.question,
          acceptedAnswer: { "@type": "Answer", text: answerText(faq.answer) },
        })),
      },
    },
  ];
}

/** Build time only (prerender): the questions of the page's language, figures filled in. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return { faqs: getFaqs(lang) };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation("faq");
  return <FaqView faqs={loaderData.faqs} lang={i18n.language as Lang} />;
}
