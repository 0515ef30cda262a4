import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Heading, Prose } from "@medicare-guide/design-system";
import { DEFAULT_AUTHOR, formatArticleDate, getArticle, isNewsSlug } from "@medicare-guide/content/news/index";
import { getI18n } from "../../i18n/index.ts";
import { absoluteUrl, pageMeta, trailNames } from "../../seo/meta.ts";
import { feedHeadLink } from "../../seo/feed.ts";
import { FEED_NS, FeedLink } from "./FeedLink.tsx";
import { quizHref } from "../../shell/navigation.ts";
import { routeHref, type Lang, langFromPath, localizePath, stripLang } from "@medicare-guide/content/routes";
import { ReaderQuestion } from "../../components/ReaderQuestion/index.ts";
import { ReaderQuestionTemplate } from "../../components/ReaderQuestion/ReaderQuestionForm.tsx";
import { WordsOnThisPage } from "../../components/PageTerms/index.ts";
import { HtmlTermTipTemplates, useHtmlTermTips } from "../../components/PageTerms/HtmlTermTips.tsx";
import { ShareLinks } from "./ShareLinks.tsx";
import { Listen } from "../../components/Listen/index.ts";
import { ListenTemplate } from "../../components/Listen/ListenTemplate.tsx";
import { NEWS_NS } from "./strings.ts";
import type { Route } from "./+types/ArticlePage";
import "./news.css";

/** The slug of an article path (/es/news/x gives x; so does the prerender's data request /news/x.data). */
function slugOf(pathname: string): string {
  return stripLang(pathname)
    .replace(/\.data$/, "")
    .replace(/^\/news\//, "");
}

/**
 * Build time: one article in the page's language, figures filled in and the
 * Markdown rendered to safe HTML (markdown-it, html: false); dates formatted.
 */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const lang = langFromPath(pathname);
  const slug = slugOf(pathname);
  if (!isNewsSlug(slug)) throw new Response("Not found", { status: 404 });
  const article = getArticle(slug, lang, { newTabLabel: getI18n(lang).t("ds:Link.newTab") });
  const date = (iso: string) => ({ iso, label: formatArticleDate(iso, lang) });
  return {
    slug,
    title: article.title,
    excerpt: article.excerpt,
    categoryLabel: article.categoryLabel,
    author: article.author,
    // The editorial team is a group named with an article in Spanish ("Por el Equipo editorial…"), a person is not.
    byTeam: article.author === DEFAULT_AUTHOR[lang],
    published: date(article.publishedAt),
    updated: article.updatedAt !== article.publishedAt ? date(article.updatedAt) : null,
    html: article.html,
    terms: article.terms,
    related: article.related,
    url: absoluteUrl(localizePath(`/news/${slug}`, lang)),
  };
}

export function meta({ location, loaderData }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const path = `/news/${loaderData.slug}`;
  return [
    ...pageMeta({
      lang,
      path,
      title: loaderData.title,
      description: loaderData.excerpt,
      breadcrumbNames: trailNames(path, lang, getI18n(lang).t),
      article: {
        headline: loaderData.title,
        datePublished: loaderData.published.iso,
        dateModified: loaderData.updated?.iso ?? loaderData.published.iso,
        author: loaderData.author,
      },
    }),
    feedHeadLink(lang, getI18n(lang).getFixedT(lang, FEED_NS)("headTitle"), absoluteUrl),
  ];
}

/** What "Listen to this page" reads: the title, the lede and the body. */
const READ_ALOUD = ["article-title", "article-lede", "article-body"];

/**
 * /news/{slug}: a reading page (issue 29), prerendered and never hydrated; its parts' enhancements (share and copy
 * link, Listen, the defined words, the reader question) run from the templates they render here. Back link, category, title, excerpt, dates, share, body, related links, stay informed. */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(NEWS_NS);
  const lang = i18n.language as Lang;
  const a = loaderData;
  const [attachTermTips, termTips] = useHtmlTermTips(a.terms);
  return (
    <article className="mg-article" aria-labelledby="article-title">
      <p className="mg-news-back" data-page-text="skip">
        <RouterLink to={routeHref("news", lang)} className="mg-news-link">
          <span aria-hidden="true">←</span> {t("article.back")}
        </RouterLink>
      </p>

      <header className="mg-article__header">
        <p className="mg-news-badge">
          <span className="mg-visually-hidden">{t("article.category")} </span>
          {a.categoryLabel}
        </p>
        <h1 id="article-title">{a.title}</h1>
        <p className="mg-news-lede" id="article-lede">
          {a.excerpt}
        </p>
        <ul className="mg-article__meta">
          <li>{t("article.by", { author: a.author, context: a.byTeam ? "team" : undefined })}</li>
          <li>
            {t("article.published")} <time dateTime={a.published.iso}>{a.published.label}</time>
          </li>
          {a.updated && (
            <li>
              {t("article.updated")} <time dateTime={a.updated.iso}>{a.updated.label}</time>
            </li>
          )}
        </ul>
      </header>

      <ShareLinks url={a.url} title={a.title} />
      <Listen rootIds={READ_ALOUD} />
      <ListenTemplate rootIds={READ_ALOUD} />

      <Prose
        id="article-body"
        className="mg-article__body"
        ref={attachTermTips}
        // oxlint-disable-next-line react/no-danger -- markdown-it html:false output, built at build time
        dangerouslySetInnerHTML={{ __html: a.html }}
      />
      {termTips}
      <HtmlTermTipTemplates terms={a.terms} />

      {a.related.length > 0 && (
        <section className="mg-related" aria-labelledby="article-related" data-page-text="skip">
          <Heading level={2} id="article-related">
            {t("article.relatedTitle")}
          </Heading>
          <ul className="mg-related__list">
            {a.related.map((link) => (
              <li key={link.path}>
                <span className="mg-news-badge">{t(`article.relatedTypes.${link.type}`)}</span>
                <RouterLink to={localizePath(link.path, lang)} className="mg-news-link">
                  {link.title}
                </RouterLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ReaderQuestion template={<ReaderQuestionTemplate />} />

      <section className="mg-news-cta" aria-labelledby="article-stay-informed">
        <Heading level={2} id="article-stay-informed">
          {t("stayInformed.title")}
        </Heading>
        <p>{t("stayInformed.text")}</p>
        <p className="mg-news-cta__actions">
          <RouterLink to={localizePath(quizHref("sidebar_cta"), lang)} className="mg-news-cta__link">
            {t("stayInformed.cta")}
          </RouterLink>
          <RouterLink to={routeHref("news", lang)} className="mg-news-link">
            {t("stayInformed.allNews")}
          </RouterLink>
        </p>
        <FeedLink />
      </section>

      <WordsOnThisPage terms={a.terms} />
    </article>
  );
}
