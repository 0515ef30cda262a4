import { useTranslation } from "react-i18next";
import { Heading } from "@medicare-guide/design-system";
import en from "../../../locales/en/page-terms.json";
import es from "../../../locales/es/page-terms.json";
import type { PageTerm } from "@medicare-guide/content/glossary/term-marks";
import { registerStrings } from "../../i18n/index.ts";

registerStrings("page-terms", { en, es });

export interface WordsOnThisPageProps {
  terms: readonly PageTerm[];
  /** Outline level of the heading (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * "Words on this page" (issue 17): every defined word the page uses, with its
 * definition from the encyclopedia and a link to the full entry. Plain HTML, so it
 * reads without JavaScript and prints (the toggletips themselves do not).
 */
export function WordsOnThisPage({ terms, headingLevel = 2 }: WordsOnThisPageProps) {
  const { t } = useTranslation("page-terms");
  if (terms.length === 0) return null;
  return (
    <section className="mg-page-terms" aria-labelledby="page-terms-title">
      <Heading level={headingLevel} id="page-terms-title">
        {t("title")}
      </Heading>
      <p>{t("intro")}</p>
      <dl className="mg-page-terms__list">
        {terms.map((term) => (
          <div key={term.id} className="mg-page-terms__item">
            <dt>
              <a href={term.href} className="mg-page-terms__link">
                {term.term}
              </a>
            </dt>
            <dd>{term.definition}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
