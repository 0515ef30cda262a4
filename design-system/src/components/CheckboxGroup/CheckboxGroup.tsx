import type { ReactNode } from "react";
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from "react-aria-components";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { cx, FieldErrorText, FieldHint, FieldLabel, invalidFrom } from "../TextField/fieldParts.tsx";
import "../../forms.css";

export interface CheckboxGroupProps extends Omit<
  AriaCheckboxGroupProps,
  "children" | "className" | "style" | "isInvalid"
> {
  /** The question, shown above the choices and naming the group ("Which parts do you have?"). */
  label: ReactNode;
  /** The choices: `<Checkbox value="...">` elements. */
  children: ReactNode;
  /** A hint under the question, for example "Select all that apply"; read with the group and each choice. */
  description?: ReactNode;
  /** The error, shown as text under the question and read with each choice; marks the choices invalid. */
  errorMessage?: ReactNode;
  /** Marks the group invalid without a message of its own (defaults to true when `errorMessage` is set). */
  isInvalid?: boolean;
  /** The written required marker (default from the `ds` strings: "(required)"). */
  requiredLabel?: string;
  /** Words screen readers hear before the error (default from the `ds` strings: "Error:"). */
  errorPrefix?: string;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * Several choices under one question (React Aria CheckboxGroup): role group named
 * by the visible question, like a fieldset's legend; hint and error tied to every
 * checkbox. The value is the list of checked values. `id` is the group's id.
 */
export function CheckboxGroup({
  label,
  children,
  description,
  errorMessage,
  isInvalid,
  requiredLabel,
  errorPrefix,
  className,
  isRequired,
  ...rest
}: CheckboxGroupProps) {
  const t = useDsStrings("CheckboxGroup");
  return (
    <AriaCheckboxGroup
      {...rest}
      isRequired={isRequired}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={cx("mg-field", "mg-checkboxgroup", className)}
    >
      <FieldLabel isRequired={isRequired} requiredLabel={requiredLabel ?? t("required")}>
        {label}
      </FieldLabel>
      <FieldHint>{description}</FieldHint>
      <FieldErrorText message={errorMessage} prefix={errorPrefix ?? t("errorPrefix")} />
      <div className="mg-checkboxgroup__options">{children}</div>
    </AriaCheckboxGroup>
  );
}
