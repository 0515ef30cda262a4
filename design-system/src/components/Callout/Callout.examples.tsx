import type { ComponentExample } from "../../examples.ts";
import { Callout } from "./Callout.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Note",
    description: "Useful background inside an article.",
    render: () => (
      <Callout>
        <p>You can change your Medicare drug plan each fall during Open Enrollment.</p>
      </Callout>
    ),
  },
  {
    name: "Important, with a heading",
    description: "A warning with a title that is part of the page outline.",
    render: () => (
      <Callout variant="warning" heading="Sign up on time" headingLevel={2}>
        <p>If you wait, you may pay a late enrollment penalty for as long as you have Part B.</p>
      </Callout>
    ),
  },
  {
    name: "Tip, title without heading level",
    description: "A bold title that stays out of the page outline.",
    render: () => (
      <Callout variant="tip" heading="Keep your card handy">
        <p>Bring your red, white and blue Medicare card to every appointment.</p>
      </Callout>
    ),
  },
  {
    name: "Success",
    render: () => (
      <Callout variant="success">
        <p>Your answers are saved on this device.</p>
      </Callout>
    ),
  },
  {
    name: "Error",
    render: () => (
      <Callout variant="error" heading="This tool needs your birth year" headingLevel={3}>
        <p>Go back to the first question to enter it.</p>
      </Callout>
    ),
  },
];
