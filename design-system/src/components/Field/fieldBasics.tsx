import { createContext, useContext, useId, type ReactNode } from "react";
import "../../forms.css";

/**
 * The parts of a form field that need no React Aria (issue 10, a third less JavaScript): the fields built on
 * native elements (TextField, TextArea, Checkbox, CheckboxGroup, RadioGroup) use only these, so a page whose
 * only control is a text box or a checklist ships no React Aria. The label, hint and error look and read as the
 * React Aria parts in fieldParts.tsx do (same classes, same order, the same words before the error).
 */

/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}

/**
 * True inside the design system's Form, which validates through ARIA (errors as text beside each field, never
 * the browser's bubbles in English on Spanish pages): its fields say required with `aria-required`. Outside it a
 * field uses the native `required` attribute, as React Aria's fields did.
 */
export const AriaValidationContext = createContext<AriaValidation | null>(null);

/** What the Form tells its fields: the errors the server returned, by field name. */
export interface AriaValidation {
  validationErrors?: Record<string, string | string[]>;
}

/** `required` outside an ARIA-validated form, `aria-required` inside it (as React Aria's fields did). */
export function useRequiredProps(isRequired: boolean | undefined): { required?: boolean; "aria-required"?: true } {
  const aria = useContext(AriaValidationContext) != null;
  if (!isRequired) return {};
  return aria ? { "aria-required": true } : { required: true };
}

/**
 * The field's error: the caller's message, else the one the Form's `validationErrors` gives its name (errors
 * returned by the server), as React Aria's Form did.
 */
export function useErrorMessage(name: string | undefined, errorMessage: ReactNode): ReactNode {
  const form = useContext(AriaValidationContext);
  if (hasContent(errorMessage) || !name) return errorMessage;
  const server = form?.validationErrors?.[name];
  return Array.isArray(server) ? server.join(" ") : server;
}

/**
 * `isInvalid` for a field: explicit when the caller says so, otherwise true when there is a message.
 */
export function invalidFrom(isInvalid: boolean | undefined, errorMessage: ReactNode): boolean | undefined {
  if (isInvalid !== undefined) return isInvalid;
  return errorMessage ? true : undefined;
}

/** True when a hint or message has something to show. */
export function hasContent(node: ReactNode): boolean {
  return !(node == null || node === false || node === "");
}

/** The ids a field's parts use: the control's (the caller's `id`, for error summary links), its hint's and error's. */
export function useFieldIds(id: string | undefined): {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
} {
  const own = useId();
  const controlId = id ?? `mg-field${own.replace(/:/g, "")}`;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
  };
}

/** Joins the ids of the parts that exist into an `aria-describedby` value (undefined when none). */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  return cx(...ids) || undefined;
}

/**
 * The written required marker after a label: a space, then "(required)". The label keeps that space with
 * `white-space: pre-wrap` (field.css): after a visually hidden label (absolutely positioned) layout
 * collapsed it, so Chromium's text left it out and Orca read "age?(required)" as one word.
 */
export function RequiredMarker({ label }: { label: string }) {
  return (
    <>
      {" "}
      <span className="mg-field__required">{label}</span>
    </>
  );
}

export interface NativeLabelProps {
  /** The visible label. */
  children: ReactNode;
  /** The label's id (a group names itself with it). */
  id: string;
  /** The control it labels; without it the label is a `<legend>`, inside the group's `<fieldset>`. */
  htmlFor?: string;
  /** Adds the written required marker after the label. */
  isRequired?: boolean;
  /** The written required marker, e.g. "(required)". */
  requiredLabel: string;
}

/** The field's label (or a group's legend); says "(required)" in words, never with an asterisk alone. */
export function NativeLabel({ children, id, htmlFor, isRequired, requiredLabel }: NativeLabelProps) {
  const content = (
    <>
      {children}
      {isRequired ? <RequiredMarker label={requiredLabel} /> : null}
    </>
  );
  if (htmlFor === undefined) {
    return (
      <legend className="mg-field__label" id={id}>
        {content}
      </legend>
    );
  }
  return (
    <label className="mg-field__label" id={id} htmlFor={htmlFor}>
      {content}
    </label>
  );
}

/** The hint under the label, tied to the control by its id. Renders nothing when empty. */
export function NativeHint({
  id,
  children,
  className = "mg-field__hint",
}: {
  id: string;
  children?: ReactNode;
  className?: string;
}) {
  if (!hasContent(children)) return null;
  return (
    <span id={id} className={className}>
      {children}
    </span>
  );
}

/** The error, as text beside the control, prefixed for screen readers ("Error:"). Renders nothing when empty. */
export function NativeError({ id, message, prefix }: { id: string; message?: ReactNode; prefix: string }) {
  if (!hasContent(message)) return null;
  return (
    <span id={id} className="mg-field__error">
      <span className="mg-visually-hidden">{prefix}</span> {message}
    </span>
  );
}

/** The hint for a native element with a fixed id (DateInput's <fieldset>), as a block. */
export function PlainHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!hasContent(children)) return null;
  return (
    <div id={id} className="mg-field__hint">
      {children}
    </div>
  );
}

/** The error for a native element with a fixed id (DateInput's <fieldset>), as a paragraph. */
export function PlainError({ id, message, prefix }: { id: string; message?: ReactNode; prefix: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mg-field__error">
      <span className="mg-visually-hidden">{prefix}</span> {message}
    </p>
  );
}
