import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PlainButton, Heading } from "@medicare-guide/design-system";
import { highlight } from "./search-highlight.ts";
import type { SearchGroup, SearchHit } from "./search-types.ts";

/** Results shown per group before "Show all": a long list is hard to move through by heading or swipe. */
export const GROUP_PREVIEW = 5;

function Passage({ hit }: { hit: SearchHit }) {
  const segments = highlight(hit.text, hit.terms) ?? highlight(hit.description, hit.terms);
  if (!segments) return hit.description ? <p>{hit.description}</p> : null;
  return <p>{segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}</p>;
}

function ResultGroup({ group }: { group: SearchGroup }) {
  const { t } = useTranslation("search");
  const [all, setAll] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  // "Show all" disappears once pressed: focus moves to the first result it revealed, not to the page's start.
  const revealed = useRef(false);
  useEffect(() => {
    if (!all || revealed.current) return;
    revealed.current = true;
    list.current?.querySelectorAll<HTMLAnchorElement>("a")[GROUP_PREVIEW]?.focus();
  }, [all]);
  const headingId = `search-group-${group.type}`;
  const shown = all ? group.hits : group.hits.slice(0, GROUP_PREVIEW);
  const name = t(`groups.${group.type}`);
  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t("groupHeading", { name, count: group.hits.length })}
      </Heading>
      <ul className="mg-search-page__list" ref={list}>
        {shown.map((hit) => (
          <li key={hit.id}>
            <Heading level={3} size="md">
              {hit.url.startsWith("/") ? (
                <RouterLink to={hit.url} className="mg-search-page__link">
                  {hit.title}
                </RouterLink>
              ) : (
                <a href={hit.url} className="mg-search-page__link">
                  {hit.title} <span className="mg-search-page__external">{t("officialSite")}</span>
                </a>
              )}
            </Heading>
            <Passage hit={hit} />
          </li>
        ))}
      </ul>
      {!all && group.hits.length > GROUP_PREVIEW && (
        <PlainButton variant="secondary" onPress={() => setAll(true)} className="mg-search-page__more">
          {t("showAll", { name, count: group.hits.length })}
        </PlainButton>
      )}
    </section>
  );
}

/** The results, grouped by kind (the group of the best result first), matched words marked. */
export function SearchResultList({ groups }: { groups: readonly SearchGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <ResultGroup key={group.type} group={group} />
      ))}
    </>
  );
}
