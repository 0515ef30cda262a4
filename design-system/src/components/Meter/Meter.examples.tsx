import type { ComponentExample } from "../../examples.ts";
import { Meter } from "./Meter.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Count",
    description: "A level with words for the value.",
    render: () => <Meter label="Preventive visits used" value={3} maxValue={5} valueLabel="3 of 5" />,
  },
  {
    name: "Percentage",
    description: "Without a value label, the value is shown as a percentage.",
    render: () => <Meter label="Profile complete" value={75} />,
  },
];
