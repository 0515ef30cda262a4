import type { ComponentExample } from "../../examples.ts";
import { Button } from "./Button.tsx";

export const examples: ComponentExample[] = [
  { name: "Primary", description: "The one main action of a view.", render: () => <Button>Continue</Button> },
  { name: "Secondary", description: "Any other action.", render: () => <Button variant="secondary">Back</Button> },
  {
    name: "Link style",
    description: "A quiet action inside text.",
    render: () => <Button variant="link">Show details</Button>,
  },
  {
    name: "Pending",
    description: "While a request runs: still focusable, ignores presses.",
    render: () => <Button isPending>Send</Button>,
  },
  {
    name: "Disabled",
    description: "Avoid when you can: prefer an error message on press.",
    render: () => <Button isDisabled>Unavailable</Button>,
  },
];
