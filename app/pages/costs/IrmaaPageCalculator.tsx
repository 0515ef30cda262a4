import { useEffect, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PlainButton, Heading, LiveRegion, Radio, RadioGroup, TextField } from "@medicare-guide/design-system";
import { routeHref } from "@medicare-guide/content/routes";
import { errors as toolErrorsEn } from "../../../locales/en/tool-irmaa-calculator.json";
import { errors as toolErrorsEs } from "../../../locales/es/tool-irmaa-calculator.json";
import {
  DEFAULT_IRMAA_YEAR,
  FILING_STATUSES,
  IRMAA_TOOL_YEARS,
  taxYearFor,
  type IrmaaEstimate,
} from "../../tools/irmaa-calculator/model.ts";
import type { IrmaaFormValues } from "../../tools/irmaa-calculator/form.ts";
import { FigureList } from "../../tools/shared/ToolParts.tsx";
import { useToolForm } from "../../tools/shared/ToolForm.tsx";
import { valuesFromQuery } from "../../tools/shared/query.ts";
import { FormFrame } from "../../components/FormFrame/index.ts";
import { registerStrings, translateDataKey } from "../../i18n/index.ts";
import {
  PAGE_CALCULATOR_FIELD_IDS,
  pageCalculatorSchema,
  pageCalculatorView,
  type PageCalculatorDraft,
} from "./irmaa-page-calculator.ts";
import { usePageLang } from "./CostsParts.tsx";
import { useRangeText } from "./range-words.ts";
import { NS } from "./irmaa-page-strings.ts";
import { AriaLocale } from "../../components/AriaLocale/index.ts";
import { useMoney } from "../../tools/shared/use-money.ts";

// The fields' messages are the IRMAA calculator tool's ("tool-irmaa-calculator:errors.*", "tools:errors.*"), in
// the visitor's language: the page registers only the tool's error messages (the rest of its strings would weigh
// on the page's bundle budget; registerStrings merges, so the tool page still adds the rest when it loads).
// "tools" comes with ToolParts.
registerStrings("tool-irmaa-calculator", { en: { errors: toolErrorsEn }, es: { errors: toolErrorsEs } });

const IDS = {
  form: "calculator",
  hint: "irmaa-page-hint",
  result: "irmaa-page-result",
} as const;

/**
 * The page calculator of /irmaa-income-brackets (the tools specification, "Entities and their fields"-5), built
 * like every form of the site (FormFrame, issue "A one-way house", item 4): Calculate is never disabled; a press
 * with a missing or unusable input shows the error summary (which takes focus) and each message beside its
 * field, in the tool's words, and keeps what was typed. After the first calculation the button reads Recalculate
 * and the result follows the inputs as they change; its summary is in a polite live region.
 *
 * A real GET form (spec "Progressive enhancement"): every field is named and Calculate works before
 * hydration (the browser submits to this page); once the page runs, the query fills the fields and the
 * result is computed and announced, or the errors shown, as if typed. The inputs are not personal, so the
 * address may keep them.
 */
