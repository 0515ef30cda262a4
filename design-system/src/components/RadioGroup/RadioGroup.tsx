import type { ReactNode, Ref } from "react";
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioFieldProps as AriaRadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from "react-aria-components";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { cx, FieldErrorText, FieldHint, FieldLabel, invalidFrom } from "../TextField/fieldParts.tsx";
import "../../forms.css";

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, "children" | "className" | "style" | "isInvalid"> {
  /** The question, shown above the choices and naming the group ("Do you have Medicare Part A?"). */
  label: ReactNode;
  /** The choices: `<Radio>` elements. */
  children: ReactNode;
  /** A hint under the question; read with the group and with each choice. */
  description?: ReactNode;
  /** The error, shown as text under the question and read with each choice; marks the group invalid. */
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
 * One choice among a few (React Aria RadioGroup): role radiogroup named by its
 * visible question, like a fieldset's legend; hint and error tied to every choice;
 * arrow keys move and choose. `id` is the group's id.
 */
export function RadioGroup({
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
}: RadioGroupProps) {
  const t = useDsStrings("RadioGroup");
  return (
    <AriaRadioGroup
      {...rest}
      isRequired={isRequired}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={cx("mg-field", "mg-radiogroup", className)}
    >
      <FieldLabel isRequired={isRequired} requiredLabel={requiredLabel ?? t("required")}>
        {label}
      </FieldLabel>
      <FieldHint>{description}</FieldHint>
      <FieldErrorText message={errorMessage} prefix={errorPrefix ?? t("errorPrefix")} />
      <div className="mg-radiogroup__options">{children}</div>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioFieldProps, "children" | "className" | "style" | "inputRef"> {
  /** The value chosen by this option. */
  value: string;
  /** The option's visible text, which is also its name. */
  children: ReactNode;
  /** More about this option, under its text; read as the option's description. */
  description?: ReactNode;
  /** A ref to the native radio input. */
  inputRef?: Ref<HTMLInputElement>;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/** One choice of a RadioGroup: a full-width row at least 44 px tall; the whole row chooses it. */
export function Radio({ children, description, className, inputRef, ...rest }: RadioProps) {
  return (
    <RadioField {...rest} inputRef={inputRef} className={cx("mg-radio", className)}>
      <RadioButton className="mg-radio__button">
        <span className="mg-radio__indicator" aria-hidden="true" />
        <span className="mg-radio__label">{children}</span>
      </RadioButton>
      {description ? (
        <Text slot="description" className="mg-radio__hint">
          {description}
        </Text>
      ) : null}
    </RadioField>
  );
}
