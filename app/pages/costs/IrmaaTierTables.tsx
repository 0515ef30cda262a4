import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Heading, Radio, RadioGroup, Table, type TableColumn } from "@medicare-guide/design-system";
import { formatMoney } from "@medicare-guide/content/figures/index";
import {
  DEFAULT_IRMAA_YEAR,
  FILING_STATUSES,
  IRMAA_TOOL_YEARS,
  irmaaRows,
  taxYearFor,
  type FilingStatus,
  type IrmaaRow,
  type IrmaaToolYear,
} from "../../tools/irmaa-calculator/model.ts";
import { usePageLang } from "./CostsParts.tsx";
import { useRangeText } from "./range-words.ts";
import { NS } from "./irmaa-page-strings.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { AriaLocale } from "../../components/AriaLocale/index.ts";

/** One IRMAA table: the brackets of a filing status in a year (MFS: its own 3 brackets). */
export function IrmaaTierTable({ year, status }: { year: IrmaaToolYear; status: FilingStatus }) {
  const { t } = useTranslation(NS);
  const lang = usePageLang();
  const range = useRangeText();
  const dollars = (value: number) => formatMoney(value, lang, { cents: true });
  const columns: TableColumn<IrmaaRow>[] = [
    {
      id: "tier",
      header: t("irmaaPage.table.col.tier"),
      isRowHeader: true,
      cell: (row) => (row.tier === 0 ? t("costsPage.irmaa.tierNone") : t("costsPage.irmaa.tier", { n: row.tier + 1 })),
    },
    { id: "income", header: t("irmaaPage.table.col.income"), cell: range },
    { id: "partB", header: t("irmaaPage.table.col.partB"), numeric: true, cell: (row) => dollars(row.partBPremium) },
    {
      id: "partBAdjustment",
      header: t("irmaaPage.table.col.partBAdjustment"),
      numeric: true,
      cell: (row) => dollars(row.partBAdjustment),
    },
    { id: "partD", header: t("irmaaPage.table.col.partD"), numeric: true, cell: (row) => dollars(row.partDAdjustment) },
  ];
  return (
    <div className="mg-costs__tier-table">
      <Table<IrmaaRow>
        caption={t("irmaaPage.table.caption", { year, status: t(`statusName.${status}`), taxYear: taxYearFor(year) })}
        rows={irmaaRows(status, Number(year))}
        rowKey={(row) => String(row.tier)}
        columns={columns}
      />
      {status === "married-separate" && <p className="mg-costs__note">{t("irmaaPage.table.separateNote")}</p>}
    </div>
  );
}

const YEARS_NEWEST_FIRST = IRMAA_TOOL_YEARS.toReversed();

/**
 * The tier tables of /irmaa-income-brackets. In the browser: choose the year and the filing status, one
 * table shows. Without JavaScript (the prerendered HTML) every table is there, by year, so the page still
 * reads completely.
 */
export function IrmaaTierTables() {
  const { t } = useTranslation(NS);
  const hydrated = useHydrated();
  const [year, setYear] = useState<IrmaaToolYear>(DEFAULT_IRMAA_YEAR);
  const [status, setStatus] = useState<FilingStatus>("single");

  if (!hydrated) {
    return (
      <>
        {YEARS_NEWEST_FIRST.map((y) => (
          <div key={y}>
            <Heading level={3}>{t("irmaaPage.table.yearHeading", { year: y })}</Heading>
            {FILING_STATUSES.map((s) => (
              <IrmaaTierTable key={s} year={y} status={s} />
            ))}
          </div>
        ))}
      </>
    );
  }

  return (
    <AriaLocale>
      <>
        <div className="mg-costs__filters">
          <RadioGroup
            label={t("irmaaPage.table.year")}
            value={year}
            onChange={(value) => setYear(value as IrmaaToolYear)}
            orientation="horizontal"
          >
            {YEARS_NEWEST_FIRST.map((y) => (
              <Radio key={y} value={y}>
                {t("irmaaPage.table.yearOption", { year: y, taxYear: taxYearFor(y) })}
              </Radio>
            ))}
          </RadioGroup>
          <RadioGroup
            label={t("irmaaPage.table.status")}
            value={status}
            onChange={(value) => setStatus(value as FilingStatus)}
          >
            {FILING_STATUSES.map((s) => (
              <Radio key={s} value={s} description={t(`filingStatusHelp.${s}`)}>
                {t(`filingStatus.${s}`)}
              </Radio>
            ))}
          </RadioGroup>
        </div>
        <IrmaaTierTable year={year} status={status} />
      </>
    </AriaLocale>
  );
}
