import { useContext, type ReactNode, type Ref } from "react";
import {
  CheckboxButton,
  CheckboxField,
  CheckboxGroupStateContext,
  Text,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
} from "react-aria-components";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { cx, FieldErrorText, invalidFrom, RequiredMarker } from "../TextField/fieldParts.tsx";
import "../../forms.css";

export interface CheckboxProps extends Omit<
  AriaCheckboxFieldProps,
  "children" | "className" | "style" | "isInvalid" | "inputRef"
> {
  /** The checkbox's visible text, which is also its name ("I agree to be contacted"). */
  children: ReactNode;
  /** More about this option, under its text; read as its description. */
  description?: ReactNode;
  /** The error of a single checkbox, shown as text above it and read with it (in a group, the group shows it). */
  errorMessage?: ReactNode;
  /** Marks the checkbox invalid without a message of its own (defaults to true when `errorMessage` is set). */
  isInvalid?: boolean;
  /** The written required marker of a single checkbox (default from the `ds` strings: "(required)"). */
  requiredLabel?: string;
  /** Words screen readers hear before the error (default from the `ds` strings: "Error:"). */
  errorPrefix?: string;
  /** A ref to the native checkbox input (for react-hook-form's `field.ref`, or to focus it). */
  inputRef?: Ref<HTMLInputElement>;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A checkbox (React Aria CheckboxField): a native input in a full-width row at
 * least 44 px tall, with optional hint and error tied by aria-describedby. Alone,
 * it carries its own error; inside a CheckboxGroup, the group does. `id` is the input's id.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid,
  requiredLabel,
  errorPrefix,
  inputRef,
  className,
  isRequired,
  ...rest
}: CheckboxProps) {
  const t = useDsStrings("Checkbox");
  const inGroup = useContext(CheckboxGroupStateContext) != null;
  return (
    <CheckboxField
      {...rest}
      inputRef={inputRef}
      isRequired={isRequired}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={cx(!inGroup && "mg-field", "mg-checkbox", className)}
    >
      {inGroup ? null : <FieldErrorText message={errorMessage} prefix={errorPrefix ?? t("errorPrefix")} />}
      <CheckboxButton className="mg-checkbox__button">
        <span className="mg-checkbox__indicator" aria-hidden="true" />
        <span className="mg-checkbox__label">
          {children}
          {isRequired && !inGroup ? <RequiredMarker label={requiredLabel ?? t("required")} /> : null}
        </span>
      </CheckboxButton>
      {description ? (
        <Text slot="description" className="mg-checkbox__hint">
          {description}
        </Text>
      ) : null}
    </CheckboxField>
  );
}
