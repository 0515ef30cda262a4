import { useSyncExternalStore, type ReactNode, type Ref } from "react";
import {
  Button,
  Group,
  I18nProvider,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from "react-aria-components";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { cx, FieldErrorText, FieldHint, FieldLabel, invalidFrom } from "../TextField/fieldParts.tsx";
import "../../forms.css";

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, "children" | "className" | "style" | "isInvalid"> {
  /** The visible label ("Yearly income"). */
  label: ReactNode;
  /** A hint under the label; read with the field. */
  description?: ReactNode;
  /** The error, shown as text beside the field and read with it; marks the field invalid. */
  errorMessage?: ReactNode;
  /** Marks the field invalid without a message of its own (defaults to true when `errorMessage` is set). */
  isInvalid?: boolean;
  /** The written required marker (default from the `ds` strings: "(required)"). */
  requiredLabel?: string;
  /** Words screen readers hear before the error (default from the `ds` strings: "Error:"). */
  errorPrefix?: string;
  /** Shows the minus and plus buttons (44 px or more); the arrow keys step either way. */
  showStepper?: boolean;
  /** The minus button's name, read with the label (default from the `ds` strings: "Decrease"). */
  decrementLabel?: string;
  /** The plus button's name, read with the label (default from the `ds` strings: "Increase"). */
  incrementLabel?: string;
  /** The locale used to format and parse numbers (default: the page's language, in the US: "en-US", "es-US"). */
  locale?: string;
  /** Width of the box in characters; `full` fills the column. */
  width?: "full" | 4 | 10 | 20;
  /** A ref to the <input> itself (for react-hook-form's `field.ref`, or to focus it). */
  inputRef?: Ref<HTMLInputElement>;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/** The page's language as a US locale ("es" -> "es-US"); a full tag is kept. */
const noSubscribe = () => () => {};
const isClient = () => true;
const isServer = () => false;

export function usLocale(lang: string | undefined): string {
  if (!lang) return "en-US";
  return lang.includes("-") ? lang : `${lang}-US`;
}

/**
 * A number input (React Aria NumberField) that formats and parses in the page's
 * language (`formatOptions` for currency, percent, units), steps with the arrow
 * keys, and offers large minus/plus buttons. `name` names the visible box, so a native submit sends what was typed.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  isInvalid,
  requiredLabel,
  errorPrefix,
  showStepper = true,
  decrementLabel,
  incrementLabel,
  locale,
  width = 10,
  inputRef,
  className,
  isRequired,
  name,
  ...rest
}: NumberFieldProps) {
  const t = useDsStrings("NumberField");
  // The minus/plus buttons need the page's script: until it runs they keep their place but are not
  // shown (never a dead button that looks live); the box itself works from the first paint.
  const live = useSyncExternalStore(noSubscribe, isClient, isServer);
  const stepperStyle = live ? undefined : ({ visibility: "hidden" } as const);
  return (
    <I18nProvider locale={locale ?? usLocale(t.lang)}>
      <AriaNumberField
        {...rest}
        isRequired={isRequired}
        isInvalid={invalidFrom(isInvalid, errorMessage)}
        className={cx("mg-field", "mg-numberfield", className)}
      >
        <FieldLabel isRequired={isRequired} requiredLabel={requiredLabel ?? t("required")}>
          {label}
        </FieldLabel>
        <FieldHint>{description}</FieldHint>
        <FieldErrorText message={errorMessage} prefix={errorPrefix ?? t("errorPrefix")} />
        <Group className="mg-numberfield__group">
          {showStepper ? (
            <Button
              slot="decrement"
              aria-label={decrementLabel ?? t("decrement")}
              className="mg-numberfield__step"
              style={stepperStyle}
            >
              <span aria-hidden="true">−</span>
            </Button>
          ) : null}
          {/* The name goes on the visible box, not on React Aria's hidden input: before hydration the browser
              submits what the visitor typed (a GET form), and the page reads it back once it runs. */}
          <Input
            ref={inputRef}
            name={name}
            data-number=""
            className={cx("mg-field__input", "mg-numberfield__input", width !== "full" && `mg-field__input--w${width}`)}
          />
          {showStepper ? (
            <Button
              slot="increment"
              aria-label={incrementLabel ?? t("increment")}
              className="mg-numberfield__step"
              style={stepperStyle}
            >
              <span aria-hidden="true">+</span>
            </Button>
          ) : null}
        </Group>
      </AriaNumberField>
    </I18nProvider>
  );
}
