/**
 * The form every tool shares: react-hook-form with the tool's zod schema, validated on submit and
 * again as the visitor corrects a field; an error summary that lists each error in field order,
 * links to the field and takes focus after a failed submit; the submit button stays usable (a
 * disabled button would give no reason). Each tool only supplies its fields and what to do with
 * valid values.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { $ZodType } from "zod/v4/core";
import { PlainButton } from "@medicare-guide/design-system";
import { FormFrame, useSummaryErrors, type SummaryError } from "../../components/FormFrame/index.ts";
import { translateDataKey } from "../../i18n/index.ts";
import { queryFromForm, takeHeldSubmission, valuesFromQuery } from "./query.ts";

export type { SummaryError };

export interface ToolFormOptions<Draft extends FieldValues> {
  /** The zod schema (zod/mini): what the form holds in, the valid values out. Its messages are namespaced i18n keys. */
  schema: $ZodType<unknown, FieldValues>;
  /** Field name -> element id, in the order the summary lists them (fields that cannot fail may be left out). */
  fieldIds: Partial<Record<keyof Draft & string, string>>;
  /** What the fields hold before the visitor types. */
  defaultValues?: DefaultValues<Draft>;
}

export interface ToolFormApi<Draft extends FieldValues, Values> extends UseFormReturn<Draft, unknown, Values> {
  /**
   * A field's wiring, `<AgeField {...form.field("age")} label=… />`: the form's control, the value's name and
   * the element id from `fieldIds`, so the id a field gets is the one its error summary link points to. The
   * words (label, hint, options) stay written at the field.
   */
  field: (name: keyof Draft & string) => {
    control: Control<Draft, unknown, Values>;
    name: FieldPath<Draft>;
    id: string;
  };
  /** The errors, translated, in field order. */
  errors: SummaryError[];
  /** Attach to the error summary: it takes focus after a submit with errors. */
  summaryRef: RefObject<HTMLElement | null>;
}

/** A tool's form state: react-hook-form with the shared settings, plus the summary's errors. */
export function useToolForm<Draft extends FieldValues, Values>({
  schema,
  fieldIds,
  defaultValues,
}: ToolFormOptions<Draft>): ToolFormApi<Draft, Values> {
  const { t } = useTranslation();
  const form = useForm<Draft, unknown, Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Draft, unknown, Values>,
    shouldFocusError: false,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues,
  });
  const { errors, summaryRef } = useSummaryErrors(form.formState.errors, form.formState.submitCount, fieldIds, (key) =>
    translateDataKey(t, key),
  );
  const field = (name: keyof Draft & string) => {
    const id = fieldIds[name];
    if (!id) throw new Error(`useToolForm: field "${name}" has no id in fieldIds`);
    return { control: form.control, name: name as unknown as FieldPath<Draft>, id };
  };
  return { ...form, field, errors, summaryRef };
}

export interface ToolFormProps<Draft extends FieldValues, Values> {
  /** The form state from useToolForm. */
  form: ToolFormApi<Draft, Values>;
  /** Called with the valid values on submit. */
  onValid: (values: Values) => void;
  /** The submit button's text. */
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
  /**
   * Whether the inputs may stay in the page's address (spec "Share without leaking"): true where they are
   * not personal (IRMAA year, status and income; cost estimate; plan comparison), so Share links to the
   * same result. False (the default) for birth dates, age and life events: a submit made before hydration
   * is kept in this tab by the inline bootstrap (sessionStorage, never the URL) and computed once hydrated;
   * a query that names them anyway is read once and removed from the address at once.
   */
  shareInputs?: boolean;
}

/**
 * The form element: summary first, then the fields, then the submit button. A real GET form (every
 * field named): before hydration the browser submits it to this page; once hydrated, the query fills
 * the fields and the result is computed and announced as if typed (app/tools/shared/query.ts).
 */
export function ToolForm<Draft extends FieldValues, Values>({
  form,
  onValid,
  submitLabel,
  children,
  shareInputs = false,
}: ToolFormProps<Draft, Values>) {
  const { handleSubmit, summaryRef, errors, setValue } = form;
  const id = useId();
  const formRef = useRef<HTMLFormElement | null>(null);

  const onValidAndRemember = (values: Values) => {
    onValid(values);
    const element = formRef.current;
    // Where the inputs are not personal, the address follows the result, so Share reproduces it.
    if (shareInputs && element) {
      const query = queryFromForm(element);
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, "", `${pathname}${query ? `?${query}` : ""}${hash}`);
    }
  };

  // Once, when the page starts: a query (a submit made before hydration, or a shared link) fills the form.
  useEffect(() => {
    const element = document.getElementById(id);
    if (!(element instanceof HTMLFormElement)) return;
    formRef.current = element;
    // A personal tool's submit made before hydration was kept in this tab (never in the URL): it wins.
    const held = shareInputs ? null : takeHeldSubmission(window.location.pathname);
    const values = valuesFromQuery(element, held ?? new URLSearchParams(window.location.search));
    if (!values) return;
    for (const [name, value] of Object.entries(values)) {
      setValue(name as Parameters<typeof setValue>[0], value as Parameters<typeof setValue>[1], { shouldDirty: true });
    }
    if (!shareInputs) {
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, "", `${pathname}${hash}`);
    }
    void handleSubmit(onValidAndRemember)();
    // Once, on mount: the query is read when the page starts, not on every render.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <FormFrame
      id={id}
      onSubmit={(event) => void handleSubmit(onValidAndRemember)(event)}
      className="mg-tool__form"
      // Personal inputs: before hydration the bootstrap keeps the submit in this tab, not in the URL.
      data-mg-hold={shareInputs ? undefined : ""}
      errors={errors}
      summaryRef={summaryRef}
      summaryLevel={2}
      submit={
        <div className="mg-tool__form-actions">
          <PlainButton type="submit">{submitLabel}</PlainButton>
        </div>
      }
    >
      {children}
    </FormFrame>
  );
}
