import type { ComponentExample } from "../../examples.ts";
import { Radio, RadioGroup } from "./RadioGroup.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Yes or no",
    description: "Two options side by side.",
    render: () => (
      <RadioGroup label="Do you have Medicare Part A?" orientation="horizontal" name="partA">
        <Radio value="yes">Yes</Radio>
        <Radio value="no">No</Radio>
      </RadioGroup>
    ),
  },
  {
    name: "With hints per option",
    description: "Each option can explain itself; the hint is read with it.",
    render: () => (
      <RadioGroup
        label="How do you want to get your coverage?"
        description="You can change this later."
        isRequired
        defaultValue="original"
      >
        <Radio value="original" description="Part A and Part B, run by the federal government.">
          Original Medicare
        </Radio>
        <Radio value="advantage" description="A private plan approved by Medicare that covers Part A and Part B.">
          Medicare Advantage
        </Radio>
      </RadioGroup>
    ),
  },
  {
    name: "With an error",
    description: "The message is text under the question, read with every option.",
    render: () => (
      <RadioGroup label="Are you 65 or older?" errorMessage="Select yes if you are 65 or older">
        <Radio value="yes">Yes</Radio>
        <Radio value="no">No</Radio>
      </RadioGroup>
    ),
  },
];
