import { useContext, useEffect, useRef, useState, type FocusEvent, type ReactNode, type Ref } from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { CheckboxGroupContext } from "../CheckboxGroup/checkboxGroupContext.ts";
import {
  cx,
  describedBy,
  hasContent,
  invalidFrom,
  NativeError,
  RequiredMarker,
  useErrorMessage,
  useFieldIds,
  useRequiredProps,
} from "../Field/fieldBasics.tsx";
import "../../forms.css";

export interface CheckboxProps {
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
  /** The input's id (error summary links point to it). */
  id?: string;
  /** The name it submits under (in a group, the group's). */
  name?: string;
  /** The value it submits when checked; in a group, the value it adds to the group's list. */
  value?: string;
  /** Checked (controlled). */
  isSelected?: boolean;
  /** Checked at first (uncontrolled). */
  defaultSelected?: boolean;
  /** Called with the new checked state. */
  onChange?: (isSelected: boolean) => void;
  /** Called when focus leaves the control (react-hook-form's `field.onBlur`). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when the control takes focus. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Shows the mixed state (a dash), for a "select all" box. */
  isIndeterminate?: boolean;
  /** Shows "(required)" in words and tells assistive technology (aria-required in a Form, else required). */
  isRequired?: boolean;
  /** Turns the control off (avoid: say instead why it cannot be used). */
  isDisabled?: boolean;
  /** Shows the value without letting it change. */
  isReadOnly?: boolean;
  /** Focuses the control on first render (only in a dialog opened for it). */
  autoFocus?: boolean;
  /** Ids of more text read with the control, after its hint and error. */
  "aria-describedby"?: string;
  /** A name for assistive technology when the visible text cannot say it all (rarely needed). */
  "aria-label"?: string;
}

/**
 * A checkbox: a native input in a full-width row at least 44 px tall, with optional hint and error tied by
 * aria-describedby. Alone, it carries its own error; inside a CheckboxGroup, the group does. `id` is the input's
 * id. Native, not React Aria's CheckboxField (issue 10): the browser already gives the role, the state, Space and
 * the click on the whole row, and it ticks before the page's script runs (the tick is drawn from `:checked`).
 *
 * @summary A single yes-or-no choice, or one choice of a CheckboxGroup, shown as a full-width row that
 * toggles wherever it is clicked.
 */
export function Checkbox({
  children,
  description,
  errorMessage: ownError,
  isInvalid,
  requiredLabel,
  errorPrefix,
  inputRef,
  className,
  isRequired,
  id,
  name,
  value,
  isSelected,
  defaultSelected,
  onChange,
  isIndeterminate,
  isDisabled,
  isReadOnly,
  "aria-describedby": extraDescribedBy,
  ...rest
}: CheckboxProps) {
  const t = useDsStrings("Checkbox");
  const group = useContext(CheckboxGroupContext);
  const ids = useFieldIds(id);
  const errorMessage = useErrorMessage(name, ownError);
  const required = useRequiredProps(isRequired && !group);
  const [ownSelected, setOwnSelected] = useState(defaultSelected ?? false);
  const checked = group ? group.selected.includes(value ?? "") : (isSelected ?? ownSelected);
  const invalid = group ? group.isInvalid : invalidFrom(isInvalid, errorMessage);
  const disabled = isDisabled || group?.isDisabled;
  const readOnly = isReadOnly || group?.isReadOnly;

  // The mixed state has no attribute: it is a property of the input.
  // (found through the row, so the caller's inputRef stays the input's only ref)
  const row = useRef<HTMLLabelElement | null>(null);
  useEffect(() => {
    const input = row.current?.querySelector("input");
    if (input) input.indeterminate = Boolean(isIndeterminate);
  }, [isIndeterminate]);

  return (
    <div className={cx(!group && "mg-field", "mg-checkbox", className)} data-invalid={(!group && invalid) || undefined}>
      {group ? null : <NativeError id={ids.errorId} message={errorMessage} prefix={errorPrefix ?? t("errorPrefix")} />}
      <label ref={row} className="mg-checkbox__button">
        <input
          {...rest}
          {...required}
          ref={inputRef}
          type="checkbox"
          id={ids.controlId}
          name={group?.name ?? name}
          value={value}
          checked={checked}
          disabled={disabled || undefined}
          aria-readonly={readOnly || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(
            hasContent(description) && ids.hintId,
            !group && hasContent(errorMessage) && ids.errorId,
            group?.describedBy,
            extraDescribedBy,
          )}
          onChange={(event) => {
            if (readOnly) return;
            const next = event.target.checked;
            if (group) group.toggle(value ?? "", next);
            else if (isSelected === undefined) setOwnSelected(next);
            onChange?.(next);
          }}
          className="mg-checkbox__input"
        />
        <span className="mg-checkbox__indicator" aria-hidden="true" />
        <span className="mg-checkbox__label">
          {children}
          {isRequired && !group ? <RequiredMarker label={requiredLabel ?? t("required")} /> : null}
        </span>
      </label>
      {hasContent(description) ? (
        <span id={ids.hintId} className="mg-checkbox__hint">
          {description}
        </span>
      ) : null}
    </div>
  );
}
