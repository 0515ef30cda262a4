import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Heading } from "@medicare-guide/design-system";
import type { IrmaaGuideData } from "@medicare-guide/content/costs/index";
import { currentCostsPageId, routeHref, localizePath } from "@medicare-guide/content/routes";
import { BackToLink } from "../legal/BackToLink.tsx";
import { IRMAA_TOOL_YEARS } from "../../tools/irmaa-calculator/model.ts";
import { RelatedLinks, SourceList, usePageLang } from "./CostsParts.tsx";
import { NS } from "./irmaa-page-strings.ts";
import { TermText, WordsOnThisPage } from "../../components/PageTerms/index.ts";
import { IrmaaPageCalculator } from "./IrmaaPageCalculator.tsx";
import { IrmaaTierTables } from "./IrmaaTierTables.tsx";

export interface IrmaaBracketsViewProps {
  /** The guide and the tables' sources, in the page's language (build-time loader). */
  guide: IrmaaGuideData;
}

const SECTIONS = ["irmaa-table", "irmaa-guide", "irmaa-calculator"] as const;
const SECTION_TITLE = {
  "irmaa-table": "irmaaPage.table.title",
  "irmaa-guide": "irmaaPage.guide.title",
  "irmaa-calculator": "irmaaPage.calculator.title",
} as const satisfies Record<(typeof SECTIONS)[number], string>;

/**
 * /irmaa-income-brackets (the tools specification, "Content pages", "IRMAA page calculator", "IRMAA table on the IRMAA page"): the tier tables (year and filing status, the
 * married-filing-separately table its own), a plain-language guide and the page calculator.
 * Anchors: #irmaa (the page body), #irmaa-table, #irmaa-guide, #irmaa-calculator, #calculator (the form).
 */
export function IrmaaBracketsView({ guide }: IrmaaBracketsViewProps) {
  const { t } = useTranslation(NS);
  const lang = usePageLang();
  const years = new Intl.ListFormat(lang === "es" ? "es-US" : "en-US", { type: "conjunction" }).format(
    IRMAA_TOOL_YEARS,
  );
  const publishers = [...new Set(guide.sources.map((s) => s.publisher))];

  return (
    <div id="irmaa" className="mg-costs">
      <BackToLink to={routeHref("medicare-101", lang)}>{t("back")}</BackToLink>
      <h1>{t("irmaaPage.title")}</h1>
      <p className="mg-page-lede">{t("irmaaPage.lede", { years })}</p>

      <nav aria-labelledby="irmaa-toc-title" className="mg-costs__toc">
        <Heading level={2} size="md" id="irmaa-toc-title">
          {t("irmaaPage.onThisPage")}
        </Heading>
        <ul>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className="mg-costs__link">
                {t(SECTION_TITLE[id])}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="irmaa-table" aria-labelledby="irmaa-table-title">
        <Heading level={2} id="irmaa-table-title">
          {t("irmaaPage.table.title")}
        </Heading>
        <p>{t("irmaaPage.table.intro")}</p>
        <IrmaaTierTables />
        <p className="mg-costs__note">
          {t("irmaaPage.sourceNote", {
            sources: new Intl.ListFormat(lang === "es" ? "es-US" : "en-US").format(publishers),
          })}
        </p>
      </section>

      <section id="irmaa-guide" aria-labelledby="irmaa-guide-title">
        <Heading level={2} id="irmaa-guide-title">
          {t("irmaaPage.guide.title")}
        </Heading>
        {guide.sections.map((section) => (
          <section
            key={section.id}
            id={`irmaa-guide-${section.id}`}
            aria-labelledby={`irmaa-guide-${section.id}-title`}
          >
            <Heading level={3} id={`irmaa-guide-${section.id}-title`}>
              {section.title}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <TermText text={paragraph} terms={guide.terms} />
              </p>
            ))}
            {section.list.length > 0 && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>
                    <TermText text={item} terms={guide.terms} />
                  </li>
                ))}
              </ul>
            )}
            {section.link && (
              <p>
                <RouterLink to={localizePath(section.link.href, lang)} className="mg-costs__link">
                  {section.link.label}
                </RouterLink>
              </p>
            )}
          </section>
        ))}
      </section>

      <section id="irmaa-calculator" aria-labelledby="irmaa-calculator-title">
        <Heading level={2} id="irmaa-calculator-title">
          {t("irmaaPage.calculator.title")}
        </Heading>
        <p>{t("irmaaPage.calculator.intro")}</p>
        <IrmaaPageCalculator />
      </section>

      <WordsOnThisPage terms={guide.terms} />

      <SourceList
        id="sources"
        title={t("costsPage.sources.title", { year: years })}
        intro={t("costsPage.sources.intro")}
        sources={guide.sources}
      />

      <RelatedLinks
        links={[
          { to: "tools-irmaa-calculator", key: "irmaaTool" },
          { to: "tools-irmaa-appeal", key: "appeal" },
          { to: "path-irmaa-planning", key: "planning" },
          { to: currentCostsPageId(), key: "costs" },
        ]}
      />
    </div>
  );
}
