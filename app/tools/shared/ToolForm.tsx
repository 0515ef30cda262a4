/**
 * The form every tool shares: react-hook-form with the tool's zod schema, validated on submit and
 * again as the visitor corrects a field; an error summary that lists each error in field order,
 * links to the field and takes focus after a failed submit; the submit button stays usable (a
 * disabled button would give no reason). Each tool only supplies its fields and what to do with
 * valid values.
 */
import type { ReactNode, RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, ErrorSummary, Form, useFocusOnErrors } from "@medicare-guide/design-system";
import { translateDataKey } from "../../i18n/index.ts";

/** An error as the summary lists it: the field's id and the translated message. */
export interface SummaryError {
  id: string;
  message: string;
}

export interface ToolFormOptions<Draft extends FieldValues> {
  /** The zod schema: what the form holds in, the valid values out. Its messages are namespaced i18n keys. */
  schema: Parameters<typeof zodResolver>[0];
  /** Field name -> element id, in the order the summary lists them (fields that cannot fail may be left out). */
  fieldIds: Partial<Record<keyof Draft & string, string>>;
  /** What the fields hold before the visitor types. */
  defaultValues?: DefaultValues<Draft>;
}

export interface ToolFormApi<Draft extends FieldValues, Values> extends UseFormReturn<Draft, unknown, Values> {
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
  const fieldErrors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const errors = Object.entries(fieldIds).flatMap(([name, id]) => {
    const message = fieldErrors[name]?.message;
    return message && id ? [{ id, message: translateDataKey(t, message) }] : [];
  });
  const summaryRef = useFocusOnErrors(errors.length, form.formState.submitCount);
  return { ...form, errors, summaryRef };
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
}

/** The form element: summary first, then the fields, then the submit button. */
export function ToolForm<Draft extends FieldValues, Values>({
  form,
  onValid,
  submitLabel,
  children,
}: ToolFormProps<Draft, Values>) {
  const { handleSubmit, summaryRef, errors } = form;
  return (
    <Form onSubmit={(event) => void handleSubmit(onValid)(event)} className="mg-tool__form">
      <ErrorSummary ref={summaryRef} errors={errors} headingLevel={2} />
      {children}
      <div className="mg-tool__form-actions">
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}
