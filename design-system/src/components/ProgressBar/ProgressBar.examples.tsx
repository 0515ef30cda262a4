import type { ComponentExample } from "../../examples.ts";
import { ProgressBar } from "./ProgressBar.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Steps",
    description: "Progress through a quiz, in words as well as a bar.",
    render: () => (
      <ProgressBar label="Your progress" value={2} minValue={0} maxValue={6} valueLabel="Question 2 of 6" />
    ),
  },
  {
    name: "Percentage",
    description: "Without a value label, the value is shown as a percentage.",
    render: () => <ProgressBar label="Upload" value={40} />,
  },
];
