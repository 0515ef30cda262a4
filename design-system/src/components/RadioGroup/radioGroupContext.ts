import { createContext } from "react";

/** What a RadioGroup tells its Radios: the shared name, the chosen value, how to choose, and the group's wiring. */
export interface RadioGroupState {
  name: string;
  selected: string | null;
  select: (value: string) => void;
  /** The group's hint and error ids, read with every option (as React Aria's group did). */
  describedBy?: string;
  /** The native `required` on every option, outside an ARIA-validated Form. */
  required?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

/** Set by RadioGroup. */
export const RadioGroupContext = createContext<RadioGroupState | null>(null);
