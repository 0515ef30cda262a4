import type { ComponentExample } from "../../examples.ts";
import { DateInput } from "./DateInput.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Date of birth",
    description: "Three boxes in US order; the browser may fill in a birthday.",
    render: () => (
      <DateInput legend="What is your date of birth?" description="For example, 3 27 1958" isBirthday isRequired />
    ),
  },
  {
    name: "With an error on one box",
    description: "The message is under the legend; only the wrong box is marked invalid.",
    render: () => (
      <DateInput
        legend="When did your Part B coverage start?"
        description="For example, 7 1 2024"
        defaultValue={{ month: "13", day: "1", year: "2024" }}
        errorMessage="Month must be a number from 1 to 12"
        invalidParts={["month"]}
      />
    ),
  },
];
