import { useState } from "react";
import type { ComponentExample } from "../../examples.ts";
import { Button } from "../Button/Button.tsx";
import { LiveRegion } from "./LiveRegion.tsx";

function ResultCount() {
  const [count, setCount] = useState(12);
  return (
    <>
      <Button variant="secondary" onPress={() => setCount((n) => Math.max(0, n - 3))}>
        Narrow the list
      </Button>
      <LiveRegion>{count} plans match your answers.</LiveRegion>
    </>
  );
}

export const examples: ComponentExample[] = [
  {
    name: "Visible status",
    description: "A result count that screen readers announce whenever it changes.",
    render: () => <ResultCount />,
  },
  {
    name: "Hidden, starts empty",
    description: "Present from the first render with no text; the page writes into it later.",
    render: () => <LiveRegion visuallyHidden />,
  },
  {
    name: "Assertive",
    description: "Interrupts the screen reader: only for news that cannot wait.",
    render: () => <LiveRegion politeness="assertive">Your session could not be saved.</LiveRegion>,
  },
];
