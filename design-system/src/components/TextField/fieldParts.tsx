import type { ReactNode } from "react";
import { FieldError, Label, Text } from "react-aria-components";
import "../../forms.css";

/**
 * Parts shared by every form field of the design system (TextField, TextArea,
 * NumberField, Select, RadioGroup, Checkbox, CheckboxGroup): the label with a
 * written "(required)", the hint and the error text. They rely on React Aria's
 * slots, so the hint and the error are tied to the control by aria-describedby.
 * Strings come from the calling component, which owns them in its locale file.
 */

/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}

export interface FieldLabelProps {
  /** The visible label. */
  children: ReactNode;
  /** Adds the written required marker after the label. */
  isRequired?: boolean;
  /** The written required marker, e.g. "(required)". */
  requiredLabel: string;
  /** Extra class names. */
  className?: string;
}

/** The field's label; says "(required)" in words, never with an asterisk alone. */
export function FieldLabel({ children, isRequired, requiredLabel, className }: FieldLabelProps) {
  return (
    <Label className={cx("mg-field__label", className)}>
      {children}
      {isRequired ? <RequiredMarker label={requiredLabel} /> : null}
    </Label>
  );
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

/** The hint under the label (React Aria's `description` slot). Renders nothing when empty. */
export function FieldHint({ children }: { children?: ReactNode }) {
  if (children == null || children === false || children === "") return null;
  return (
    <Text slot="description" className="mg-field__hint">
      {children}
    </Text>
  );
}

/** The hint for a native element that React Aria does not wire (for example a <fieldset>). */
export function PlainHint({ id, children }: { id: string; children?: ReactNode }) {
  if (children == null || children === false || children === "") return null;
  return (
    <div id={id} className="mg-field__hint">
      {children}
    </div>
  );
}

export interface FieldErrorTextProps {
  /** The message; when absent, React Aria's own validation errors are shown. */
  message?: ReactNode;
  /** Words read before the message by screen readers, e.g. "Error:". */
  prefix: string;
}

/**
 * The error message, as text beside the control (React Aria's `errorMessage` slot):
 * shown only while the field is invalid, prefixed for screen readers.
 */
export function FieldErrorText({ message, prefix }: FieldErrorTextProps) {
  return (
    <FieldError className="mg-field__error">
      {(validation) => {
        const text = message ?? validation.validationErrors.join(" ");
        if (!text) return null;
        return (
          <>
            <span className="mg-visually-hidden">{prefix}</span> {text}
          </>
        );
      }}
    </FieldError>
  );
}

/** The error message for a native element that React Aria does not wire. */
export function PlainError({ id, message, prefix }: { id: string; message?: ReactNode; prefix: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mg-field__error">
      <span className="mg-visually-hidden">{prefix}</span> {message}
    </p>
  );
}

/**
 * `isInvalid` for React Aria: explicit when the caller says so or gives a message,
 * otherwise left undefined so React Aria's own validation (and a Form's
 * `validationErrors`) still apply.
 */
export function invalidFrom(isInvalid: boolean | undefined, errorMessage: ReactNode): boolean | undefined {
  if (isInvalid !== undefined) return isInvalid;
  return errorMessage ? true : undefined;
}
