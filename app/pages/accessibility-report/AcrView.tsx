import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { TFunction } from "i18next";
import { Table, type TableColumn } from "@medicare-guide/design-system";
import {
  CONFORMANCE_ORDER,
  type AcrReport,
  type AcrRow,
  type Level,
  type SummaryKey,
} from "@medicare-guide/content/accessibility-report/acr";
import { routeHref, type Lang } from "@medicare-guide/content/routes";
import { formatDate } from "../../tools/shared/format.ts";
import { NS } from "./strings.ts";
import { PhraseText } from "./Phrase.tsx";
import { BuildLine } from "./BuildLine.tsx";
import type { BuildProvenance } from "@medicare-guide/content/accessibility-report/build";
import { ConformanceSummary } from "./ReportView.tsx";
import "./AccessibilityReport.css";

const LEVELS: readonly Level[] = ["A", "AA", "AAA"];

/**
 * /accessibility-report/acr and /es/accessibility-report/acr: the Accessibility Conformance Report in the
 * VPAT 2.5 WCAG-edition layout (product information, standards, terms, summary, Tables 1-3, legal
 * disclaimer), every row from a11y/published/acr.json. Spec: accessibility statement, "ACR".
 */
export function AcrView({
  report,
  build,
  vpatTerms,
}: {
  report: AcrReport;
  build: BuildProvenance;
  /** The VPAT's English terms, shown beside the conformance levels of a page in another language. */
  vpatTerms?: Record<SummaryKey, string>;
}) {
  const { t, i18n } = useTranslation(NS);
  const lang = i18n.language as Lang;

  return (
    <div className="mg-a11y-report">
      <h1>{t("acr.title")}</h1>
      <p className="mg-page-lede">{t("acr.lede")}</p>

      <h2>{t("acr.product.heading")}</h2>
      <dl className="mg-a11y-report__meta">
        <dt>{t("acr.product.name")}</dt>
        <dd>
          {t("acr.product.nameText")}, {t("acr.product.commit")}{" "}
          {/* Read back by the report step's provenance check (a11y/report/provenance.ts). */}
          <code data-commit={report.commit} data-dirty={String(report.dirty)}>
            {report.commit.slice(0, 12)}
          </code>
          {report.dirty ? ` (${t("report.run.dirty")})` : ""}
        </dd>
        <BuildLine build={build} />
        <dt>{t("acr.product.date")}</dt>
        <dd>{formatDate(report.generatedAt.slice(0, 10), lang)}</dd>
        <dt>{t("acr.product.description")}</dt>
        <dd>{t("acr.product.descriptionText")}</dd>
        <dt>{t("acr.product.contact")}</dt>
        <dd>
          <RouterLink to={routeHref("contact-us", lang)}>{t("acr.product.contactLink")}</RouterLink>
        </dd>
        <dt>{t("acr.product.methods")}</dt>
        <dd>
          <RouterLink to={routeHref("accessibility-report", lang)}>{t("acr.product.methodsLink")}</RouterLink>
        </dd>
      </dl>

      <h2>{t("acr.standards.heading")}</h2>
      <p>{t("acr.standards.text")}</p>

      <h2>{t("acr.terms.heading")}</h2>
      <dl className="mg-a11y-report__meta">
        {CONFORMANCE_ORDER.map((key) => (
          <div key={key} className="mg-a11y-report__term">
            <dt>
              {t(`acr.conformance.${key}`)}
              {vpatTerms && (
                <>
                  {" "}
                  ({t("acr.terms.vpat")}: <span lang="en">{vpatTerms[key]}</span>)
                </>
              )}
            </dt>
            <dd>{t(`acr.terms.${key}`)}</dd>
          </div>
        ))}
      </dl>

      <h2>{t("acr.summary.heading")}</h2>
      <ConformanceSummary report={report} />

      <h2>{t("acr.tables.heading")}</h2>
      {LEVELS.map((level) => (
        // No labelled section: the table's own region is named by its caption (one landmark per table).
        <div key={level}>
          <h3>{t(`acr.tables.${level}`)}</h3>
          <Table<AcrRow>
            caption={t(`acr.tables.${level}`)}
            rows={report.rows.filter((r) => r.level === level)}
            rowKey={(row) => row.id}
            className="mg-a11y-report__criteria"
            columns={criterionColumns(t)}
          />
        </div>
      ))}

      <h2>{t("acr.legal.heading")}</h2>
      <p>{t("acr.legal.text")}</p>
      <p data-page-text="skip">
        <RouterLink to={routeHref("accessibility-report", lang)} className="mg-a11y-report__back">
          <span aria-hidden="true">← </span>
          {t("acr.back")}
        </RouterLink>
      </p>
    </div>
  );
}

/** Criterion (row header: number, name, level), conformance level, remarks with the evidence. */
function criterionColumns(t: TFunction<typeof NS>): TableColumn<AcrRow>[] {
  return [
    {
      id: "criterion",
      header: t("acr.tables.criterion"),
      isRowHeader: true,
      cell: (r) => `${r.id} ${r.name} (${t("acr.tables.level", { level: r.level })})`,
    },
    {
      id: "conformance",
      header: t("acr.tables.conformance"),
      cell: (r) => <strong>{t(`acr.conformance.${r.conformance}`)}</strong>,
    },
    { id: "remarks", header: t("acr.tables.remarks"), cell: (r) => <Remarks row={r} /> },
  ];
}

/** A row's remarks, then its evidence in a native disclosure (readable and usable without JavaScript). */
function Remarks({ row }: { row: AcrRow }) {
  const { t } = useTranslation(NS);
  return (
    <>
      {row.remarks.length > 0 && (
        <ul>
          {row.remarks.map((remark) => (
            <li key={remark.text}>
              <PhraseText phrase={remark} />
            </li>
          ))}
        </ul>
      )}
      {row.evidence.length > 0 && (
        <details className="mg-a11y-report__evidence">
          <summary>{t("acr.tables.evidence", { count: row.evidence.length })}</summary>
          <ul>
            {row.evidence.map((item, i) => (
              <li key={i}>
                <PhraseText phrase={item} />
                {item.links && (
                  <ul>
                    {item.links.map((link) => (
                      <li key={link.href}>
                        {/* A published document (STATIC_DOCUMENTS): a check's part of the results table or a
                            transcript (plain text, in the language Orca spoke). Full page loads. */}
                        <a
                          href={link.href}
                          hrefLang={link.hrefLang}
                          {...(link.plainText ? { type: "text/plain" } : {})}
                        >
                          {link.text}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
