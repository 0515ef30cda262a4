import type { ComponentExample } from "../../examples.ts";
import { SkipLink } from "./SkipLink.tsx";

export const examples: ComponentExample[] = [
  {
    name: "Default",
    description: "The first thing in the page: press Tab once to see it.",
    render: () => (
      <>
        <SkipLink />
        <div id="main-content">
          <p>The main content starts here.</p>
        </div>
      </>
    ),
  },
  {
    name: "Custom target",
    description: "Jumps to another landmark, such as the results of a tool.",
    render: () => (
      <>
        <SkipLink href="#results">Skip to your results</SkipLink>
        <div id="results">
          <p>Your results.</p>
        </div>
      </>
    ),
  },
];
