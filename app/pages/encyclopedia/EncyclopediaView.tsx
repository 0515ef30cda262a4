import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PlainButton, Heading, Link, TextField, useAnnounce } from "@medicare-guide/design-system";
import { filterTerms, groupByLetter } from "@medicare-guide/content/glossary/filter";
import type { GlossaryTerm } from "@medicare-guide/content/glossary/types";
import { routeHref, type Lang, localizePath } from "@medicare-guide/content/routes";
import { focusTarget, isModifiedClick, letterId } from "./focus-target.ts";

/** Wait after the last keystroke before the result count is announced, so typing is not interrupted. */
export const ANNOUNCE_AFTER_MS = 700;

export interface EncyclopediaViewProps {
  /** Every term in the page's language, alphabetical (from the loader). */
  terms: readonly GlossaryTerm[];
  /** The page's language (links are localized with it). */
  lang: Lang;
}

/**
 * The searchable A-Z glossary. Without JavaScript the full list is in the HTML and every anchor works;
 * with it, the list filters as the visitor types, the count is announced politely, and related-term links
 * move focus to the term (clearing the search first when the term is filtered out).
 */
export function EncyclopediaView({ terms, lang }: EncyclopediaViewProps) {
  const { t } = useTranslation("encyclopedia");
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const announce = useAnnounce();

  const visible = useMemo(() => filterTerms(terms, query), [terms, query]);
  const groups = useMemo(() => groupByLetter(visible), [visible]);
  const trimmed = query.trim();

  const status = !trimmed
    ? t("count.all", { count: terms.length })
    : visible.length === 0
      ? t("noMatch", { query: trimmed })
      : t("count.matching", { count: visible.length, query: trimmed });

  // Announce the count once typing pauses (never on first render: nothing has changed yet).
  const lastAnnounced = useRef(status);
  useEffect(() => {
    if (status === lastAnnounced.current) return;
    const timer = setTimeout(() => {
      lastAnnounced.current = status;
      announce(status);
    }, ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [status, announce]);

  const moveTo = useCallback((event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    if (focusTarget(id)) return;
    // The term is filtered out: show the full list first (synchronously), then move to it.
    flushSync(() => setQuery(""));
    focusTarget(id);
  }, []);

  return (
    <>
      <Heading level={1}>{t("title")}</Heading>
      <p className="mg-page-lede">{t("lede")}</p>

      {/* Without JavaScript, Enter sends the words to site search; with it, the list filters in place. */}
      <search aria-label={t("search.formLabel")}>
        <form
          action={routeHref("search", lang)}
          method="get"
          className="mg-encyclopedia__search"
          onSubmit={(event) => {
            // With JavaScript the list already follows the words; the button takes the visitor to the count.
            event.preventDefault();
            statusRef.current?.focus();
          }}
        >
          <TextField
            label={t("search.label")}
            description={t("search.hint")}
            name="q"
            value={query}
            onChange={setQuery}
            inputRef={inputRef}
            autoComplete="off"
            spellCheck="false"
            width={30}
          />
          <PlainButton type="submit" className="mg-encyclopedia__submit">
            {t("search.submit")}
          </PlainButton>
          {trimmed && (
            <PlainButton
              variant="secondary"
              className="mg-encyclopedia__clear"
              onPress={() => {
                setQuery("");
                inputRef.current?.focus();
              }}
            >
              {t("search.clear")}
            </PlainButton>
          )}
        </form>
      </search>

      {visible.length > 0 ? (
        <p className="mg-encyclopedia__count" ref={statusRef} tabIndex={-1}>
          {status}
        </p>
      ) : (
        <p className="mg-encyclopedia__no-match" ref={statusRef} tabIndex={-1}>
          {status}
        </p>
      )}

      {groups.length > 0 && (
        <nav aria-labelledby="encyclopedia-letters" className="mg-encyclopedia__letters">
          <p id="encyclopedia-letters" className="mg-encyclopedia__letters-intro">
            {t("letters.intro")}
          </p>
          <ul>
            {groups.map(({ letter }) => (
              <li key={letter}>
                <a href={`#${letterId(letter)}`} onClick={(event) => moveTo(event, letterId(letter))}>
                  {letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {groups.map(({ letter, terms: letterTerms }) => (
        <section key={letter} aria-labelledby={letterId(letter)} className="mg-encyclopedia__group">
          <h2 id={letterId(letter)} tabIndex={-1} className="mg-encyclopedia__letter">
            {letter}
          </h2>
          {letterTerms.map((term) => (
            <div key={term.id} className="mg-term">
              <h3 id={term.id} tabIndex={-1} className="mg-term__title">
                {term.term}
              </h3>
              <p className="mg-term__definition">{term.definition}</p>
              <p className="mg-term__example">
                <strong>{t("term.example")}</strong> {term.example}
              </p>
              <div className="mg-term__related">
                <p id={`${term.id}-related`} className="mg-term__related-label">
                  {t("term.related")}
                </p>
                <ul aria-labelledby={`${term.id}-related`}>
                  {term.related.map((related) => (
                    <li key={related.id}>
                      <a href={`#${related.id}`} onClick={(event) => moveTo(event, related.id)}>
                        {related.term}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
              <p className="mg-term__more">
                {term.learnMore.kind === "internal" ? (
                  <Link href={localizePath(term.learnMore.path, lang)} standalone>
                    {t("term.learnMore", { term: term.term })}
                  </Link>
                ) : (
                  <Link href={term.learnMore.url} external standalone>
                    {t("term.learnMore", { term: term.term })}
                  </Link>
                )}
              </p>
            </div>
          ))}
        </section>
      ))}

      <section aria-labelledby="encyclopedia-cta" className="mg-encyclopedia__cta">
        <Heading level={2} id="encyclopedia-cta">
          {t("cta.title")}
        </Heading>
        <p>{t("cta.text")}</p>
        <p>
          <RouterLink to={routeHref("find-your-path", lang)} className="mg-encyclopedia__cta-link">
            {t("cta.link")}
          </RouterLink>
        </p>
      </section>
    </>
  );
}
