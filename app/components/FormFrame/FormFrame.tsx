/**
 * The one form frame of the site (issue "A one-way house", item 4: "one way to build a form"): the error summary
 * first, then the fields, then the submit button. The summary lists each error in field order, links to its field
 * and takes focus after a failed submit (useFocusOnErrors); each field shows the same message beside it. The
 * submit button stays usable: a disabled button would give no reason. Used by every tool (ToolForm, which adds the
 * address handling), the contact form and the quiz (one step's questions at a time; its submit slot holds Back and
 * Next).
 */
import type { ComponentProps, ReactNode, RefObject } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";
import { ErrorSummary, Form, useFocusOnErrors, type ErrorSummaryProps } from "@medicare-guide/design-system";
import { AriaLocale } from "../AriaLocale/index.ts";

/** An error as the summary lists it: the field's id and the translated message. */
export interface SummaryError {
  id: string;
  message: string;
}

/**
 * The summary's errors, in the order of `fieldIds` (field name -> element id), each message translated;
 * and the ref that moves focus to the summary after a submit with errors.
 */
export function useSummaryErrors<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  submitCount: number,
  fieldIds: Partial<Record<keyof Values & string, string>>,
  translate: (messageKey: string) => string,
): { errors: SummaryError[]; summaryRef: RefObject<HTMLElement | null> } {
  const byName = errors as Partial<Record<string, { message?: unknown }>>;
  const list = Object.entries(fieldIds).flatMap(([name, id]) => {
    const message = byName[name]?.message;
    return typeof message === "string" && message && typeof id === "string"
      ? [{ id, message: translate(message) }]
      : [];
  });
  const summaryRef = useFocusOnErrors(list.length, submitCount);
  return { errors: list, summaryRef };
}

export interface FormFrameProps extends Omit<ComponentProps<typeof Form>, "children"> {
  /** From useSummaryErrors. */
  errors: SummaryError[];
  summaryRef: RefObject<HTMLElement | null>;
  /** The summary's heading level: one below the heading the form sits under. */
  summaryLevel: NonNullable<ErrorSummaryProps["headingLevel"]>;
  /** The fields. */
  children: ReactNode;
  /** The submit button (and whatever wraps it). */
  submit: ReactNode;
}

/**
 * With JavaScript turned off (not merely not loaded yet: the inline bootstrap marks `<html class="mg-js">` before
 * the first paint, and before hydration the form works as a GET form), no form here can work out or send
 * anything: a submit would reload the page with every field empty and the answers in the address, an age among
 * them (issue 10: "nothing a visitor typed is lost"; the spec's "Share without leaking"). Each form says so in its
 * own <noscript> text. Then its submit buttons are hidden (FormFrame.css, in the root's stylesheet), and this disabled submit input, which
 * exists only without JavaScript and comes before every other, stops Enter in a field from submitting (HTML's
 * implicit submission does nothing when the form's default button is disabled). The browser builds no children
 * of <noscript> while JavaScript runs, and React renders none, so with JavaScript nothing changes.
 */
function NoScriptSubmitStop() {
  return (
    <noscript>
      <input type="submit" disabled hidden className="mg-form-frame__noscript-stop" />
    </noscript>
  );
}

/** The form element: summary, fields, submit. */
export function FormFrame({ errors, summaryRef, summaryLevel, children, submit, ...formProps }: FormFrameProps) {
  return (
    <AriaLocale>
      <Form {...formProps} data-form-frame="">
        <ErrorSummary ref={summaryRef} errors={errors} headingLevel={summaryLevel} />
        <NoScriptSubmitStop />
        {children}
        {submit}
      </Form>
    </AriaLocale>
  );
}
