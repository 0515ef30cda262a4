import type { ComponentExample } from "../../examples.ts";
import { Heading } from "./Heading.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Levels",
    description: "Each level has its usual size; follow the page outline.",
    render: () => (
      <>
        <Heading level={2}>Your Medicare options</Heading>
        <Heading level={3}>Original Medicare</Heading>
        <Heading level={4}>Part A</Heading>
      </>
    ),
  },
  {
    name: "Size apart from level",
    description: "An h2 that looks smaller, for a compact sidebar.",
    render: () => (
      <Heading level={2} size="lg">
        Related topics
      </Heading>
    ),
  },
  {
    name: "Focusable page heading",
    description: "After a client-side route change, the h1 takes focus so screen readers announce the new page.",
    render: () => (
      <Heading level={1} tabIndex={-1}>
        Compare plans
      </Heading>
    ),
  },
];
