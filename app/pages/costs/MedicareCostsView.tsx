import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Callout, Card, Heading, Table, type TableColumn } from "@medicare-guide/design-system";
import type { CostsPageData } from "@medicare-guide/content/costs/index";
import { costsPageId, routeHref } from "@medicare-guide/content/routes";
import { isPlanYear } from "@medicare-guide/content/figures/index";
import { BackToLink } from "../legal/BackToLink.tsx";
import { TermText, WordsOnThisPage } from "../../components/PageTerms/index.ts";
import type { CostsIrmaa, CostsIrmaaRow } from "./cost-irmaa.ts";
import { NS, RelatedLinks, SourceLine, SourceList, usePageLang, useRangeWords } from "./CostsParts.tsx";

export interface MedicareCostsViewProps {
  /** The page's year, in the page's language, figures filled in (build-time loader). */
  data: CostsPageData;
  /**
   * The year's IRMAA brackets for single and joint returns, amounts written in the page's language, and the tax
   * year they read (build-time loader).
   */
  irmaa: CostsIrmaa;
}

/**
 * The ONE template of every /medicare-costs-{year} page (the tools specification, "Content pages"): key figure
 * cards, four cost cards, the year's IRMAA table, links to the IRMAA table and calculator, and the sources.
 * Anchors: #costs (the page body), #key-figures, #medicare-costs, #irmaa-table, #sources.
 */
export function MedicareCostsView({ data, irmaa }: MedicareCostsViewProps) {
  const { t } = useTranslation(NS);
  const lang = usePageLang();
  const range = useRangeWords();
  const { year, otherYear } = data;
  const { taxYear, rows } = irmaa;
  const columns: TableColumn<CostsIrmaaRow>[] = [
    {
      id: "tier",
      header: t("costsPage.irmaa.col.tier"),
      isRowHeader: true,
      cell: (row) => (row.tier === 0 ? t("costsPage.irmaa.tierNone") : t("costsPage.irmaa.tier", { n: row.tier + 1 })),
    },
    { id: "single", header: t("costsPage.irmaa.col.single"), cell: (row) => range(row.single) },
    { id: "joint", header: t("costsPage.irmaa.col.joint"), cell: (row) => range(row.joint) },
    {
      id: "partB",
      header: t("costsPage.irmaa.col.partB"),
      numeric: true,
      cell: (row) => row.partB,
    },
    {
      id: "partD",
      header: t("costsPage.irmaa.col.partD"),
      numeric: true,
      cell: (row) => row.partD,
    },
  ];

  return (
    <div id="costs" className="mg-costs">
      <BackToLink to={routeHref("medicare-101", lang)}>{t("back")}</BackToLink>
      <h1>{t("costsPage.title", { year })}</h1>
      <p className="mg-page-lede">{t("costsPage.lede", { year })}</p>

      <Callout
        variant="info"
        heading={t("costsPage.yearNotice.heading", { year })}
        headingLevel={2}
        className="mg-costs__year"
      >
        <p>
          {t("costsPage.yearNotice.text")}{" "}
          <RouterLink to={routeHref(costsPageId(otherYear), lang)}>
            {t("costsPage.yearNotice.link", { year: otherYear })}
          </RouterLink>
        </p>
        {/* The newest year with figures: say plainly that the next year's are not here (no guessed numbers). */}
        {!isPlanYear(year + 1) && <p>{t("costsPage.yearNotice.nextNotPublished", { next: year + 1 })}</p>}
      </Callout>

      <nav aria-label={t("costsPage.jump.label")} className="mg-costs__jump">
        <ul>
          <li>
            <a href="#irmaa-table" className="mg-costs__button">
              {t("costsPage.jump.table", { year })}
            </a>
          </li>
          <li>
            <RouterLink
              to={routeHref("irmaa-income-brackets", lang, { hash: "irmaa-calculator" })}
              className="mg-costs__button"
            >
              {t("costsPage.jump.calculator")}
            </RouterLink>
          </li>
        </ul>
      </nav>

      <section id="key-figures" aria-labelledby="key-figures-title">
        <Heading level={2} id="key-figures-title">
          {t("costsPage.keyFigures.title", { year })}
        </Heading>
        <ul className="mg-costs__grid mg-costs__grid--key">
          {data.keyFigures.map((figure) => (
            <li key={figure.id}>
              <Card heading={figure.title} headingLevel={3} headingSize="md" className="mg-costs__key">
                <p className="mg-costs__amount">{figure.amount}</p>
                <p>
                  <TermText text={figure.text} terms={data.terms} />
                </p>
                <p>
                  <SourceLine sources={figure.sources} />
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section id="medicare-costs" aria-labelledby="medicare-costs-title">
        <Heading level={2} id="medicare-costs-title">
          {t("costsPage.cards.title", { year })}
        </Heading>
        <ul className="mg-costs__grid">
          {data.cards.map((card) => (
            <li key={card.id} id={`costs-${card.id}`}>
              <Card heading={card.title} headingLevel={3} className="mg-costs__card">
                <p>
                  <TermText text={card.intro} terms={data.terms} />
                </p>
                {/* No aria-label: a <dl> has no role that takes a name, so screen readers ignored it (html-validate
                    aria-label-misuse); the card's heading and the section's heading with its year name the list. */}
                <dl className="mg-costs__items">
                  {card.items.map((item) => (
                    <div key={item.id} className="mg-costs__item">
                      <dt>{item.label}</dt>
                      <dd>
                        <span className="mg-costs__value">{item.value ?? t("costsPage.notConfirmed")}</span>
                        {/* A paragraph, so a defined word's toggletip sits in a sentence (WCAG 2.5.8 inline exception). */}
                        {item.note ? (
                          <p className="mg-costs__note">
                            <TermText text={item.note} terms={data.terms} />
                          </p>
                        ) : null}
                        <SourceLine sources={item.sources} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section id="irmaa-table" aria-labelledby="irmaa-table-title">
        <Heading level={2} id="irmaa-table-title">
          {t("costsPage.irmaa.title", { year })}
        </Heading>
        <p>{t("costsPage.irmaa.text", { year, taxYear })}</p>
        <Table<CostsIrmaaRow>
          caption={t("costsPage.irmaa.caption", { year, taxYear })}
          rows={rows}
          rowKey={(row) => String(row.tier)}
          columns={columns}
        />
        <ul className="mg-costs__links">
          <li>
            <RouterLink
              to={routeHref("irmaa-income-brackets", lang, { hash: "irmaa-table" })}
              className="mg-costs__link"
            >
              {t("costsPage.irmaa.tablesLink")}
            </RouterLink>
          </li>
          <li>
            <RouterLink
              to={routeHref("irmaa-income-brackets", lang, { hash: "irmaa-calculator" })}
              className="mg-costs__link"
            >
              {t("costsPage.irmaa.calculatorLink")}
            </RouterLink>
          </li>
        </ul>
      </section>

      <WordsOnThisPage terms={data.terms} />

      <SourceList
        id="sources"
        title={t("costsPage.sources.title", { year })}
        intro={t("costsPage.sources.intro")}
        sources={data.sources}
      />

      <RelatedLinks
        links={[
          { to: "tools-cost-estimator", key: "estimator" },
          { to: "tools-oop-max-tracker", key: "oopTracker" },
          { to: "irmaa-income-brackets", key: "brackets" },
          { to: "medicare-101", key: "medicare101" },
        ]}
      />
    </div>
  );
}
