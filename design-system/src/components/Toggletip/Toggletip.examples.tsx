import type { ComponentExample } from "../../examples.ts";
import { Toggletip } from "./Toggletip.tsx";

export const examples: ComponentExample[] = [
  {
    name: "In a sentence",
    description: "The word opens its explanation right after it, in the text.",
    render: () => (
      <p>
        If your income is above a set amount, you pay an{" "}
        <Toggletip
          href="#glossary-surcharge"
          definition="An extra amount added to a monthly premium for people with higher incomes."
        >
          income-related surcharge
        </Toggletip>{" "}
        on top of the standard premium.
      </p>
    ),
  },
  {
    name: "Open",
    description: "As it looks after a press: the explanation and a link to the full entry.",
    render: () => (
      <p>
        You pay a{" "}
        <Toggletip
          href="#glossary-copay"
          definition="A fixed amount you pay for a covered service, such as a visit to your doctor."
          defaultOpen
        >
          copay
        </Toggletip>{" "}
        at each visit.
      </p>
    ),
  },
];
