import type { ComponentExample } from "../../examples.ts";
import { Button } from "../Button/Button.tsx";
import { Card } from "./Card.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Static",
    description: "A heading and a short body; nothing in it is clickable.",
    render: () => (
      <Card heading="Part A: hospital insurance" headingLevel={2}>
        <p>Covers inpatient hospital stays, skilled nursing facility care and hospice.</p>
      </Card>
    ),
  },
  {
    name: "Clickable",
    description: "The whole card follows its title link: one tab stop, focus ring around the card.",
    render: () => (
      <Card heading="Compare Medigap and Medicare Advantage" headingLevel={2} href="#compare">
        <p>See what each choice costs and covers, side by side.</p>
      </Card>
    ),
  },
  {
    name: "With actions",
    description: "A footer with its own controls, which stay separate tab stops.",
    render: () => (
      <Card
        heading="Your saved answers"
        headingLevel={3}
        footer={
          <>
            <Button>Continue the quiz</Button>
            <Button variant="secondary">Start over</Button>
          </>
        }
      >
        <p>You answered 4 of 6 questions.</p>
      </Card>
    ),
  },
];
