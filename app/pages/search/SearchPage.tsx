import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useSearchParams } from "react-router";
import { PlainButton, Heading, TextField, useAnnounce } from "@medicare-guide/design-system";
import en from "../../../locales/en/search.json";
import es from "../../../locales/es/search.json";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { getI18n, registerStrings } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { routeHref, type Lang, langFromPath, routePath } from "@medicare-guide/content/routes";
import { SearchResultList } from "./SearchResultList.tsx";
import { searchState, type SearchResults } from "./search-types.ts";
import { SiteIndex } from "./SiteIndex.tsx";
import { useSearchIndex } from "./use-search-index.ts";
import type { Route } from "./+types/SearchPage";
import "./search.css";

registerStrings("search", { en, es });

/** How long typing must pause before the result count is announced. */
const ANNOUNCE_AFTER_MS = 700;

const NO_RESULTS: SearchResults = { query: "", groups: [], total: 0 };

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

/** Marks the URL updates the page makes itself while the visitor types. */
const OWN_UPDATE = { fromSearchPage: true } as const;

/**
 * /search?q= (spec "Search"; issue 17 "Search everything"): the query is read from
 * the URL once the page is interactive (the prerendered page shows the "Start Your
 * Search" prompt and every page of the site), the index of the page's language is
 * fetched then, results update as the visitor types, the URL follows, and the
 * count is announced politely.
 */
export default function SearchPage() {
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
  const hydrated = useHydrated();
  const index = useSearchIndex(lang);
  const [seenKey, setSeenKey] = useState<string | undefined>(undefined);
  if (hydrated && location.key !== seenKey) {
    setSeenKey(location.key);
    const ownUpdate = (location.state as typeof OWN_UPDATE | null)?.fromSearchPage === true;
    if (!ownUpdate) setQuery(searchParams.get("q") ?? "");
  }

  const results = useMemo(() => (index.status === "ready" ? index.run(query) : NO_RESULTS), [index, query]);
  // While the index loads (or if it failed), a typed query shows that status, not "No results found".
  const waiting = index.status !== "ready" && query.trim() !== "";
  const state = waiting ? index.status : searchState(results);
  const countText = t("count", { count: results.total, query: results.query });

  useEffect(() => {
    clearTimeout(announceTimer.current);
    if (state === "start") return;
    const message =
      state === "none"
        ? t("none.title")
        : state === "loading"
          ? t("loading")
          : state === "failed"
            ? t("failed")
            : countText;
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
    announce(
      state === "none"
        ? t("none.title")
        : state === "results"
          ? countText
          : state === "start"
            ? t("start.title")
            : t(state === "loading" ? "loading" : "failed"),
    );
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
          <PlainButton type="submit" className="mg-search-page__submit">
            {t("submit")}
          </PlainButton>
        </form>
      </search>

      <div className="mg-search-page__results">
        {state === "start" && (
          <section aria-labelledby="search-start">
            <Heading level={2} id="search-start">
              {t("start.title")}
            </Heading>
            <p>{t("start.text")}</p>
            <noscript>
              <p className="mg-search-page__note">{t("noScript")}</p>
            </noscript>
          </section>
        )}

        {state === "loading" && <p className="mg-search-page__note">{t("loading")}</p>}

        {state === "failed" && <p className="mg-search-page__note">{t("failed")}</p>}

        {state === "none" && (
          <section aria-labelledby="search-none">
            <Heading level={2} id="search-none">
              {t("none.title")}
            </Heading>
            <p>{t("none.text", { query: results.query })}</p>
            <ul className="mg-search-page__browse">
              {(
                [
                  ["medicare101", "medicare-101"],
                  ["encyclopedia", "encyclopedia"],
                  ["news", "news"],
                  ["tools", "tools"],
                ] as const
              ).map(([key, id]) => (
                <li key={key}>
                  <RouterLink to={routeHref(id, lang)} className="mg-search-page__link">
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
            <SearchResultList groups={results.groups} />
          </>
        )}
      </div>

      {(state === "start" || state === "failed") && <SiteIndex lang={lang} />}
    </>
  );
}
