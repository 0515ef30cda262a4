import type { ReactNode } from "react";

/**
 * One live example of a component. `X.examples.tsx` files export an array of
 * these; the docs site renders them and the axe tests (unit and browser gallery)
 * scan them.
 */
export interface ComponentExample {
  /** Short name shown as the example's heading in the docs. */
  name: string;
  /** One sentence on what the example shows. */
  description?: string;
  /** Renders the example. */
  render: () => ReactNode;
}
