import { useCallback, useEffect, useRef, type ReactNode, type Ref, type RefObject } from "react";
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from "react-aria-components";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { cx, FieldErrorText, FieldHint, FieldLabel, invalidFrom } from "../Field/fieldParts.tsx";
import "../../forms.css";

/** One choice of a Select. */
export interface SelectOption {
  /** The value submitted with the form and given to `onChange`. */
  value: string;
  /** The text shown and read. */
  label: string;
  /** Shown but not choosable. */
  isDisabled?: boolean;
}

type OwnAriaProps = Omit<
  AriaSelectProps<SelectOption>,
  | "children"
  | "className"
  | "style"
  | "isInvalid"
  | "value"
  | "defaultValue"
  | "onChange"
  | "selectionMode"
  | "placeholder"
  | "items"
  | "selectedKey"
  | "defaultSelectedKey"
  | "onSelectionChange"
>;

export interface SelectProps extends OwnAriaProps {
  /** The visible label ("Your state"). */
  label: ReactNode;
  /** The choices, in the order shown. */
  options: SelectOption[];
  /** The chosen value (controlled); `null` for none. */
  value?: string | null;
  /** The first chosen value (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the new value when a choice is made. */
  onChange?: (value: string | null) => void;
  /** Shown on the button while nothing is chosen (default from the `ds` strings: "Select an option"). */
  placeholder?: string;
  /** A hint under the label; read with the button. */
  description?: ReactNode;
  /** The error, shown as text beside the button and read with it; marks the field invalid. */
  errorMessage?: ReactNode;
  /** Marks the field invalid without a message of its own (defaults to true when `errorMessage` is set). */
  isInvalid?: boolean;
  /** The written required marker (default from the `ds` strings: "(required)"). */
  requiredLabel?: string;
  /** Words screen readers hear before the error (default from the `ds` strings: "Error:"). */
  errorPrefix?: string;
  /** A ref to the button that opens the list (for react-hook-form's `field.ref`, or to focus it). */
  triggerRef?: Ref<HTMLButtonElement>;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A single choice from a list (React Aria Select: a button that opens a listbox in
 * a popover). `id` is the button's id. With `name`, a hidden native <select>
 * submits the value with the form. Prefer a RadioGroup for fewer than 7 choices.
 *
 * @summary A button that opens a list of choices, for picking one value from a long list such as a US state.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  requiredLabel,
  errorPrefix,
  triggerRef,
  className,
  isRequired,
  ...rest
}: SelectProps) {
  const t = useDsStrings("Select");
  const invalid = invalidFrom(isInvalid, errorMessage);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const setButton = useCallback(
    (el: HTMLButtonElement | null) => {
      buttonRef.current = el;
      assignRef(triggerRef, el);
    },
    [triggerRef],
  );
  return (
    <AriaSelect<SelectOption>
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={(key: Key | null) => onChange?.(key == null ? null : String(key))}
      placeholder={placeholder ?? t("placeholder")}
      isRequired={isRequired}
      isInvalid={invalid}
      className={cx("mg-field", "mg-select", className)}
    >
      {({ isInvalid: showInvalid }) => (
        <>
          <FieldLabel isRequired={isRequired} requiredLabel={requiredLabel ?? t("required")}>
            {label}
          </FieldLabel>
          <FieldHint>{description}</FieldHint>
          <FieldErrorText message={errorMessage} prefix={errorPrefix ?? t("errorPrefix")} />
          <MarkInvalid target={buttonRef} isInvalid={showInvalid} />
          <Button ref={setButton} className="mg-select__trigger">
            <SelectValue className="mg-select__value" />
            <svg
              className="mg-select__chevron"
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 16 16"
              width="16"
              height="16"
            >
              <path
                d="M3 6l5 5 5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </Button>
          <Popover className="mg-select__popover" offset={4}>
            <ListBox className="mg-select__listbox" items={options}>
              {(option) => (
                <ListBoxItem
                  id={option.value}
                  textValue={option.label}
                  isDisabled={option.isDisabled}
                  className="mg-select__option"
                >
                  {({ isSelected }) => (
                    <>
                      <span className="mg-select__check" aria-hidden="true">
                        {isSelected ? "✓" : ""}
                      </span>
                      <span>{option.label}</span>
                    </>
                  )}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </>
      )}
    </AriaSelect>
  );
}

/** Gives an element to a caller's ref, whether an object or a function. */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * React Aria's Button drops aria-invalid, so it is set on the trigger here
 * (screen readers then say "invalid" with the button, as for the other fields).
 */
function MarkInvalid({ target, isInvalid }: { target: RefObject<HTMLButtonElement | null>; isInvalid: boolean }) {
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    if (isInvalid) el.setAttribute("aria-invalid", "true");
    else el.removeAttribute("aria-invalid");
  }, [target, isInvalid]);
  return null;
}
