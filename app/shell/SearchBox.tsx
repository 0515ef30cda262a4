import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { routeHref, type Lang } from "@medicare-guide/content/routes";
import { searchAddress } from "./search-href.ts";

/** Builds the search URL for a term, or null when the trimmed term is empty (spec: nothing happens). */
export function searchHref(term: string, lang: Lang): string | null {
  return searchAddress(routeHref("search", lang), term);
}

interface SearchBoxProps {
  /** Distinguishes the header box from the mobile menu's box. */
  variant: "header" | "menu";
  /** Called after a search is submitted (the mobile menu closes itself). */
  onSearched?: () => void;
}

/**
 * Site search: a real GET form to /search (works without JavaScript); with
 * JavaScript a non-empty trimmed term navigates client-side and the box clears (on a reading page, which never
 * hydrates, SearchBox.enhance.ts does the same with a full page load).
 */
export function SearchBox({ variant, onSearched }: SearchBoxProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const [term, setTerm] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = searchHref(term, lang);
    if (!href) {
      inputRef.current?.focus();
      return;
    }
    setTerm("");
    onSearched?.();
    void navigate(href);
  }

  return (
    <search className={`mg-search mg-search--${variant}`}>
      <form className="mg-search__form" action={routeHref("search", lang)} method="get" onSubmit={onSubmit}>
        <label htmlFor={id} className="mg-visually-hidden">
          {t("search.label")}
        </label>
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          className="mg-search__input"
          placeholder={t("search.placeholder")}
          autoComplete="off"
          enterKeyHint="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <button type="submit" className="mg-search__submit">
          {t("search.submit")}
        </button>
      </form>
    </search>
  );
}
