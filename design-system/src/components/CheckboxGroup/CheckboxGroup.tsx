import { useState, type FocusEvent, type ReactNode } from "react";
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
} from "../Field/fieldBasics.tsx";
import { CheckboxGroupContext } from "./checkboxGroupContext.ts";
import "../../forms.css";

export interface CheckboxGroupProps {
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
  /** The group's id (error summary links point to it). */
  id?: string;
  /** The name every checked value is submitted under. */
  name?: string;
  /** The checked values (controlled). */
  value?: string[];
  /** The checked values at first (uncontrolled). */
  defaultValue?: string[];
  /** Called with the list of checked values. */
  onChange?: (value: string[]) => void;
  /** Called when focus leaves the control (react-hook-form's `field.onBlur`). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when the control takes focus. */
  onFocus?: (event: FocusEvent<Element>) => void;
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
 * Several choices under one question: a <fieldset> named by its <legend> (the visible question); hint and error
 * tied to the group and to every checkbox. The value is the list of checked values. `id` is the group's id.
 * Native, not React Aria's CheckboxGroup (issue 10): a fieldset gives the group and its name, and the checklists
 * of the paths and the enrollment timeline then ship no React Aria.
 *
 * @summary A question with several checkboxes under it, for "select all that apply" answers; its value is the
 * list of checked values.
 */
export function CheckboxGroup({
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
  isDisabled,
  isReadOnly,
  "aria-describedby": extraDescribedBy,
  ...rest
}: CheckboxGroupProps) {
  const t = useDsStrings("CheckboxGroup");
  const ids = useFieldIds(id);
  const errorMessage = useErrorMessage(name, ownError);
  const invalid = invalidFrom(isInvalid, errorMessage);
  const [own, setOwn] = useState<string[]>(defaultValue ?? []);
  const selected = value ?? own;
  const groupDescribedBy = describedBy(
    hasContent(description) && ids.hintId,
    hasContent(errorMessage) && ids.errorId,
    extraDescribedBy,
  );
  return (
    <fieldset
      {...rest}
      id={ids.controlId}
      aria-describedby={groupDescribedBy}
      disabled={isDisabled || undefined}
      className={cx("mg-field", "mg-checkboxgroup", className)}
      data-invalid={invalid || undefined}
    >
      <NativeLabel id={ids.labelId} isRequired={isRequired} requiredLabel={requiredLabel ?? t("required")}>
        {label}
      </NativeLabel>
      <NativeHint id={ids.hintId}>{description}</NativeHint>
      <NativeError id={ids.errorId} message={errorMessage} prefix={errorPrefix ?? t("errorPrefix")} />
      <CheckboxGroupContext.Provider
        value={{
          name,
          selected,
          toggle: (item, checked) => {
            const next = checked ? [...selected.filter((v) => v !== item), item] : selected.filter((v) => v !== item);
            if (value === undefined) setOwn(next);
            onChange?.(next);
          },
          describedBy: describedBy(hasContent(errorMessage) && ids.errorId, hasContent(description) && ids.hintId),
          isInvalid: invalid,
          isDisabled,
          isReadOnly,
        }}
      >
        <div className="mg-checkboxgroup__options">{children}</div>
      </CheckboxGroupContext.Provider>
    </fieldset>
  );
}
