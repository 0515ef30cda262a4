import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { repoPath } from "./repo-path.ts";

/**
 * Build time: every component folder of the design system (the docs have one page each): a folder with its
 * examples, `<Name>/<Name>.examples.tsx`. `Field/` holds the parts the form components share (label, hint,
 * error, native attributes, field.css): no component of its own, so no page.
 */
export function componentNames(): string[] {
  const dir = repoPath("design-system/src/components");
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, `${d.name}.examples.tsx`)))
    .map((d) => d.name)
    .sort();
}
