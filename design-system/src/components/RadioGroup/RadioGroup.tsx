import { useContext, useId, useState, type FocusEvent, type ReactNode, type Ref } from "react";
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
import { RadioGroupContext } from "./radioGroupContext.ts";
import "../../forms.css";

export interface RadioGroupProps {
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
  /** The group's id (error summary links point to it). */
  id?: string;
  /** The name the chosen value is submitted under (a generated one when absent: the options need one). */
  name?: string;
  /** The chosen value (controlled; null for none). */
  value?: string | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen value. */
  onChange?: (value: string) => void;
  /** Called when focus leaves the group (not when it moves between options). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when the control takes focus. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Lays the options out in a row (they wrap); the arrow keys work either way. */
  orientation?: "horizontal" | "vertical";
  /** Shows "(required)" in words and tells assistive technology (aria-required in a Form, else required). */
  isRequired?: boolean;
  /** Turns the control off (avoid: say instead why it cannot be used). */
  isDisabled?: boolean;
  /** Shows the value without letting it change. */
  isReadOnly?: boolean;
  /** Ids of more text read with the control, after its hint and error. */
  "aria-describedby"?: string;
}

/**
 * One choice among a few: a <fieldset> with role radiogroup, named by its <legend> (the visible question); hint
 * and error tied to the group and to every choice; native radios sharing a name, so the browser gives the arrow
 * keys, the single Tab stop and the submitted value, before the page's script runs too. Native, not React Aria's
 * RadioGroup (issue 10). `id` is the group's id.
 *
 * @summary A question with a short list of answers of which the visitor picks exactly one, each answer a
 * full-width row.
 */
export function RadioGroup({
  label,
  children,
  description,
  errorMessage: ownError,
  isInvalid,
  requiredLabel,
  errorPrefix,
  className,
  isRequired,
  id,
  name,
  value,
  defaultValue,
  onChange,
  onBlur,
  onFocus,
  orientation = "vertical",
  isDisabled,
  isReadOnly,
  "aria-describedby": extraDescribedBy,
}: RadioGroupProps) {
  const t = useDsStrings("RadioGroup");
  const ids = useFieldIds(id);
  const ownName = `mg-radio${useId().replace(/:/g, "")}`;
  const errorMessage = useErrorMessage(name, ownError);
  const invalid = invalidFrom(isInvalid, errorMessage);
  const required = useRequiredProps(isRequired);
  const [own, setOwn] = useState<string | null>(defaultValue ?? null);
  const selected = value === undefined ? own : value;
  const groupDescribedBy = describedBy(
    hasContent(description) && ids.hintId,
    hasContent(errorMessage) && ids.errorId,
    extraDescribedBy,
  );
  return (
    <fieldset
      id={ids.controlId}
      role="radiogroup"
      aria-labelledby={ids.labelId}
      aria-describedby={groupDescribedBy}
      aria-required={required["aria-required"]}
      aria-invalid={invalid || undefined}
      aria-readonly={isReadOnly || undefined}
      disabled={isDisabled || undefined}
      className={cx("mg-field", "mg-radiogroup", className)}
      data-orientation={orientation}
      data-invalid={invalid || undefined}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.(event);
      }}
    >
      <NativeLabel id={ids.labelId} isRequired={isRequired} requiredLabel={requiredLabel ?? t("required")}>
        {label}
      </NativeLabel>
      <NativeHint id={ids.hintId}>{description}</NativeHint>
      <NativeError id={ids.errorId} message={errorMessage} prefix={errorPrefix ?? t("errorPrefix")} />
      <RadioGroupContext.Provider
        value={{
          name: name ?? ownName,
          selected,
          select: (next) => {
            if (value === undefined) setOwn(next);
            onChange?.(next);
          },
          describedBy: describedBy(hasContent(errorMessage) && ids.errorId, hasContent(description) && ids.hintId),
          required: required.required,
          isDisabled,
          isReadOnly,
        }}
      >
        <div className="mg-radiogroup__options">{children}</div>
      </RadioGroupContext.Provider>
    </fieldset>
  );
}

export interface RadioProps {
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
  /** The radio's id. */
  id?: string;
  /** Turns the control off (avoid: say instead why it cannot be used). */
  isDisabled?: boolean;
  /** Ids of more text read with the control, after its hint and error. */
  "aria-describedby"?: string;
}

/** One choice of a RadioGroup: a full-width row at least 44 px tall; the whole row chooses it. */
export function Radio({
  value,
  children,
  description,
  className,
  inputRef,
  id,
  isDisabled,
  "aria-describedby": extraDescribedBy,
}: RadioProps) {
  const group = useContext(RadioGroupContext);
  const ids = useFieldIds(id);
  return (
    <div className={cx("mg-radio", className)}>
      <label className="mg-radio__button">
        <input
          ref={inputRef}
          type="radio"
          id={ids.controlId}
          name={group?.name}
          value={value}
          checked={group ? group.selected === value : undefined}
          required={group?.required}
          disabled={isDisabled || undefined}
          aria-describedby={describedBy(hasContent(description) && ids.hintId, group?.describedBy, extraDescribedBy)}
          onChange={(event) => {
            if (event.target.checked && !group?.isReadOnly) group?.select(value);
          }}
          className="mg-radio__input"
        />
        <span className="mg-radio__indicator" aria-hidden="true" />
        <span className="mg-radio__label">{children}</span>
      </label>
      {hasContent(description) ? (
        <span id={ids.hintId} className="mg-radio__hint">
          {description}
        </span>
      ) : null}
    </div>
  );
}
