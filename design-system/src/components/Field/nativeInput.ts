import type { FocusEvent, HTMLAttributes, InputHTMLAttributes, KeyboardEvent } from "react";

/**
 * The props the native text fields (TextField, TextArea) share with React Aria's TextField, which they replaced
 * (issue 10): the same names, so every caller works unchanged; `onChange` gets the text, not the event.
 */
export interface NativeTextProps {
  /** The control's id (error summary links point to it). */
  id?: string;
  /** The form field's name: a native submit (before hydration, a GET form) sends what was typed under it. */
  name?: string;
  /** The text (controlled). */
  value?: string;
  /** The first text (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  onFocus?: (event: FocusEvent<Element>) => void;
  onKeyDown?: (event: KeyboardEvent<Element>) => void;
  onKeyUp?: (event: KeyboardEvent<Element>) => void;
  /** Shows the field as required ("(required)" in the label) and tells assistive technology. */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  autoCorrect?: string;
  spellCheck?: boolean | "true" | "false";
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  enterKeyHint?: InputHTMLAttributes<HTMLInputElement>["enterKeyHint"];
  type?: "text" | "search" | "url" | "tel" | "email" | "password";
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  placeholder?: string;
  form?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-details"?: string;
}

/** The native attributes for those props (minus label, hint and error wiring, which the field adds). */
export function nativeTextAttributes(props: NativeTextProps) {
  const { isDisabled, isReadOnly, onChange, isRequired: _required, ...rest } = props;
  return {
    ...rest,
    disabled: isDisabled || undefined,
    readOnly: isReadOnly || undefined,
    onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
  };
}
