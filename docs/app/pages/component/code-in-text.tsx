import type { ReactNode } from "react";

/** JSDoc prose with its `backticked` names set as code. */
export function withCode(text: string): ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, i) =>
    i % 2 ? (
      <code key={i} className="docs-code">
        {part}
      </code>
    ) : (
      part
    ),
  );
}
