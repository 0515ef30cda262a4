import type { ReactNode } from "react";
import { FieldError, Label, Text } from "react-aria-components";
import { cx, RequiredMarker } from "./fieldBasics.tsx";
import "../../forms.css";

export { cx, invalidFrom, PlainError, PlainHint, RequiredMarker } from "./fieldBasics.tsx";

/**
 * The React Aria parts of a form field (NumberField, Select): the label with a
 * written "(required)", the hint and the error text. The native fields use fieldBasics.tsx. They rely on React Aria's
 * slots, so the hint and the error are tied to the control by aria-describedby.
 * Strings come from the calling component, which owns them in its locale file.
 */

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

/** The hint under the label (React Aria's `description` slot). Renders nothing when empty. */
export function FieldHint({ children }: { children?: ReactNode }) {
  if (children == null || children === false || children === "") return null;
  return (
    <Text slot="description" className="mg-field__hint">
      {children}
    </Text>
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
