import type { ComponentExample } from "../../examples.ts";
import { Checkbox } from "./Checkbox.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Single",
    description: "The whole row toggles it.",
    render: () => <Checkbox name="reminders">Email me reminders about enrollment periods</Checkbox>,
  },
  {
    name: "With a hint",
    description: "The hint is read as the checkbox's description.",
    render: () => (
      <Checkbox description="We only use it to send your results." defaultSelected>
        Save my answers
      </Checkbox>
    ),
  },
  {
    name: "Required, with an error",
    description: "The message is text above the checkbox.",
    render: () => (
      <Checkbox isRequired errorMessage="Confirm that you have read the privacy notice">
        I have read the privacy notice
      </Checkbox>
    ),
  },
];
