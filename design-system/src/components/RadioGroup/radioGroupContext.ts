import { createContext } from "react";

/** What a RadioGroup tells its Radios: the shared name, the chosen value, how to choose, and the group's wiring. */
export interface RadioGroupState {
  name: string;
  selected: string | null;
  select: (value: string) => void;
  /** The group's error and hint ids, read with every option after its own hint, error first (as React Aria's useRadio). */
  describedBy?: string;
  /** The native `required` on every option, outside an ARIA-validated Form. */
  required?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

/** Set by RadioGroup. */
export const RadioGroupContext = createContext<RadioGroupState | null>(null);
