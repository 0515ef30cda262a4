import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Heading } from "@medicare-guide/design-system";
import { newsIndex } from "@medicare-guide/content/news/index";
import { cardData } from "./card-data.ts";
import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { quizHref } from "../../shell/navigation.ts";
import { type Lang, langFromPath, localizePath, routePath } from "@medicare-guide/content/routes";
import { ArticleCard } from "./ArticleCard.tsx";
import { NEWS_NS } from "./strings.ts";
import type { Route } from "./+types/NewsPage";
import "./news.css";

/** Build time: the newest article and the next five, dates formatted for the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const { featured, more } = newsIndex(lang);
  return { featured: featured ? cardData(featured, lang) : null, more: more.map((a) => cardData(a, lang)) };
}

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const i18n = getI18n(lang);
  const t = i18n.getFixedT(lang, NEWS_NS);
  return pageMeta({
    lang,
    path: routePath("news"),
    title: t("index.metaTitle"),
    description: t("index.metaDescription"),
    breadcrumbNames: trailNames(routePath("news"), lang, i18n.t),
  });
}

/** /news: the newest article featured, then "More Medicare Updates" (the next five), then the quiz. */
export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(NEWS_NS);
  const { featured, more } = loaderData;
  return (
    <>
      <h1>{t("index.title")}</h1>
      <p className="mg-news-lede">{t("index.lede")}</p>

      {featured && (
        <section className="mg-news-featured" aria-labelledby="news-featured-label">
          <p id="news-featured-label" className="mg-news-featured__label">
            {t("index.featured")}
          </p>
          <ArticleCard article={featured} headingLevel={2} headingSize="xl" />
        </section>
      )}

      {more.length > 0 && (
        <section aria-labelledby="news-more">
          <Heading level={2} id="news-more">
            {t("index.more")}
          </Heading>
          <ul className="mg-news-grid">
            {more.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <QuizCallToAction />
    </>
  );
}

/** The quiz call to action that ends the news list (spec: /news ends with it). */
function QuizCallToAction() {
  const { t, i18n } = useTranslation(NEWS_NS);
  const lang = i18n.language as Lang;
  return (
    <section className="mg-news-cta" aria-labelledby="news-quiz">
      <Heading level={2} id="news-quiz">
        {t("quiz.title")}
      </Heading>
      <p>{t("quiz.text")}</p>
      <p className="mg-news-cta__actions">
        <RouterLink to={localizePath(quizHref("sidebar_cta"), lang)} className="mg-news-cta__link">
          {t("quiz.cta")}
        </RouterLink>
      </p>
    </section>
  );
}
