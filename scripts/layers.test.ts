/**
 * The layer rules of README's folder map, enforced by `npm run lint` (oxlint's no-restricted-imports, one
 * override per layer and folder depth in .oxlintrc.json). Each case plants a file with one import into the real
 * tree, lints it with the repository's configuration, and removes it: a forbidden import must fail the lint, an
 * allowed one must pass (so the rule is neither missing nor so broad that it flags everything).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OXLINT = join(ROOT, "node_modules", ".bin", "oxlint");

/** Lints one planted file (path relative to the repository); returns the lint's exit status and output. */
function lintPlanted(path: string, source: string): { status: number; output: string } {
  const file = join(ROOT, path);
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, source);
  try {
    const output = execFileSync(OXLINT, ["--deny-warnings", "-c", ".oxlintrc.json", path], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: "pipe",
    });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: failed.stdout + failed.stderr };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const FORBIDDEN: [string, string, string][] = [
  ["content -> app", "content/layer-fixture/planted.ts", 'export * from "../../app/routes.ts";\n'],
  ["content -> React", "content/layer-fixture/planted.ts", 'export { useState } from "react";\n'],
  ["design-system -> content", "design-system/layer-fixture/planted.ts", 'export * from "@medicare-guide/content";\n'],
  ["design-system -> app", "design-system/layer-fixture/planted.ts", 'export * from "../../app/routes.ts";\n'],
  ["functions -> app", "functions/layer-fixture/planted.ts", 'export * from "../../app/routes.ts";\n'],
  [
    "functions -> design-system",
    "functions/layer-fixture/planted.ts",
    'export * from "@medicare-guide/design-system";\n',
  ],
  ["docs -> app", "docs/layer-fixture/planted.ts", 'export * from "../../app/routes.ts";\n'],
  ["a model -> React", "app/tools/layer-fixture/model.ts", 'export { useState } from "react";\n'],
  ["app -> content by a relative path", "app/layer-fixture/planted.ts", 'export * from "../../content/index.ts";\n'],
];

const ALLOWED: [string, string, string][] = [
  ["content -> content/routes", "content/layer-fixture/planted.ts", 'export * from "../routes/index.ts";\n'],
  ["app -> content through the package", "app/layer-fixture/planted.ts", 'export * from "@medicare-guide/content";\n'],
  ["a view -> React", "app/tools/layer-fixture/View.tsx", 'export { useState } from "react";\n'],
  ["docs -> its own app folder", "docs/app/layer-fixture/planted.ts", 'export * from "../../app/root.tsx";\n'],
];

describe("layer rules in npm run lint", () => {
  it.each(FORBIDDEN)("a planted %s import fails the lint", (_name, path, source) => {
    const { status, output } = lintPlanted(path, source);
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-restricted-imports/);
    expect(output).toMatch(/README/);
  });

  it.each(ALLOWED)("%s passes", (_name, path, source) => {
    const { status, output } = lintPlanted(path, source);
    expect(output).not.toMatch(/no-restricted-imports/);
    expect(status).toBe(0);
  });
});
