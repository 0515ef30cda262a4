import { useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { Button, ErrorSummary, Form, Heading, Meter, Radio, RadioGroup, useFocusOnErrors } from "@medicare-guide/design-system";
import { formatMoney, formatPercent } from "../../../content/figures/index.ts";
import en from "../../../locales/en/tool-oop-max-tracker.json";
import es from "../../../locales/es/tool-oop-max-tracker.json";
import { registerStrings } from "../../i18n/index.ts";
import {
  AnswerList,
  FigureList,
  IllustrativeNotice,
  IllustrativeTag,
  ToolPage,
  ToolResult,
  useLang,
  useResultFocus,
  type FaqItem,
} from "../shared/ToolParts.tsx";
import { estimateOop, OOP_PLAN_TYPES, oopFormSchema, USAGE_LEVELS, type OopEstimate, type OopFormDraft, type OopFormValues } from "./model.ts";

export const NS = "tool-oop-max-tracker";
registerStrings(NS, { en, es });

const FIELD_IDS = { planType: "oop-plan-type", usage: "oop-usage" } as const;
const FIELDS = ["planType", "usage"] as const;

/** /tools/oop-max-tracker: plan type and usage level in; maximum, spending against it, premiums and total out. */
export function OopMaxTrackerView() {
  const { t } = useTranslation([NS, "tools"]);
  const lang = useLang();
  const money = (value: number) => formatMoney(value, lang);
  const [estimate, setEstimate] = useState<OopEstimate | null>(null);
  const [version, setVersion] = useState(0);
  const headingRef = useResultFocus(version);

  const { control, handleSubmit, formState } = useForm<OopFormDraft, unknown, OopFormValues>({
    resolver: zodResolver(oopFormSchema) as unknown as Resolver<OopFormDraft, unknown, OopFormValues>,
    shouldFocusError: false,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const errors = FIELDS.flatMap((name) => {
    const message = formState.errors[name]?.message;
    return message ? [{ id: FIELD_IDS[name], message: t(message) }] : [];
  });
  const summaryRef = useFocusOnErrors(errors.length, formState.submitCount);
  const errorText = (message: string | undefined) => (message ? t(message) : undefined);

  const onValid = (values: OopFormValues) => {
    setEstimate(estimateOop(values));
    setVersion((n) => n + 1);
  };

  let summary: string | null = null;
  if (estimate) {
    const values = {
      plan: t(`form.planType.options.${estimate.planType}`),
      usage: t(`usageName.${estimate.usage}`),
      spending: money(estimate.estimatedSpending),
      total: money(estimate.totalAnnualCost),
      max: estimate.oopMax === null ? "" : money(estimate.oopMax),
      percent: estimate.percentOfMax === null ? "" : formatPercent(estimate.percentOfMax, lang),
    };
    summary = estimate.hasLimit ? t("result.summaryLimit", values) : t("result.summaryNoLimit", values);
  }

  const faq: FaqItem[] = (["original", "premiums", "reached"] as const).map((id) => ({
    id,
    question: t(`faq.${id}.q`),
    answer: <p>{t(`faq.${id}.a`)}</p>,
  }));

  return (
    <ToolPage
      title={t("title")}
      lede={<p>{t("lede")}</p>}
      hasResult={estimate !== null}
      related={[
        { to: "/tools", label: t("related.tools") },
        { to: "/medicare-costs-2025", label: t("related.costs") },
        { to: "/tools/plan-comparison", label: t("related.comparison") },
        { to: "/tools/cost-estimator", label: t("related.estimator") },
      ]}
      faq={faq}
    >
      <Form onSubmit={(event) => void handleSubmit(onValid)(event)} className="mg-tool__form">
        <ErrorSummary ref={summaryRef} errors={errors} headingLevel={2} />
        <Controller
          name="planType"
          control={control}
          render={({ field, fieldState }) => (
            <RadioGroup
              id={FIELD_IDS.planType}
              label={t("form.planType.label")}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              isRequired
              errorMessage={errorText(fieldState.error?.message)}
            >
              {OOP_PLAN_TYPES.map((plan) => (
                <Radio key={plan} value={plan}>
                  {t(`form.planType.options.${plan}`)}
                </Radio>
              ))}
            </RadioGroup>
          )}
        />
        <Controller
          name="usage"
          control={control}
          render={({ field, fieldState }) => (
            <RadioGroup
              id={FIELD_IDS.usage}
              label={t("form.usage.label")}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              isRequired
              errorMessage={errorText(fieldState.error?.message)}
            >
              {USAGE_LEVELS.map((level) => (
                <Radio key={level} value={level} description={t(`form.usage.help.${level}`)}>
                  {t(`form.usage.options.${level}`)}
                </Radio>
              ))}
            </RadioGroup>
          )}
        />
        <div className="mg-tool__form-actions">
          <Button type="submit">{t("form.submit")}</Button>
        </div>
      </Form>

      <ToolResult
        title={t("result.title")}
        headingRef={headingRef}
        placeholder={t("result.placeholder")}
        summary={summary}
        version={version}
        shareTitle={t("result.shareTitle")}
      >
        {estimate && <OopDetails estimate={estimate} />}
      </ToolResult>
    </ToolPage>
  );
}

function OopDetails({ estimate }: { estimate: OopEstimate }) {
  const { t } = useTranslation([NS, "tools"]);
  const lang = useLang();
  const money = (value: number) => formatMoney(value, lang);
  return (
    <>
      <AnswerList
        items={[
          { label: t("result.answers.planType"), value: t(`form.planType.options.${estimate.planType}`) },
          { label: t("result.answers.usage"), value: t(`form.usage.options.${estimate.usage}`) },
        ]}
      />
      <FigureList
        items={[
          {
            id: "max",
            label: t("result.oopMax"),
            value: estimate.oopMax === null ? t("result.noLimit") : money(estimate.oopMax),
            note: estimate.oopMax === null ? undefined : <IllustrativeTag />,
          },
        ]}
      />
      {estimate.oopMax !== null && estimate.percentOfMax !== null && (
        <Meter
          label={t("result.meterLabel")}
          value={estimate.percentOfMax}
          minValue={0}
          maxValue={100}
          valueLabel={t("result.meterValue", {
            spending: money(estimate.estimatedSpending),
            max: money(estimate.oopMax),
            percent: formatPercent(estimate.percentOfMax, lang),
          })}
        />
      )}
      <FigureList
        items={[
          {
            id: "premium",
            label: t("result.premiumAnnual"),
            value: money(estimate.premiumAnnual),
            note: t("result.premiumMonthly", { amount: money(estimate.premiumMonthly) }),
          },
          { id: "spending", label: t("result.estimatedSpending"), value: money(estimate.estimatedSpending), note: <IllustrativeTag /> },
          { id: "total", label: t("result.totalAnnualCost"), value: money(estimate.totalAnnualCost) },
        ]}
      />
      {estimate.percentOfMax === 100 && estimate.planType === "advantage" && <p>{t("result.reachedMax")}</p>}
      <Heading level={3} size="md">
        {t("result.partsTitle")}
      </Heading>
      <FigureList
        items={estimate.premiumParts.map((part) => ({
          id: part.id,
          label: t(`result.parts.${part.id}`, { year: estimate.year }),
          value: money(part.monthly),
          note: part.illustrative ? <IllustrativeTag /> : t("result.official"),
        }))}
      />
      {estimate.planType === "advantage" && <p>{t("result.advantageNote")}</p>}
      <IllustrativeNotice year={estimate.year} />
    </>
  );
}
