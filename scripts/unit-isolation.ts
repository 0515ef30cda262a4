/**
 * Which unit test files share a worker's modules and page, and which need their own (vite.config.ts `test`).
 *
 * Most test files run with `isolate: false`: one module graph and one jsdom per worker, shared by the files it
 * runs. Isolated, each of about 280 files built its own environment and imported React, i18next and the
 * content again: 220 s of the fresh-clone run (environment 25 %, import 25 %), the projects 3-5 times faster
 * without it. What a file leaves in the page (nodes, attributes, storage, the address) is cleared after it by
 * design-system/test/setup.ts. A file that changes what later files would see in a way no cleanup undoes runs
 * isolated, found here by what it says, so a new test is sorted without a list to keep:
 * - it replaces modules (`vi.mock`, `vi.doMock`, `vi.resetModules`, `vi.hoisted`): the module graph is shared;
 * - it stubs globals or the environment, fakes timers, or writes `process.env`;
 * - it asks for another environment (`@vitest-environment`).
 */
import { globSync, readFileSync } from "node:fs";

export const CHANGES_SHARED_STATE =
  /\bvi\.(?:mock|doMock|unmock|resetModules|hoisted|stubEnv|stubGlobal|useFakeTimers)\b|process\.env(?:\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env|@vitest-environment/;

export interface IsolationSplit {
  /** Files that can share a worker's modules and page. */
  readonly shared: string[];
  /** Files that need their own (CHANGES_SHARED_STATE). */
  readonly own: string[];
}

/** Splits the test files a project's globs match (relative to root; `exclude` holds path prefixes) by whether they change shared state. */
export function splitByIsolation(
  root: string,
  include: readonly string[],
  exclude: readonly string[] = [],
): IsolationSplit {
  const files = globSync([...include], { cwd: root })
    .filter((f) => !f.includes("node_modules") && !exclude.some((prefix) => f.startsWith(prefix)))
    .sort();
  const shared: string[] = [];
  const own: string[] = [];
  for (const file of files)
    (CHANGES_SHARED_STATE.test(readFileSync(`${root}/${file}`, "utf8")) ? own : shared).push(file);
  return { shared, own };
}