export function IrmaaPageCalculator() {
  const { t } = useTranslation(NS);
  const lang = usePageLang();
  const range = useRangeText();
  const { money, dollars } = useMoney();
  const [calculated, setCalculated] = useState(false);
  const form = useToolForm<PageCalculatorDraft, IrmaaFormValues>({
    schema: pageCalculatorSchema,
    fieldIds: PAGE_CALCULATOR_FIELD_IDS,
    defaultValues: { year: DEFAULT_IRMAA_YEAR },
  });
  const { control, handleSubmit, setValue } = form;
  const draft = useWatch({ control }) as PageCalculatorDraft;
  const view = pageCalculatorView(draft, calculated);
  const result = view.estimate;
  const onValid = () => setCalculated(true);
  /** A field's message, translated (the keys name their namespace: the tool's, or this page's). */
  const errorText = (key: string | undefined) => (key ? translateDataKey(t, key) : undefined);

  // Once, when the page starts: a query (a submit made before hydration, or a shared link) fills the form.
  useEffect(() => {
    const element = document.getElementById(IDS.form);
    if (!(element instanceof HTMLFormElement)) return;
    const values = valuesFromQuery(element, new URLSearchParams(window.location.search));
    if (!values) return;
    for (const [name, value] of Object.entries(values)) {
      setValue(name as keyof PageCalculatorDraft, value as never, { shouldDirty: true });
    }
    void handleSubmit(onValid)();
    // Once, on mount: the query is read when the page starts, not on every render.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const summaryOf = (estimate: IrmaaEstimate) => {
    const common = {
      year: estimate.year,
      income: money(estimate.income),
      status: t(`statusName.${estimate.filingStatus}`),
      partB: dollars(estimate.partBPremium),
    };
    return estimate.bracket.tier === 0
      ? t("irmaaPage.calculator.result.none", common)
      : t("irmaaPage.calculator.result.some", {
          ...common,
          n: estimate.bracket.tier + 1,
          standard: dollars(estimate.standardPartB),
          partD: dollars(estimate.partDAdjustment),
        });
  };

  return (
    <AriaLocale>
      <>
        <FormFrame
          id={IDS.form}
          action={`#${IDS.form}`}
          method="get"
          onSubmit={(event) => void handleSubmit(onValid)(event)}
          className="mg-costs__calculator"
          aria-labelledby="irmaa-calculator-title"
          errors={form.errors}
          summaryRef={form.summaryRef}
          summaryLevel={3}
          submit={
            <>
              <div className="mg-costs__actions">
                {calculated && (
                  <p id={IDS.hint} className="mg-costs__hint">
                    {t("irmaaPage.calculator.liveNote")}
                  </p>
                )}
                {/* Usable before hydration: the browser submits the form; the page computes once it runs. */}
                <PlainButton type="submit" aria-describedby={calculated ? IDS.hint : undefined}>
                  {t(`irmaaPage.calculator.${view.buttonLabel}`)}
                </PlainButton>
              </div>
              <noscript>
                <p>{t("irmaaPage.calculator.noScript")}</p>
              </noscript>
            </>
          }
        >
          <Controller
            name="year"
            control={control}
            render={({ field, fieldState }) => (
              <RadioGroup
                id={PAGE_CALCULATOR_FIELD_IDS.year}
                name={field.name}
                label={t("irmaaPage.calculator.year")}
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                orientation="horizontal"
                errorMessage={errorText(fieldState.error?.message)}
              >
                {IRMAA_TOOL_YEARS.toReversed().map((y) => (
                  <Radio key={y} value={y}>
                    {t("irmaaPage.table.yearOption", { year: y, taxYear: taxYearFor(y) })}
                  </Radio>
                ))}
              </RadioGroup>
            )}
          />
          <Controller
            name="filingStatus"
            control={control}
            render={({ field, fieldState }) => (
              <RadioGroup
                id={PAGE_CALCULATOR_FIELD_IDS.filingStatus}
                name={field.name}
                label={t("irmaaPage.calculator.status")}
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isRequired
                errorMessage={errorText(fieldState.error?.message)}
              >
                {FILING_STATUSES.map((s) => (
                  <Radio key={s} value={s} description={t(`filingStatusHelp.${s}`)}>
                    {t(`filingStatus.${s}`)}
                  </Radio>
                ))}
              </RadioGroup>
            )}
          />
          <Controller
            name="income"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                id={PAGE_CALCULATOR_FIELD_IDS.income}
                name={field.name}
                label={t("irmaaPage.calculator.income", { taxYear: taxYearFor(draft.year ?? DEFAULT_IRMAA_YEAR) })}
                description={t("irmaaPage.calculator.incomeHelp")}
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                inputMode="decimal"
                autoComplete="off"
                isRequired
                width={20}
                errorMessage={errorText(fieldState.error?.message)}
              />
            )}
          />
        </FormFrame>

        <div className="mg-costs__result" id={IDS.result}>
          {result && (
            <Heading level={3} id="irmaa-page-result-title">
              {t("irmaaPage.calculator.result.title")}
            </Heading>
          )}
          <LiveRegion className="mg-costs__summary">{result ? <p>{summaryOf(result)}</p> : null}</LiveRegion>
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
    </AriaLocale>
  );
}
