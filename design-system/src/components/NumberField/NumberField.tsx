import { useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import {
  cx,
  describedBy,
  hasContent,
  invalidFrom,
  NativeError,
  NativeHint,
  NativeLabel,
  useErrorMessage,
  useFieldIds,
  useRequiredProps,
} from "../Field/fieldBasics.tsx";
import { commitNumber, formatNumber, parseNumber, stepNumber, type NumberFormatOptions } from "./numberText.ts";
import "../../forms.css";

export interface NumberFieldProps {
  /** The visible label ("Yearly income"). */
  label: ReactNode;
  /** A hint under the label; read with the field. */
  description?: ReactNode;
  /** The error, shown as text beside the field and read with it; marks the field invalid. */
  errorMessage?: ReactNode;
  /** Marks the field invalid without a message of its own (defaults to true when `errorMessage` is set). */
  isInvalid?: boolean;
  /** Shows the field as required ("(required)" in the label) and tells assistive technology. */
  isRequired?: boolean;
  /** The written required marker (default from the `ds` strings: "(required)"). */
  requiredLabel?: string;
  /** Words screen readers hear before the error (default from the `ds` strings: "Error:"). */
  errorPrefix?: string;
  /** Shows the minus and plus buttons (44 px or more); with them the arrow keys step too. */
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
  /** The box's id (error summary links point to it). */
  id?: string;
  /** The form field's name, on the visible box: a native submit sends what was typed ("$85,000"). */
  name?: string;
  /** The number (controlled); NaN is an empty box. */
  value?: number;
  /** The first number (uncontrolled); NaN or absent is an empty box. */
  defaultValue?: number;
  /** Called with the number as it is typed (NaN when empty or not a number), stepped, or rounded on leaving. */
  onChange?: (value: number) => void;
  /** Called when focus leaves the box, after the number is formatted. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called when the box gets focus. */
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The lowest number: stepping stops there, and a lower typed number becomes it when focus leaves. */
  minValue?: number;
  /** The highest number: stepping stops there, and a higher typed number becomes it when focus leaves. */
  maxValue?: number;
  /** How much the arrow keys and the buttons add or take away (default 1). */
  step?: number;
  /** How the number is written: Intl.NumberFormat options, e.g. `{ style: "currency", currency: "USD" }`. */
  formatOptions?: NumberFormatOptions;
  /** Greys the box and buttons out; nothing can be typed. */
  isDisabled?: boolean;
  /** The number can be read and copied but not changed. */
  isReadOnly?: boolean;
  /** Names the box when no visible label can (rare: prefer `label`). */
  "aria-label"?: string;
}

/** The page's language as a US locale ("es" -> "es-US"); a full tag is kept. */
export function usLocale(lang: string | undefined): string {
  if (!lang) return "en-US";
  return lang.includes("-") ? lang : `${lang}-US`;
}

const noSubscribe = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * A number box on a native <input type="text" inputmode="decimal"> (GOV.UK's advice for numbers: never
 * type=number, which changes on scroll and drops what it cannot read). Typing is never blocked: what cannot
 * be read stays in the box as typed, the value is NaN and the form's schema says what is wrong. The text is
 * read and formatted with Intl.NumberFormat in the page's language (`formatOptions` for currency, percent),
 * rewritten when focus leaves; the arrow keys and the optional 44 px minus/plus buttons step. `name` names
 * the visible box, so a native submit before hydration sends what was typed (issue 10 replaced React Aria's
 * NumberField: its parser and strings cost every tool page about 70 KiB before gzip).
 *
 * @summary A box for a number (a count, an amount of money, a percentage) that formats and reads it in the
 * page's language, with optional large minus and plus buttons.
 */
export function NumberField({
  label,
  description,
  errorMessage: ownError,
  isInvalid,
  isRequired,
  requiredLabel,
  errorPrefix,
  showStepper = true,
  decrementLabel,
  incrementLabel,
  locale: ownLocale,
  width = 10,
  inputRef,
  className,
  id,
  name,
  value,
  defaultValue,
  onChange,
  onBlur,
  onFocus,
  minValue,
  maxValue,
  step,
  formatOptions,
  isDisabled,
  isReadOnly,
  "aria-label": ariaLabel,
}: NumberFieldProps) {
  const t = useDsStrings("NumberField");
  const locale = ownLocale ?? usLocale(t.lang);
  const ids = useFieldIds(id);
  const errorMessage = useErrorMessage(name, ownError);
  const invalid = invalidFrom(isInvalid, errorMessage);
  const required = useRequiredProps(isRequired);
  const [ownValue, setOwnValue] = useState(defaultValue ?? Number.NaN);
  const current = value === undefined ? ownValue : value;
  const [text, setText] = useState(() => formatNumber(current, locale, formatOptions));
  // A new value from outside (a reset, the query read back) rewrites the box; the value this box just
  // reported does not, so what is being typed ("85,0") is never rewritten under the visitor's fingers.
  const [seen, setSeen] = useState(current);
  if (!Object.is(seen, current)) {
    setSeen(current);
    if (!Object.is(parseNumber(text, locale, formatOptions), current)) {
      setText(formatNumber(current, locale, formatOptions));
    }
  }
  // The minus/plus buttons need the page's script: until it runs they keep their place but are not
  // shown (never a dead button that looks live); the box itself works from the first paint.
  const live = useSyncExternalStore(noSubscribe, isClient, isServer);
  const stepSize = step ?? 1;
  const steps = showStepper || step !== undefined;
  const locked = isDisabled || isReadOnly;

  function report(next: number) {
    if (value === undefined) setOwnValue(next);
    setSeen(next);
    if (!Object.is(next, current)) onChange?.(next);
  }

  function stepBy(direction: 1 | -1) {
    const next = stepNumber(current, stepSize, direction, minValue, maxValue);
    setText(formatNumber(next, locale, formatOptions));
    report(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!steps || locked || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    stepBy(event.key === "ArrowUp" ? 1 : -1);
  }

  function onLeave(event: FocusEvent<HTMLInputElement>) {
    const typed = parseNumber(text, locale, formatOptions);
    // Text that is not a number stays as typed (the schema reports it); a number is written as the page does.
    if (!Number.isNaN(typed)) {
      const committed = commitNumber(typed, locale, formatOptions, minValue, maxValue);
      setText(formatNumber(committed, locale, formatOptions));
      report(committed);
    }
    onBlur?.(event);
  }

  const atMin = minValue !== undefined && current <= minValue;
  const atMax = maxValue !== undefined && current >= maxValue;
  const stepper = (direction: 1 | -1) => {
    const buttonId = `${ids.controlId}-${direction === 1 ? "increment" : "decrement"}`;
    return (
      <button
        type="button"
        id={buttonId}
        // Not a tab stop: the arrow keys do the same from the box (as React Aria's buttons were).
        tabIndex={-1}
        aria-label={direction === 1 ? (incrementLabel ?? t("increment")) : (decrementLabel ?? t("decrement"))}
        aria-labelledby={`${buttonId} ${ids.labelId}`}
        aria-controls={ids.controlId}
        disabled={locked || (direction === 1 ? atMax : atMin) || undefined}
        className="mg-numberfield__step"
        style={live ? undefined : { visibility: "hidden" }}
        onClick={() => {
          stepBy(direction);
          // Focus back in the box (the caller's inputRef is its own), where the arrow keys step on.
          document.getElementById(ids.controlId)?.focus();
        }}
      >
        <span aria-hidden="true">{direction === 1 ? "+" : "−"}</span>
      </button>
    );
  };

  return (
    <div
      className={cx("mg-field", "mg-numberfield", className)}
      data-invalid={invalid || undefined}
      data-required={isRequired || undefined}
      data-disabled={isDisabled || undefined}
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
      <div className="mg-numberfield__group">
        {showStepper ? stepper(-1) : null}
        <input
          {...required}
          ref={inputRef}
          id={ids.controlId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          name={name}
          data-number=""
          value={text}
          disabled={isDisabled || undefined}
          readOnly={isReadOnly || undefined}
          aria-label={ariaLabel}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hasContent(description) && ids.hintId, hasContent(errorMessage) && ids.errorId)}
          className={cx("mg-field__input", "mg-numberfield__input", width !== "full" && `mg-field__input--w${width}`)}
          onChange={(event) => {
            setText(event.target.value);
            report(parseNumber(event.target.value, locale, formatOptions));
          }}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onLeave}
        />
        {showStepper ? stepper(1) : null}
      </div>
    </div>
  );
}
