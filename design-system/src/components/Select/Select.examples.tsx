import type { ComponentExample } from "../../examples.ts";
import { Select, type SelectOption } from "./Select.tsx";

const states: SelectOption[] = [
  { value: "AZ", label: "Arizona" },
  { value: "CA", label: "California" },
  { value: "FL", label: "Florida" },
  { value: "NY", label: "New York" },
  { value: "TX", label: "Texas" },
  { value: "PR", label: "Puerto Rico" },
  { value: "WA", label: "Washington" },
];

export const examples: ComponentExample[] = [
  {
    name: "State",
    description: "A button that opens a list; submits with the form under its name.",
    render: () => (
      <Select label="Your state" name="state" options={states} description="Where you live most of the year." />
    ),
  },
  {
    name: "Required, with an error",
    description: "Required in words; the message is text beside the button.",
    render: () => (
      <Select label="Your state" options={states} isRequired errorMessage="Select the state where you live" />
    ),
  },
  {
    name: "With a choice made",
    description: "The chosen value shows on the button.",
    render: () => <Select label="Your state" options={states} defaultValue="FL" />,
  },
];
