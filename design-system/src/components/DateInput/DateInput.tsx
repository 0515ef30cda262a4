import { useId, useRef, useState, type FocusEvent, type ReactNode, type Ref } from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { cx, PlainError, PlainHint, RequiredMarker } from "../Field/fieldBasics.tsx";
import type { MemorableDatePart, MemorableDateValue } from "./parseMemorableDate.ts";
import "../../forms.css";

export interface DateInputProps {
  /** The question, shown as the fieldset's legend ("What is your date of birth?"); may hold a heading. */
  legend: ReactNode;
  /** A hint under the legend, for example "For example, 3 27 1958". */
  description?: ReactNode;
  /** The error, shown under the legend as text and read with the group; marks the boxes invalid. */
  errorMessage?: ReactNode;
  /** Marks the boxes invalid without a message of its own. */
  isInvalid?: boolean;
  /** Which boxes are wrong (default: all three while there is an error). */
  invalidParts?: MemorableDatePart[];
  /** Adds the written required marker to the legend. */
  isRequired?: boolean;
  /** The fieldset's id; the boxes are `<id>-month`, `<id>-day` and `<id>-year`. */
  id?: string;
  /** Form name: the boxes submit as `<name>-month`, `<name>-day` and `<name>-year`. */
  name?: string;
  /**
   * For a personal date given no form name (so no GET submission carries it): the name its boxes are known
   * by to a page script that keeps a submission on the device (`data-held-name="<heldName>-month"` ...).
   */
  heldName?: string;
  /** The typed values (controlled). */
  value?: MemorableDateValue;
  /** The first values (uncontrolled). */
  defaultValue?: MemorableDateValue;
  /** Called with all three values whenever one box changes. */
  onChange?: (value: MemorableDateValue) => void;
  /** Called when focus leaves the whole group (not when moving between boxes). */
  onBlur?: () => void;
  /** Lets the browser fill in a birthday (autocomplete bday-month / bday-day / bday-year). */
  isBirthday?: boolean;
  /** Disables the three boxes. */
  isDisabled?: boolean;
  /** Overrides for the box labels (defaults from the `ds` strings: "Month", "Day", "Year"). */
  partLabels?: Partial<Record<MemorableDatePart, string>>;
  /** The written required marker (default from the `ds` strings: "(required)"). */
  requiredLabel?: string;
  /** Words screen readers hear before the error (default from the `ds` strings: "Error:"). */
  errorPrefix?: string;
  /** A ref to the first box (month), to focus it. */
  inputRef?: Ref<HTMLInputElement>;
  /** Extra class names for layout by the caller. */
  className?: string;
}

const EMPTY: MemorableDateValue = { month: "", day: "", year: "" };
const PARTS: MemorableDatePart[] = ["month", "day", "year"];
const AUTOCOMPLETE: Record<MemorableDatePart, string> = { month: "bday-month", day: "bday-day", year: "bday-year" };

/**
 * A "memorable date" (GOV.UK pattern, in US order): a fieldset with a legend and
 * three labelled text boxes, Month, Day and Year, with the numeric keyboard on
 * phones. For dates people know (birth, Medicare start), not for picking a date.
 * Read the value with `parseMemorableDate`.
 *
 * @summary A date people already know, such as their date of birth, typed into three labelled boxes: Month,
 * Day and Year, in US order.
 */
export function DateInput({
  legend,
  description,
  errorMessage,
  isInvalid,
  invalidParts,
  isRequired,
  id,
  name,
  heldName,
  value,
  defaultValue,
  onChange,
  onBlur,
  isBirthday = false,
  isDisabled,
  partLabels,
  requiredLabel,
  errorPrefix,
  inputRef,
  className,
}: DateInputProps) {
  const t = useDsStrings("DateInput");
  const autoId = useId();
  const baseId = id ?? `mg-date-${autoId.replace(/:/g, "")}`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const [own, setOwn] = useState<MemorableDateValue>(defaultValue ?? EMPTY);
  const current = value ?? own;
  const invalid = isInvalid ?? Boolean(errorMessage);
  const badParts = invalid ? (invalidParts ?? PARTS) : [];

  const update = (part: MemorableDatePart, text: string) => {
    const next = { ...current, [part]: text };
    setOwn(next);
    onChange?.(next);
  };
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (!fieldsetRef.current?.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  const describedBy = cx(description ? hintId : null, errorMessage ? errorId : null) || undefined;
  return (
    <fieldset
      id={baseId}
      className={cx("mg-field", "mg-dateinput", invalid && "mg-field--invalid", className)}
      aria-describedby={describedBy}
      ref={fieldsetRef}
    >
      <legend className="mg-field__label mg-dateinput__legend">
        {legend}
        {isRequired ? <RequiredMarker label={requiredLabel ?? t("required")} /> : null}
      </legend>
      <PlainHint id={hintId}>{description}</PlainHint>
      <PlainError id={errorId} message={errorMessage} prefix={errorPrefix ?? t("errorPrefix")} />
      <div className="mg-dateinput__parts">
        {PARTS.map((part, index) => {
          const partId = `${baseId}-${part}`;
          return (
            <div key={part} className="mg-dateinput__item">
              <label htmlFor={partId} className="mg-dateinput__label">
                {partLabels?.[part] ?? t(part)}
              </label>
              <input
                ref={index === 0 ? inputRef : undefined}
                id={partId}
                name={name ? `${name}-${part}` : undefined}
                data-held-name={heldName ? `${heldName}-${part}` : undefined}
                type="text"
                inputMode="numeric"
                autoComplete={isBirthday ? AUTOCOMPLETE[part] : undefined}
                spellCheck={false}
                disabled={isDisabled}
                aria-required={isRequired || undefined}
                aria-invalid={badParts.includes(part) || undefined}
                className={cx("mg-field__input", part === "year" ? "mg-field__input--w4" : "mg-field__input--w2")}
                value={current[part]}
                onChange={(event) => update(part, event.target.value)}
                onBlur={handleBlur}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
