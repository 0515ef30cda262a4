import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Callout, Card, Heading, Table } from "@medicare-guide/design-system";
import type { LocalizedComparisonRow, LocalizedPartDYear, PartsContent } from "@medicare-guide/content/parts/index";
import en from "../../../locales/en/parts.json";
import es from "../../../locales/es/parts.json";
import { registerStrings } from "../../i18n/index.ts";
import { BackToLink } from "../legal/BackToLink.tsx";
import { routeHref, type Lang } from "@medicare-guide/content/routes";
import { ShowMoreList } from "./ShowMoreList.tsx";
import "./PartsPage.css";

registerStrings("parts", { en, es });

export interface PartsViewProps {
  /** The page's content in its language, figures filled in (build-time loader). */
  content: PartsContent;
}

/** Section anchors other pages link to (#part-a ... #part-d are the cards). */
export const SECTION_IDS = {
  parts: "parts",
  comparison: "comparison",
  medigap: "medigap-note",
  gap: "part-d-coverage-gap",
} as const;

/**
 * /parts-abcd-comparison (spec 2.2): four part cards (a grid on wide screens; on
 * narrow screens each list shows 3 items and "+ n more"), Original Medicare vs
 * Medicare Advantage with pros and cons, a Medigap note and the Part D coverage gap guide.
 */
export function PartsView({ content }: PartsViewProps) {
  const { t, i18n } = useTranslation("parts");
  const lang = i18n.language as Lang;

  return (
    <>
      <BackToLink to={routeHref("medicare-101", lang)}>{t("back")}</BackToLink>
      <h1>{t("title")}</h1>
      <p className="mg-page-lede">{t("lede")}</p>

      <nav aria-label={t("onPage.label")} className="mg-parts__toc">
        <ul>
          <li>
            <a href={`#${SECTION_IDS.parts}`}>{t("onPage.parts")}</a>
          </li>
          <li>
            <a href={`#${SECTION_IDS.comparison}`}>{t("onPage.comparison")}</a>
          </li>
          <li>
            <a href={`#${SECTION_IDS.medigap}`}>{t("onPage.medigap")}</a>
          </li>
          <li>
            <a href={`#${SECTION_IDS.gap}`}>{t("onPage.gap")}</a>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="parts-title" id={SECTION_IDS.parts} className="mg-parts__section">
        <Heading level={2} id="parts-title">
          {t("parts.title")}
        </Heading>
        <p>{t("parts.text")}</p>
        <ul className="mg-parts__grid">
          {content.parts.map((card) => (
            <li key={card.id}>
              <Card id={card.id} heading={card.title} headingLevel={3} headingSize="md" className="mg-parts__card">
                <p>{card.summary}</p>
                <dl className="mg-parts__costs">
                  <div>
                    <dt>{t("card.premium")}</dt>
                    <dd>{card.premium}</dd>
                  </div>
                  <div>
                    <dt>{t("card.deductible")}</dt>
                    <dd>{card.deductible}</dd>
                  </div>
                </dl>
                <Heading level={4} size="md">
                  {t("card.covers")}
                </Heading>
                <ShowMoreList
                  items={card.covers}
                  label={t("card.coversList", { part: t("card.partName", { letter: card.part }) })}
                />
                <Heading level={4} size="md">
                  {t("card.doesntCover")}
                </Heading>
                <ShowMoreList
                  items={card.doesntCover}
                  label={t("card.doesntCoverList", { part: t("card.partName", { letter: card.part }) })}
                />
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="comparison-title" id={SECTION_IDS.comparison} className="mg-parts__section">
        <Heading level={2} id="comparison-title">
          {t("comparison.title")}
        </Heading>
        <p>{t("comparison.text")}</p>
        <Table<LocalizedComparisonRow>
          caption={t("comparison.caption")}
          rowKey={(row) => row.id}
          rows={content.comparison}
          columns={[
            { id: "feature", header: t("comparison.feature"), isRowHeader: true },
            { id: "original", header: t("comparison.original") },
            { id: "advantage", header: t("comparison.advantage") },
          ]}
        />
        <Heading level={3}>{t("comparison.prosConsTitle")}</Heading>
        <ul className="mg-parts__pros-cons">
          {content.prosCons.map((item) => (
            <li key={item.id}>
              <Card heading={item.title} headingLevel={4} headingSize="md">
                <p className="mg-parts__pc-label">{t("comparison.pros")}</p>
                <ul
                  aria-label={t("comparison.prosOf", { name: item.title })}
                  className="mg-parts__pc-list mg-parts__pc-list--pro"
                >
                  {item.pros.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
                <p className="mg-parts__pc-label">{t("comparison.cons")}</p>
                <ul
                  aria-label={t("comparison.consOf", { name: item.title })}
                  className="mg-parts__pc-list mg-parts__pc-list--con"
                >
                  {item.cons.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
        <p>
          <RouterLink to={routeHref("tools-plan-comparison", lang)} className="mg-parts__link">
            {t("comparison.planComparison")}
          </RouterLink>
        </p>
      </section>

      <div id={SECTION_IDS.medigap} className="mg-parts__section">
        <Callout variant="info" heading={t("medigap.title")} headingLevel={2}>
          <p>{t("medigap.text")}</p>
          <p>
            <RouterLink to={routeHref("medigap", lang)} className="mg-parts__link">
              {t("medigap.link")}
            </RouterLink>
          </p>
        </Callout>
      </div>

      <section aria-labelledby="gap-title" id={SECTION_IDS.gap} className="mg-parts__section">
        <Heading level={2} id="gap-title">
          {t("gap.title")}
        </Heading>
        <p className="mg-page-lede">{t("gap.lede")}</p>
        <Table<LocalizedPartDYear>
          caption={t("gap.caption")}
          rowKey={(row) => String(row.year)}
          rows={content.partDYears}
          columns={[
            { id: "year", header: t("gap.year"), isRowHeader: true },
            { id: "deductible", header: t("gap.deductible") },
            { id: "gap", header: t("gap.gap") },
            { id: "limit", header: t("gap.limit") },
          ]}
        />
        {content.gapGuide.map((section) => (
          <div key={section.id} className="mg-parts__guide">
            <Heading level={3} id={section.id}>
              {section.heading}
            </Heading>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        ))}
      </section>

      <section aria-labelledby="related-title" className="mg-parts__section mg-parts__related" data-page-text="skip">
        <Heading level={2} id="related-title">
          {t("related.title")}
        </Heading>
        <ul>
          <li>
            <RouterLink to={routeHref("enrollment-timeline", lang)} className="mg-parts__link">
              {t("related.timeline")}
            </RouterLink>
          </li>
          <li>
            <RouterLink to={routeHref("tools-cost-estimator", lang)} className="mg-parts__link">
              {t("related.costEstimator")}
            </RouterLink>
          </li>
          <li>
            <RouterLink to={routeHref("medicare-101", lang)} className="mg-parts__link">
              {t("related.medicare101")}
            </RouterLink>
          </li>
          <li>
            <RouterLink to={routeHref("encyclopedia", lang)} className="mg-parts__link">
              {t("related.encyclopedia")}
            </RouterLink>
          </li>
        </ul>
      </section>
    </>
  );
}
