import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Button, Form, Heading, LiveRegion, Radio, RadioGroup, TextField } from "@medicare-guide/design-system";
import { formatMoney } from "@medicare-guide/content/figures/index";
import { routeHref } from "@medicare-guide/content/routes";
import {
  DEFAULT_IRMAA_YEAR,
  FILING_STATUSES,
  IRMAA_TOOL_YEARS,
  taxYearFor,
  type FilingStatus,
  type IrmaaToolYear,
} from "../../tools/irmaa-calculator/model.ts";
import { FigureList } from "../../tools/shared/ToolParts.tsx";
import { missingHintKey, pageCalculatorState } from "./irmaa-page-calculator.ts";
import { NS, usePageLang, useRangeText } from "./CostsParts.tsx";

const IDS = {
  form: "calculator",
  income: "irmaa-page-income",
  hint: "irmaa-page-hint",
  result: "irmaa-page-result",
} as const;

/**
 * The page calculator of /irmaa-income-brackets (spec 001 sections 3-5). Calculate stays disabled until a
 * filing status and an income are given (the reason is shown beside the button); after the first press it
 * reads Recalculate and the result follows the inputs as they change. The result summary is in a polite
 * live region; an unusable income gets an error beside the field.
 */
export function IrmaaPageCalculator() {
  const { t } = useTranslation(NS);
  const lang = usePageLang();
  const range = useRangeText();
  const dollars = (value: number) => formatMoney(value, lang, { cents: true });
  const [year, setYear] = useState<IrmaaToolYear>(DEFAULT_IRMAA_YEAR);
  const [filingStatus, setFilingStatus] = useState<FilingStatus | null>(null);
  const [income, setIncome] = useState("");
  const [incomeTouched, setIncomeTouched] = useState(false);
  const [pressed, setPressed] = useState(false);
  const incomeRef = useRef<HTMLInputElement>(null);

  const state = pageCalculatorState({ year, filingStatus, income }, pressed);
  const hintKey = missingHintKey(state.missing);
  const showError = state.incomeError !== null && (incomeTouched || pressed);
  const result = state.estimate;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state.canCalculate) return;
    setPressed(true);
    setIncomeTouched(true);
    if (state.incomeError) incomeRef.current?.focus();
  };

  let summary = "";
  if (result) {
    const common = {
      year: result.year,
      income: formatMoney(result.income, lang),
      status: t(`statusName.${result.filingStatus}`),
      partB: dollars(result.partBPremium),
    };
    summary =
      result.bracket.tier === 0
        ? t("irmaaPage.calculator.result.none", common)
        : t("irmaaPage.calculator.result.some", {
            ...common,
            n: result.bracket.tier + 1,
            standard: dollars(result.standardPartB),
            partD: dollars(result.partDAdjustment),
          });
  }

  return (
    <>
      <Form id={IDS.form} onSubmit={onSubmit} className="mg-costs__calculator" aria-labelledby="irmaa-calculator-title">
        <RadioGroup
          label={t("irmaaPage.calculator.year")}
          value={year}
          onChange={(value) => setYear(value as IrmaaToolYear)}
          orientation="horizontal"
        >
          {IRMAA_TOOL_YEARS.toReversed().map((y) => (
            <Radio key={y} value={y}>
              {t("irmaaPage.table.yearOption", { year: y, taxYear: taxYearFor(y) })}
            </Radio>
          ))}
        </RadioGroup>
        <RadioGroup
          label={t("irmaaPage.calculator.status")}
          value={filingStatus}
          onChange={(value) => setFilingStatus(value as FilingStatus)}
          isRequired
        >
          {FILING_STATUSES.map((s) => (
            <Radio key={s} value={s} description={t(`filingStatusHelp.${s}`)}>
              {t(`filingStatus.${s}`)}
            </Radio>
          ))}
        </RadioGroup>
        <TextField
          id={IDS.income}
          label={t("irmaaPage.calculator.income", { taxYear: taxYearFor(year) })}
          description={t("irmaaPage.calculator.incomeHelp")}
          value={income}
          onChange={setIncome}
          onBlur={() => setIncomeTouched(true)}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          width={20}
          inputRef={incomeRef}
          errorMessage={showError && state.incomeError ? t(`irmaaPage.calculator.${state.incomeError}`) : undefined}
        />
        <div className="mg-costs__actions">
          <p id={IDS.hint} className="mg-costs__hint">
            {hintKey ? t(`irmaaPage.calculator.hint.${hintKey}`) : pressed ? t("irmaaPage.calculator.liveNote") : null}
          </p>
          <Button type="submit" isDisabled={!state.canCalculate} aria-describedby={IDS.hint}>
            {t(`irmaaPage.calculator.${state.buttonLabel}`)}
          </Button>
        </div>
        <noscript>
          <p>{t("irmaaPage.calculator.noScript")}</p>
        </noscript>
      </Form>

      <div className="mg-costs__result" id={IDS.result}>
        {result && (
          <Heading level={3} id="irmaa-page-result-title">
            {t("irmaaPage.calculator.result.title")}
          </Heading>
        )}
        <LiveRegion className="mg-costs__summary">{result ? <p>{summary}</p> : null}</LiveRegion>
        {result && (
          <>
            <FigureList
              items={[
                { id: "bracket", label: t("irmaaPage.calculator.result.bracket"), value: range(result.bracket) },
                { id: "partB", label: t("irmaaPage.calculator.result.partB"), value: dollars(result.partBPremium) },
                {
                  id: "partBAdjustment",
                  label: t("irmaaPage.calculator.result.partBAdjustment"),
                  value: dollars(result.partBAdjustment),
                },
                {
                  id: "partD",
                  label: t("irmaaPage.calculator.result.partD"),
                  value: dollars(result.partDAdjustment),
                  note: t("irmaaPage.calculator.result.partDNote"),
                },
                {
                  id: "monthly",
                  label: t("irmaaPage.calculator.result.monthlyTotal"),
                  value: dollars(result.monthlyTotal),
                },
                {
                  id: "annual",
                  label: t("irmaaPage.calculator.result.annualTotal"),
                  value: dollars(result.annualTotal),
                },
                {
                  id: "surcharge",
                  label: t("irmaaPage.calculator.result.annualSurcharge"),
                  value: dollars(result.annualSurcharge),
                },
              ]}
            />
            {result.bracket.tier > 0 && (
              <p>
                {t("irmaaPage.calculator.result.appeal")}{" "}
                <RouterLink to={routeHref("tools-irmaa-appeal", lang)}>
                  {t("irmaaPage.calculator.result.appealLink")}
                </RouterLink>
              </p>
            )}
          </>
        )}
      </div>
    </>
  );
}
