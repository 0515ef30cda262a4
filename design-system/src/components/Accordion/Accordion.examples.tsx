import type { ComponentExample } from "../../examples.ts";
import { Accordion, AccordionItem } from "./Accordion.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Multiple",
    description: "Sections open and close independently; the first starts open.",
    render: () => (
      <Accordion headingLevel={2} defaultExpanded={["part-a"]}>
        <AccordionItem id="part-a" title="Part A (Hospital Insurance)">
          <p>Covers inpatient hospital stays, skilled nursing facility care, hospice and some home health care.</p>
        </AccordionItem>
        <AccordionItem id="part-b" title="Part B (Medical Insurance)">
          <p>Covers doctors' services, outpatient care, medical supplies and preventive services.</p>
        </AccordionItem>
        <AccordionItem id="part-d" title="Part D (Drug coverage)">
          <p>Helps cover the cost of prescription drugs.</p>
        </AccordionItem>
      </Accordion>
    ),
  },
  {
    name: "Single",
    description: "Opening one section closes the others.",
    render: () => (
      <Accordion type="single" headingLevel={3}>
        <AccordionItem id="when" title="When can I sign up?">
          <p>Most people first sign up in the 7 months around their 65th birthday.</p>
        </AccordionItem>
        <AccordionItem id="how" title="How do I sign up?">
          <p>Online, by phone, or at a local Social Security office.</p>
        </AccordionItem>
      </Accordion>
    ),
  },
  {
    name: "With a disabled item",
    description: "A disabled title is skipped by Tab and the arrow keys.",
    render: () => (
      <Accordion headingLevel={2}>
        <AccordionItem id="one" title="Available section">
          <p>Content.</p>
        </AccordionItem>
        <AccordionItem id="two" title="Coming soon" isDisabled>
          <p>Not yet written.</p>
        </AccordionItem>
        <AccordionItem id="three" title="Another section">
          <p>More content.</p>
        </AccordionItem>
      </Accordion>
    ),
  },
];
