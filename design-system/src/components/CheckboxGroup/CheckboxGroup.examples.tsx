import type { ComponentExample } from "../../examples.ts";
import { Checkbox } from "../Checkbox/Checkbox.tsx";
import { CheckboxGroup } from "./CheckboxGroup.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Select all that apply",
    description: "Several answers to one question.",
    render: () => (
      <CheckboxGroup label="Which parts of Medicare do you have?" description="Select all that apply." name="parts">
        <Checkbox value="A">Part A (hospital insurance)</Checkbox>
        <Checkbox value="B">Part B (medical insurance)</Checkbox>
        <Checkbox value="D" description="Often called a drug plan.">
          Part D (drug coverage)
        </Checkbox>
      </CheckboxGroup>
    ),
  },
  {
    name: "With an error",
    description: "The message is text under the question, read with every choice.",
    render: () => (
      <CheckboxGroup
        label="How should we contact you?"
        isRequired
        errorMessage="Select at least one way to contact you"
      >
        <Checkbox value="email">Email</Checkbox>
        <Checkbox value="mail">Mail</Checkbox>
      </CheckboxGroup>
    ),
  },
];
