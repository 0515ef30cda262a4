import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { TFunction } from "i18next";
import { Table, type TableColumn } from "@medicare-guide/design-system";
import type { AcrReport, ManualRecordRow } from "@medicare-guide/content/accessibility-report/acr";
import type { BuildProvenance } from "@medicare-guide/content/accessibility-report/build";
import { routeHref, type Lang } from "@medicare-guide/content/routes";
import { formatDate } from "../../tools/shared/format.ts";
import { NS, REPORT_DOCUMENTS } from "./strings.ts";
import { PhraseText } from "./Phrase.tsx";
import { BuildLine } from "./BuildLine.tsx";
import "./AccessibilityReport.css";

export interface ReportViewProps {
  report: Omit<AcrReport, "rows">;
  /** The accessibility statement's known issues in this language (content/pages/a11y-status.json). */
  issues: string[];
  /** The build that ships the page, compared with the run (content/accessibility-report/build.ts). */
  build: BuildProvenance;
}

/**
 * /accessibility-report and /es/accessibility-report: how the site is tested and what the published run
 * found, from the same data as the ACR (a11y/published/acr.json). Spec: accessibility statement, "test
 * report and ACR exist in both languages".
 */
export function ReportView({ report, issues, build }: ReportViewProps) {
  const { t, i18n } = useTranslation(NS);
  const lang = i18n.language as Lang;
  const number = new Intl.NumberFormat(lang === "es" ? "es-US" : "en-US");
  const methods = [
    t("report.methods.axe"),
    t("report.methods.pa11y"),
    t("report.methods.checks"),
    t("report.methods.facts"),
  ];

  return (
    <div className="mg-a11y-report">
      <h1>{t("report.title")}</h1>
      <p className="mg-page-lede">{t("report.lede")}</p>

      <h2>{t("report.run.heading")}</h2>
      <dl className="mg-a11y-report__meta">
        <dt>{t("report.run.generated")}</dt>
        <dd>{formatDate(report.generatedAt.slice(0, 10), lang)}</dd>
        <dt>{t("report.run.commit")}</dt>
        <dd>
          {/* The full commit and dirty flag, read back by the report step's provenance check (a11y/report/provenance.ts). */}
          <code data-commit={report.commit} data-dirty={String(report.dirty)}>
            {report.commit.slice(0, 12)}
          </code>
          {report.dirty ? ` (${t("report.run.dirty")})` : ""}
        </dd>
        <BuildLine build={build} />
        <dt>{t("report.run.coverage")}</dt>
        <dd>
          {t("report.run.coverageText", {
            cells: number.format(report.coverage.cells),
            expected: number.format(report.coverage.expected),
          })}
          {report.coverage.missing > 0 && ` ${t("report.run.missing", { count: report.coverage.missing })}`}
        </dd>
        <dt>{t("report.run.tests")}</dt>
        <dd>{report.testsPassed ? t("report.run.testsPassed") : t("report.run.testsUnknown")}</dd>
      </dl>

      <h2>{t("report.results.heading")}</h2>
      <p>{t("report.results.text")}</p>
      <ConformanceSummary report={report} />

      <h2>{t("report.issues.heading")}</h2>
      {issues.length ? (
        <ul>
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      ) : (
        <p>{t("report.issues.none")}</p>
      )}

      <h2>{t("report.facts.heading")}</h2>
      <ul>
        {report.facts.map((fact) => (
          <li key={fact.text}>
            <PhraseText phrase={fact} />
          </li>
        ))}
      </ul>

      <h2>{t("report.methods.heading")}</h2>
      <ul>
        {methods.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>{t("report.manual.heading")}</h2>
      <Table<ManualRecordRow>
        caption={t("report.manual.caption")}
        rows={report.manualRecords}
        rowKey={(row) => row.id}
        columns={manualColumns(t, lang)}
      />

      <h2>{t("report.tools.heading")}</h2>
      <Table
        caption={t("report.tools.caption")}
        rows={report.versions}
        rowKey={(row) => row.tool}
        columns={toolColumns(t)}
      />

      <h2>{t("report.more.heading")}</h2>
      <ul className="mg-a11y-report__links">
        <li>
          <RouterLink to={routeHref("accessibility-report-acr", lang)}>{t("report.more.acr")}</RouterLink>
        </li>
        <li>
          {/* Generated documents outside the app's routes: plain links, so the browser loads them. */}
          <a href={REPORT_DOCUMENTS.results} hrefLang="en">
            {t("report.more.results")}
          </a>
        </li>
        <li>
          <a href={REPORT_DOCUMENTS.json} type="application/json">
            {t("report.more.json")}
          </a>
        </li>
        <li>
          <a href={REPORT_DOCUMENTS.openacr[lang]} type="application/yaml">
            {t("report.more.openacr")}
          </a>
        </li>
        <li>
          <RouterLink to={routeHref("accessibility", lang)}>{t("report.more.statement")}</RouterLink>
        </li>
      </ul>
    </div>
  );
}

type Translate = TFunction<typeof NS>;

/** Manual records: the record (row header), date, who tests, assistive technology, result. */
function manualColumns(t: Translate, lang: Lang): TableColumn<ManualRecordRow>[] {
  return [
    { id: "title", header: t("report.manual.record"), isRowHeader: true, cell: (r) => <PhraseText phrase={r.title} /> },
    { id: "date", header: t("report.manual.date"), cell: (r) => formatDate(r.date, lang) },
    { id: "tester", header: t("report.manual.tester"), cell: (r) => <PhraseText phrase={r.testerRole} /> },
    { id: "at", header: t("report.manual.at"), cell: (r) => <PhraseText phrase={r.assistiveTechnology} /> },
    { id: "result", header: t("report.manual.result"), cell: (r) => t(`report.manual.results.${r.result}`) },
  ];
}

/** Tool names and versions are the tools' own words (English). */
function toolColumns(t: Translate): TableColumn<{ tool: string; version: string }>[] {
  return [
    { id: "tool", header: t("report.tools.tool"), isRowHeader: true, cell: (r) => <span lang="en">{r.tool}</span> },
    { id: "version", header: t("report.tools.version"), cell: (r) => <span lang="en">{r.version}</span> },
  ];
}

/** Criteria per conformance level (obsolete 4.1.1 left out), shared by the report and the ACR. */
export function ConformanceSummary({ report }: { report: Pick<AcrReport, "summary"> }) {
  const { t } = useTranslation(NS);
  return (
    <Table
      caption={t("report.results.caption")}
      rows={report.summary}
      rowKey={(row) => row.conformance}
      columns={[
        {
          id: "level",
          header: t("report.results.level"),
          isRowHeader: true,
          cell: (r) => t(`acr.conformance.${r.conformance}`),
        },
        { id: "count", header: t("report.results.count"), numeric: true, cell: (r) => r.count },
      ]}
    />
  );
}
