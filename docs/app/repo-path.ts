import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * Build time: a path inside the repository. The docs build runs from docs/ (its
 * project root) and its loaders run from a bundle in build/docs, so paths are
 * resolved from the working directory, not from import.meta.url.
 */
export function repoPath(...parts: string[]): string {
  const cwd = process.cwd();
  const root = existsSync(join(cwd, "design-system")) ? cwd : resolve(cwd, "..");
  return join(root, ...parts);
}
