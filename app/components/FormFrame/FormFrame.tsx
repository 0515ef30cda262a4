/**
 * The one form frame of the site (issue "A one-way house", item 4: "one way to build a form"): the error summary
 * first, then the fields, then the submit button. The summary lists each error in field order, links to its field
 * and takes focus after a failed submit (useFocusOnErrors); each field shows the same message beside it. The
 * submit button stays usable: a disabled button would give no reason. Used by every tool (ToolForm, which adds the
 * address handling), the contact form and the quiz (one step's questions at a time; its submit slot holds Back and
 * Next).
 */
import { useEffect, useId, useState, type ComponentProps, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
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

/**
 * A send that reached no server (issue 28: "sending offline says clearly that nothing was sent and keeps the
 * answers"). The form shows it as it shows an error: in the summary, which takes focus, and beside the action
 * (the button's description, so it is heard again on the button). Nothing is retried in the background: the
 * visitor presses the button again once connected. `actionProps` go on that button, and the button goes in
 * <NotSentTarget>, which the summary's link points at.
 */
export interface NotSent {
  /** Whether the message shows: the last send reached no server. */
  shown: boolean;
  /** How many sends reached no server on this page: each one moves focus to the summary, even when the
   * message was already showing (a press while still offline). */
  failures: number;
  /** The button's words, quoted in the message ("choose “Send My Guide” again"). */
  action: string;
  actionProps: { "aria-describedby"?: string };
  /** The id of the element around the button (an id given to the design system's Button does not always reach
   * the DOM: React Aria's contexts merge ids), which the summary's link focuses into. */
  targetId: string;
  noticeId: string;
  /** After a send that reached no server. */
  show: () => void;
  /** Before each send, and after one that reached the server. */
  clear: () => void;
}

/** The state of "nothing was sent" for one form whose submit button says `action`. */
export function useNotSent(action: string): NotSent {
  const [state, setState] = useState({ shown: false, failures: 0 });
  const targetId = useId();
  const noticeId = useId();
  return {
    ...state,
    action,
    actionProps: { "aria-describedby": state.shown ? noticeId : undefined },
    targetId,
    noticeId,
    show: () => setState((s) => ({ shown: true, failures: s.failures + 1 })),
    clear: () => setState((s) => (s.shown ? { ...s, shown: false } : s)),
  };
}

/** Wraps the send button: the summary's "nothing was sent" link focuses the button inside (focusField). */
export function NotSentTarget({ notSent, children }: { notSent: NotSent; children: ReactNode }) {
  return (
    <span id={notSent.targetId} className="mg-form-frame__not-sent-target">
      {children}
    </span>
  );
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
  /** For a form that sends to our server: from useNotSent. */
  notSent?: NotSent;
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
export function FormFrame({
  errors,
  summaryRef,
  summaryLevel,
  children,
  submit,
  notSent,
  ...formProps
}: FormFrameProps) {
  const { t } = useTranslation();
  const failures = notSent?.failures ?? 0;
  const notSentMessage = notSent?.shown ? t("formFrame.notSent", { action: notSent.action }) : null;
  // Each send that reached no server moves focus to the summary, as a submit with errors does (its count of
  // submits changed before the answer came back, so useFocusOnErrors has already passed).
  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures, summaryRef]);
  const listed = notSent && notSentMessage ? [...errors, { id: notSent.targetId, message: notSentMessage }] : errors;
  return (
    <AriaLocale>
      <Form {...formProps} data-form-frame="">
        <ErrorSummary ref={summaryRef} errors={listed} headingLevel={summaryLevel} />
        <NoScriptSubmitStop />
        {children}
        {submit}
        {notSent && notSentMessage && (
          <p id={notSent.noticeId} className="mg-form-frame__not-sent">
            {notSentMessage}
          </p>
        )}
      </Form>
    </AriaLocale>
  );
}
