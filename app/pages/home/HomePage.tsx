import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Callout, Card, Heading } from "@medicare-guide/design-system";
import { helpLine } from "@medicare-guide/content";
import { getI18n } from "../../i18n/index.ts";
import { pageMeta } from "../../seo/meta.ts";
import {
  currentCostsPageId,
  findRoute,
  routeHref,
  type Lang,
  langFromPath,
  localizePath,
  routePath,
} from "@medicare-guide/content/routes";
import { quizHref } from "../../shell/navigation.ts";
import { tipsFor } from "@medicare-guide/content/tips/index";
import { latestArticles } from "@medicare-guide/content/news/index";
import { ArticleCard } from "../news/ArticleCard.tsx";
import { cardData } from "../news/card-data.ts";
import { tipIndexForDate } from "@medicare-guide/content/tips/day-index";
import type { Route } from "./+types/HomePage";
import { ExitIntentDialog } from "./ExitIntentDialog.tsx";
import { ScrollBanner } from "./ScrollBanner.tsx";
import { TodayTip } from "./TodayTip.tsx";
import { HOME_NS } from "./strings.ts";
import "../news/news.css";
import "./HomePage.css";

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const t = getI18n(lang).getFixedT(lang, HOME_NS);
  return pageMeta({ lang, path: "/", title: t("meta.title"), description: t("meta.description") });
}

/** Build time only: the tips in this language with figures filled in (the text never ships as JS). */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const tips = tipsFor(lang);
  // Spec: the newest article featured, then the next five, newest first.
  const [featured, ...more] = latestArticles(lang, 6).map((a) => cardData(a, lang));
  return { tips, buildIndex: tipIndexForDate(new Date(), tips.length), featured: featured ?? null, more };
}

/**
 * Popular topics: chosen by the editors (the site measures no page views, so it
 * does not claim "most viewed"); a topic shows once its page is built.
 */
const POPULAR = [
  { key: "quiz", to: routePath("find-your-path") },
  { key: "costs", to: routePath(currentCostsPageId()) },
  { key: "irmaa", to: routePath("irmaa-income-brackets") },
  { key: "enrollment", to: routePath("enrollment-timeline") },
  { key: "medigap", to: routePath("medigap") },
  { key: "faq", to: routePath("faq") },
  { key: "encyclopedia", to: routePath("encyclopedia") },
] as const;

/** "Where to start" cards; a card appears once its page is built (never a link to a missing page). */
const START_CARDS = [
  { key: "medicare101", to: routePath("medicare-101") },
  { key: "tools", to: routePath("tools") },
  { key: "news", to: routePath("news") },
  { key: "encyclopedia", to: routePath("encyclopedia") },
] as const;

const TRUST_BLOCKS = ["independent", "official", "plain", "private"] as const;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(HOME_NS);
  const lang = i18n.language as Lang;
  const medicare = helpLine("medicare");
  const startCards = START_CARDS.filter((card) => findRoute(card.to));
  const popular = POPULAR.filter((item) => findRoute(item.to));

  return (
    <>
      <section className="mg-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t("hero.title")}</h1>
        <p className="mg-page-lede">{t("hero.lede")}</p>
        <p className="mg-hero__cta">
          <RouterLink
            to={localizePath(quizHref("hero_cta"), lang)}
            className="mg-hero__cta-link"
            aria-describedby="home-cta-hint"
          >
            {t("hero.cta")}
          </RouterLink>
        </p>
        <p id="home-cta-hint" className="mg-hero__hint">
          {t("hero.ctaHint")}
        </p>
      </section>

      {startCards.length > 0 && (
        <section aria-labelledby="home-start">
          <Heading level={2} id="home-start">
            {t("start.title")}
          </Heading>
          <ul className="mg-home-grid">
            {startCards.map((card) => (
              <li key={card.key}>
                <Card heading={t(`start.${card.key}.title`)} headingLevel={3} href={localizePath(card.to, lang)}>
                  <p>{t(`start.${card.key}.text`)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}

      {loaderData.featured && (
        <section aria-labelledby="home-news" className="mg-home-news">
          <Heading level={2} id="home-news">
            {t("news.title")}
          </Heading>
          <ArticleCard article={loaderData.featured} headingLevel={3} headingSize="xl" />
          <ul className="mg-home-grid">
            {loaderData.more.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p>
            <RouterLink to={routeHref("news", lang)} className="mg-home-quiz-link">
              {t("news.all")}
            </RouterLink>
          </p>
        </section>
      )}

      <div className="mg-home-columns">
        <TodayTip tips={loaderData.tips} buildIndex={loaderData.buildIndex} />
        <Card heading={t("quizCard.title")} headingLevel={2}>
          <p>{t("quizCard.text")}</p>
          <p>
            <RouterLink to={localizePath(quizHref("sidebar_cta"), lang)} className="mg-home-quiz-link">
              {t("quizCard.link")}
            </RouterLink>
          </p>
        </Card>
        {popular.length > 0 && (
          <section aria-labelledby="home-popular" className="mg-home-popular">
            <Heading level={2} id="home-popular" size="lg">
              {t("popular.title")}
            </Heading>
            <ul>
              {popular.map((item) => (
                <li key={item.key}>
                  <RouterLink to={localizePath(item.to, lang)}>{t(`popular.${item.key}`)}</RouterLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <section aria-labelledby="home-trust">
        <Heading level={2} id="home-trust">
          {t("trust.title")}
        </Heading>
        <ul className="mg-home-grid">
          {TRUST_BLOCKS.map((key) => (
            <li key={key}>
              <Card heading={t(`trust.${key}.title`)} headingLevel={3}>
                <p>{t(`trust.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-help" className="mg-home-help">
        <Heading level={2} id="home-help">
          {t("help.title")}
        </Heading>
        <p>{t("help.text")}</p>
        <p>
          {t("help.call")} <a href={`tel:${medicare.tel}`}>{medicare.display}</a>. {t("help.tty")} {medicare.tty}
        </p>
      </section>

      <Callout variant="warning" label={t("disclaimer.label")}>
        <p>{t("disclaimer.text")}</p>
      </Callout>
      <ExitIntentDialog />
      <ScrollBanner />
    </>
  );
}
