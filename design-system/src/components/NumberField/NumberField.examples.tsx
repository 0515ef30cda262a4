import type { ComponentExample } from "../../examples.ts";
import { NumberField } from "./NumberField.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Whole number",
    description: "Arrow keys or the large buttons change the value.",
    render: () => (
      <NumberField label="People in your household" defaultValue={1} minValue={1} maxValue={20} width={4} />
    ),
  },
  {
    name: "Money",
    description: "Formatted as dollars in the page's language; no buttons for amounts.",
    render: () => (
      <NumberField
        label="Yearly income"
        description="Before taxes, for everyone in your household."
        formatOptions={{ style: "currency", currency: "USD", maximumFractionDigits: 0 }}
        minValue={0}
        showStepper={false}
        isRequired
      />
    ),
  },
  {
    name: "With an error",
    description: "The message is text beside the field.",
    render: () => (
      <NumberField label="Age" defaultValue={150} errorMessage="Enter an age between 0 and 120" width={4} />
    ),
  },
];
