import type { ComponentExample } from "../../examples.ts";
import { VisuallyHidden } from "./VisuallyHidden.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Clearer link name",
    description: "Screen readers hear the whole link name; the screen shows the short one.",
    render: () => (
      <p>
        <a href="#part-b">
          Read more <VisuallyHidden>about Part B</VisuallyHidden>
        </a>
      </p>
    ),
  },
  {
    name: "Focusable",
    description: "A link that appears only while it has keyboard focus.",
    render: () => (
      <VisuallyHidden focusable>
        <a href="#results">Jump to your results</a>
      </VisuallyHidden>
    ),
  },
];
