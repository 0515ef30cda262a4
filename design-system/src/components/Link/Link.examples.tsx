import type { ComponentExample } from "../../examples.ts";
import { Link } from "./Link.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Inline",
    description: "A link inside a sentence keeps the line's height.",
    render: () => (
      <p>
        Read about <Link href="/costs">Medicare costs</Link> before you choose a plan.
      </p>
    ),
  },
  {
    name: "Standalone",
    description: "A link on its own line is at least 44 px tall.",
    render: () => (
      <Link href="/quiz" standalone>
        Take the plan quiz
      </Link>
    ),
  },
  {
    name: "External",
    description: "Absolute URLs open in a new tab, with a warning in words and an icon.",
    render: () => (
      <p>
        Apply on <Link href="https://www.ssa.gov/medicare/">the Social Security website</Link>.
      </p>
    ),
  },
  {
    name: "External, standalone",
    description: "An external link on its own line.",
    render: () => (
      <Link href="https://www.medicare.gov/" standalone>
        Medicare.gov
      </Link>
    ),
  },
];
