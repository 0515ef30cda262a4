/** Parts shared by the costs pages and the IRMAA page: source lines, the source list, income ranges. */
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Heading, Link } from "@medicare-guide/design-system";
import type { LocalizedSource, LocalizedSourceRef } from "@medicare-guide/content/costs/index";
import en from "../../../locales/en/costs.json";
import es from "../../../locales/es/costs.json";
import { registerStrings, translateDataKey } from "../../i18n/index.ts";
import { routeHref, type RouteId } from "@medicare-guide/content/routes";
import type { IrmaaRow } from "../../tools/irmaa-calculator/model.ts";
import "./costs.css";
import { useLang } from "../../hooks/use-lang.ts";

export const NS = "costs";
registerStrings(NS, { en, es });

/** The page's language (the shared hook, under the name the cost pages use). */
export const usePageLang = useLang;

/** The edges of a bracket, written, and which of the official wordings joins them (range-words.ts writes them). */
export interface RangeWords {
  wording: IrmaaRow["wording"];
  min: string;
  /** null: no upper limit */
  max: string | null;
}

/**
 * "More than <lower edge>, up to <upper edge>": an IRMAA bracket's income range in words (edges as the official wording),
 * from edges already written (the cost pages get them from their loader, so they carry no money formatting).
 */
export function useRangeWords(): (range: RangeWords) => string {
  const { t } = useTranslation(NS);
  return (range) => t(`ranges.${range.wording}`, { min: range.min, max: range.max ?? "" });
}

/** "Source: Federal Register (CMS) (official)": the kind is said in words, never by colour. */
export function SourceLine({ sources }: { sources: LocalizedSourceRef[] }) {
  const { t } = useTranslation(NS);
  if (sources.length === 0) return null;
  return (
    <span className="mg-costs__source">
      {sources.map((source, i) => {
        // The publisher is marked lang="en" where its English name stays on a Spanish page.
        const [before, after] = t("costsPage.source", { publisher: "\u0000" }).split("\u0000");
        return (
          <span key={source.id}>
            {i > 0 ? "; " : ""}
            {before}
            <span lang={source.publisherLang ?? undefined}>{source.publisher}</span>
            {after} {t(`costsPage.sourceKind.${source.official ? "official" : "secondary"}`)}
          </span>
        );
      })}
    </span>
  );
}

/** The numbered list of sources at the end of a page, each a link to the document (new tab). */
export function SourceList({
  id,
  title,
  intro,
  sources,
}: {
  id: string;
  title: string;
  intro: string;
  sources: LocalizedSource[];
}) {
  const { t } = useTranslation(NS);
  const lang = usePageLang();
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="mg-costs__sources">
      <Heading level={2} id={`${id}-title`}>
        {title}
      </Heading>
      <p>{intro}</p>
      <ul className="mg-costs__source-list">
        {sources.map((source) => (
          <li key={source.id}>
            <Link href={source.url} standalone>
              <span lang={source.titleLang === lang ? undefined : source.titleLang}>{source.title}</span>
              {/* A link to a file says its type (WCAG 2.4.4; the a11y gate's link-purpose check). */}
              {/\.pdf$/i.test(new URL(source.url).pathname) && ` (${t("costsPage.sources.pdf")})`}
            </Link>
            <span className="mg-costs__source-meta">
              <span lang={source.publisherLang ?? undefined}>{source.publisher}</span>{" "}
              {t(`costsPage.sourceKind.${source.official ? "official" : "secondary"}`)}
              {/* The date in words comes with the data (content/costs, at build time). */}
              {source.published ? ` ${t("costsPage.sources.published", { date: source.published })}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The related-reading box at the end of a content page: links to this site by route id, in the page's language. */
export function RelatedLinks({ links }: { links: { to: RouteId; key: string }[] }) {
  const { t } = useTranslation(NS);
  const lang = usePageLang();
  return (
    <aside aria-labelledby="costs-related-title" className="mg-costs__related" data-page-text="skip">
      <Heading level={2} size="lg" id="costs-related-title">
        {t("related.title")}
      </Heading>
      <ul className="mg-costs__links">
        {links.map((link) => (
          <li key={link.to}>
            <RouterLink to={routeHref(link.to, lang)} className="mg-costs__link">
              {translateDataKey(t, `related.links.${link.key}`)}
            </RouterLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
