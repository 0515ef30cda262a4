import { createContext } from "react";

/** What a CheckboxGroup tells its Checkboxes: the checked values, how to change them, and the group's wiring. */
export interface CheckboxGroupState {
  /** The name every checkbox submits its value under. */
  name?: string;
  /** The checked values. */
  selected: readonly string[];
  /** Checks or clears one value. */
  toggle: (value: string, checked: boolean) => void;
  /** The group's error and hint ids, read with every choice after its own hint, error first (as React Aria's group did). */
  describedBy?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

/** Set by CheckboxGroup; null for a checkbox on its own. */
export const CheckboxGroupContext = createContext<CheckboxGroupState | null>(null);
