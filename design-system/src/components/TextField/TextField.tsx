import type { ReactNode, Ref } from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import {
  cx,
  describedBy,
  invalidFrom,
  NativeError,
  NativeHint,
  NativeLabel,
  useFieldIds,
  useRequiredProps,
  hasContent,
  useErrorMessage,
} from "../Field/fieldBasics.tsx";
import { nativeTextAttributes, type NativeTextProps } from "../Field/nativeInput.ts";
import "../../forms.css";

export interface TextFieldProps extends NativeTextProps {
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
 * A labelled single-line text input: label with a written "(required)", hint and error message tied to the
 * input by aria-describedby, and aria-invalid while in error. `id` is the input's id (for error summary links).
 * A native <input> with a <label>: React Aria's TextField added nothing a browser does not give, and cost
 * pages with a single text box (state links, encyclopedia) its whole press/focus layer (issue 10).
 *
 * @summary A labelled one-line text box with an optional hint and an error message tied to it, and
 * "(required)" written in words.
 */
export function TextField({
  label,
  description,
  errorMessage: ownError,
  isInvalid,
  requiredLabel,
  errorPrefix,
  width = "full",
  inputRef,
  className,
  isRequired,
  id,
  type = "text",
  "aria-describedby": extraDescribedBy,
  ...rest
}: TextFieldProps) {
  const t = useDsStrings("TextField");
  const ids = useFieldIds(id);
  const errorMessage = useErrorMessage(rest.name, ownError);
  const invalid = invalidFrom(isInvalid, errorMessage);
  const required = useRequiredProps(isRequired);
  return (
    <div
      className={cx("mg-field", "mg-textfield", className)}
      data-invalid={invalid || undefined}
      data-required={isRequired || undefined}
      data-disabled={rest.isDisabled || undefined}
    >
      <NativeLabel
        id={ids.labelId}
        htmlFor={ids.controlId}
        isRequired={isRequired}
        requiredLabel={requiredLabel ?? t("required")}
      >
        {label}
      </NativeLabel>
      <NativeHint id={ids.hintId}>{description}</NativeHint>
      <NativeError id={ids.errorId} message={errorMessage} prefix={errorPrefix ?? t("errorPrefix")} />
      <input
        {...nativeTextAttributes(rest)}
        {...required}
        ref={inputRef}
        id={ids.controlId}
        type={type}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(
          hasContent(description) && ids.hintId,
          hasContent(errorMessage) && ids.errorId,
          extraDescribedBy,
        )}
        className={cx("mg-field__input", "mg-textfield__input", width !== "full" && `mg-field__input--w${width}`)}
      />
    </div>
  );
}
