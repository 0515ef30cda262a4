import type { ComponentExample } from "../../examples.ts";
import { PlainButton } from "./PlainButton.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Primary",
    description: "The one main action of a page without other React Aria controls.",
    render: () => <PlainButton>Continue</PlainButton>,
  },
  {
    name: "Secondary",
    description: "Any other action, such as showing the rest of a list.",
    render: () => <PlainButton variant="secondary">Show 4 more</PlainButton>,
  },
  {
    name: "Link style",
    description: "A quiet action inside text.",
    render: () => <PlainButton variant="link">Show details</PlainButton>,
  },
  {
    name: "Pending",
    description: "While a request runs: still focusable, ignores presses.",
    render: () => <PlainButton isPending>Send</PlainButton>,
  },
  {
    name: "Disabled",
    description: "Avoid when you can: prefer an error message on press.",
    render: () => <PlainButton isDisabled>Unavailable</PlainButton>,
  },
];
