import { readdirSync } from "node:fs";
import { repoPath } from "./repo-path.ts";

/** Build time: every component folder of the design system (the docs have one page each). */
export function componentNames(): string[] {
  const dir = repoPath("design-system/src/components");
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}
