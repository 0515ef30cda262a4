import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Button, Heading, TextField, useAnnounce } from "@medicare-guide/design-system";
import { searchableArticles } from "@medicare-guide/content/news/index";
import { getTerms } from "@medicare-guide/content/glossary/index";
import en from "../../../locales/en/search.json";
import es from "../../../locales/es/search.json";
import { getI18n, registerStrings } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { routeHref, type Lang, langFromPath, localizePath, routePath } from "@medicare-guide/content/routes";
import { search, searchState, type SearchIndex } from "./search.ts";
import type { Route } from "./+types/SearchPage";
import "./search.css";

registerStrings("search", { en, es });

/** How long typing must pause before the result count is announced. */
const ANNOUNCE_AFTER_MS = 700;

/** Build time: the small search index of the page's language (articles' text and encyclopedia terms). */
export function loader({ request }: Route.LoaderArgs): SearchIndex {
  const lang = langFromPath(new URL(request.url).pathname);
  return {
    articles: searchableArticles(lang),
    terms: getTerms(lang).map(({ id, term, definition }) => ({ id, term, definition })),
  };
}

/** The index never changes: typing (which updates ?q=) must not refetch it. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const i18n = getI18n(lang);
  const t = i18n.getFixedT(lang, "search");
  return pageMeta({
    lang,
    path: routePath("search"),
    title: t("metaTitle"),
    description: t("metaDescription"),
    breadcrumbNames: trailNames(routePath("search"), lang, i18n.t),
  });
}

const noSubscribe = () => () => {};

/** Marks the URL updates the page makes itself while the visitor types. */
const OWN_UPDATE = { fromSearchPage: true } as const;

/**
 * /search?q=: the query is read from the URL once the page is interactive (the
 * prerendered page shows the "Start Your Search" prompt), results update as the
 * visitor types, the URL follows, and the count is announced politely.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("search");
  const lang = i18n.language as Lang;
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState("");
  const announce = useAnnounce();
  const announceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Follow the URL once interactive (the prerendered page has no query), and again whenever another
  // search box (the header's) navigates here; the page's own URL updates while typing are marked and skipped.
  // Adjusted during render (React's "information from previous renders" pattern), not in an effect.
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const [seenKey, setSeenKey] = useState<string | undefined>(undefined);
  if (hydrated && location.key !== seenKey) {
    setSeenKey(location.key);
    const ownUpdate = (location.state as typeof OWN_UPDATE | null)?.fromSearchPage === true;
    if (!ownUpdate) setQuery(searchParams.get("q") ?? "");
  }

  const results = useMemo(() => search(loaderData, query), [loaderData, query]);
  const state = searchState(results);
  const countText = t("count", { count: results.total, query: results.query });

  useEffect(() => {
    clearTimeout(announceTimer.current);
    if (state === "start") return;
    const message = state === "none" ? t("none.title") : countText;
    announceTimer.current = setTimeout(() => announce(message), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(announceTimer.current);
  }, [state, countText, announce, t]);

  function update(value: string) {
    setQuery(value);
    const next = new URLSearchParams(searchParams);
    if (value.trim()) next.set("q", value);
    else next.delete("q");
    setSearchParams(next, { replace: true, preventScrollReset: true, state: OWN_UPDATE });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update(query);
    announce(state === "none" ? t("none.title") : state === "results" ? countText : t("start.title"));
  }

  return (
    <>
      <h1 id="search-title">{t("title")}</h1>
      <search aria-labelledby="search-title">
        <form className="mg-search-page__form" action={routeHref("search", lang)} method="get" onSubmit={onSubmit}>
          <TextField
            label={t("label")}
            description={t("hint")}
            name="q"
            type="search"
            autoComplete="off"
            value={query}
            onChange={update}
            className="mg-search-page__field"
          />
          <Button type="submit" className="mg-search-page__submit">
            {t("submit")}
          </Button>
        </form>
      </search>

      <div className="mg-search-page__results">
        {state === "start" && (
          <section aria-labelledby="search-start">
            <Heading level={2} id="search-start">
              {t("start.title")}
            </Heading>
            <p>{t("start.text")}</p>
          </section>
        )}

        {state === "none" && (
          <section aria-labelledby="search-none">
            <Heading level={2} id="search-none">
              {t("none.title")}
            </Heading>
            <p>{t("none.text", { query: results.query })}</p>
            <ul className="mg-search-page__browse">
              {(
                [
                  ["medicare101", routePath("medicare-101")],
                  ["encyclopedia", routePath("encyclopedia")],
                  ["news", routePath("news")],
                  ["tools", routePath("tools")],
                ] as const
              ).map(([key, path]) => (
                <li key={key}>
                  <RouterLink to={localizePath(path, lang)} className="mg-search-page__link">
                    {t(`none.${key}`)}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </section>
        )}

        {state === "results" && (
          <>
            <p className="mg-search-page__count">{countText}</p>
            {results.articles.length > 0 && (
              <section aria-labelledby="search-articles">
                <Heading level={2} id="search-articles">
                  {t("articles")} ({results.articles.length})
                </Heading>
                <ul className="mg-search-page__list">
                  {results.articles.map((article) => (
                    <li key={article.slug}>
                      <Heading level={3} size="md">
                        <RouterLink to={localizePath(`/news/${article.slug}`, lang)} className="mg-search-page__link">
                          {article.title}
                        </RouterLink>
                      </Heading>
                      <p>{article.excerpt}</p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {results.terms.length > 0 && (
              <section aria-labelledby="search-terms">
                <Heading level={2} id="search-terms">
                  {t("terms")} ({results.terms.length})
                </Heading>
                <ul className="mg-search-page__list">
                  {results.terms.map((term) => (
                    <li key={term.id}>
                      <Heading level={3} size="md">
                        <RouterLink
                          to={localizePath(`/encyclopedia#${term.id}`, lang)}
                          className="mg-search-page__link"
                        >
                          {term.term}
                        </RouterLink>
                      </Heading>
                      <p>{term.definition}</p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}
