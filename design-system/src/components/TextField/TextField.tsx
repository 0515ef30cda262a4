import type { ReactNode, Ref } from "react";
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from "react-aria-components";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { cx, FieldErrorText, FieldHint, FieldLabel, invalidFrom } from "./fieldParts.tsx";
import "../../forms.css";

export interface TextFieldProps extends Omit<AriaTextFieldProps, "children" | "className" | "style" | "isInvalid"> {
  /** The visible label: a short question or noun ("Full name"). */
  label: ReactNode;
  /** A hint under the label (format, where to find the value); read with the field. */
  description?: ReactNode;
  /** The error, shown as text beside the field and read with it; marks the field invalid. */
  errorMessage?: ReactNode;
  /** Marks the field invalid without a message of its own (defaults to true when `errorMessage` is set). */
  isInvalid?: boolean;
  /** The written required marker (default from the `ds` strings: "(required)"). */
  requiredLabel?: string;
  /** Words screen readers hear before the error (default from the `ds` strings: "Error:"). */
  errorPrefix?: string;
  /** Width of the box in characters, as a hint of the answer's length; `full` fills the column. */
  width?: "full" | 2 | 4 | 10 | 20 | 30;
  /** A ref to the <input> itself (for react-hook-form's `field.ref`, or to focus it). */
  inputRef?: Ref<HTMLInputElement>;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A labelled single-line text input (React Aria TextField): label with a written
 * "(required)", hint and error message tied to the input by aria-describedby, and
 * aria-invalid while in error. `id` is the input's id (for error summary links).
 */
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  requiredLabel,
  errorPrefix,
  width = "full",
  inputRef,
  className,
  isRequired,
  ...rest
}: TextFieldProps) {
  const t = useDsStrings("TextField");
  return (
    <AriaTextField
      {...rest}
      isRequired={isRequired}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={cx("mg-field", "mg-textfield", className)}
    >
      <FieldLabel isRequired={isRequired} requiredLabel={requiredLabel ?? t("required")}>
        {label}
      </FieldLabel>
      <FieldHint>{description}</FieldHint>
      <FieldErrorText message={errorMessage} prefix={errorPrefix ?? t("errorPrefix")} />
      <Input
        ref={inputRef}

        className={cx("mg-field__input", "mg-textfield__input", width !== "full" && `mg-field__input--w${width}`)}
      />
    </AriaTextField>
  );
}
