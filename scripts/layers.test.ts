/**
 * The layer rules of README "Layers" (and no words typed in app/'s views: scripts/layers/visible-words.ts),
 * enforced by `npm run lint` (scripts/check-layers.ts: every import resolved
 * by the TypeScript compiler, then judged by where it lands; scripts/layers/check.ts). Each case plants a file
 * with one import into the real tree; one run of the check over the planted files (loading the program takes
 * 10-20 s, so all cases share it) must flag each forbidden import and none of the allowed ones, so a rule is
 * neither missing nor so broad that it flags everything. The `./../../app` case is the one the per-depth path
 * patterns of .oxlintrc.json let through (issue 27).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLayers, type Violation } from "./layers/check.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

const FORBIDDEN: [string, string, string][] = [
  ["content -> app", "content/layer-fixture/app.ts", 'export * from "../../app/routes.ts";\n'],
  ["content -> app, spelt ./../../app", "content/layer-fixture/dot-app.ts", 'export * from "./../../app/routes.ts";\n'],
  [
    "content -> app by a dynamic import",
    "content/layer-fixture/lazy.ts",
    'export const m = import("../../app/routes.ts");\n',
  ],
  ["content -> React", "content/layer-fixture/react.ts", 'export { useState } from "react";\n'],
  ["content -> the design system", "content/layer-fixture/ds.ts", 'export * from "@medicare-guide/design-system";\n'],
  ["design-system -> content", "design-system/layer-fixture/content.ts", 'export * from "@medicare-guide/content";\n'],
  ["design-system -> app", "design-system/layer-fixture/app.ts", 'export * from "../../app/routes.ts";\n'],
  ["functions -> app", "functions/layer-fixture/app.ts", 'export * from "../../app/routes.ts";\n'],
  ["functions -> design-system", "functions/layer-fixture/ds.ts", 'export * from "@medicare-guide/design-system";\n'],
  ["docs -> app", "docs/layer-fixture/app.ts", 'export * from "../../app/routes.ts";\n'],
  ["scripts -> a11y", "scripts/layer-fixture/a11y.ts", 'export * from "../../a11y/config.ts";\n'],
  [
    "an import circle (reported at its first file)",
    "tests/layer-fixture/circle-a.ts",
    'export * from "./circle-b.ts";\nexport const a = 1;\n',
  ],
  ["a model -> React", "app/tools/layer-fixture/model.ts", 'export { useState } from "react";\n'],
  ["app -> content by a relative path", "app/layer-fixture/content.ts", 'export * from "../../content/index.ts";\n'],
  [
    "an English sentence typed in a view",
    "app/layer-fixture/Words.tsx",
    "export const W = () => <p>Call us today</p>;\n",
  ],
  [
    "a typed visible attribute",
    "app/layer-fixture/Label.tsx",
    'export const L = () => <nav aria-label="Main menu" />;\n',
  ],
];

const ALLOWED: [string, string, string][] = [
  ["content -> content/routes", "content/layer-fixture/routes.ts", 'export * from "../routes/index.ts";\n'],
  ["app -> content through the package", "app/layer-fixture/package.ts", 'export * from "@medicare-guide/content";\n'],
  ["a view -> React", "app/tools/layer-fixture/View.tsx", 'export { useState } from "react";\n'],
  ["docs -> its own app folder", "docs/app/layer-fixture/own.ts", 'export * from "../../app/root.tsx";\n'],
  [
    "the other end of that circle (one report)",
    "tests/layer-fixture/circle-b.ts",
    'export * from "./circle-a.ts";\nexport const b = 1;\n',
  ],
  [
    "a11y -> the shared tooling in scripts",
    "a11y/layer-fixture/chromium.ts",
    'export * from "../../scripts/chromium.ts";\n',
  ],
  [
    "symbols and spacing in a view",
    "app/layer-fixture/Arrow.tsx",
    'export const A = () => <p className="x"><span aria-hidden="true">← </span>{String(1)}, </p>;\n',
  ],
];

const FOLDERS = [...FORBIDDEN, ...ALLOWED].map(([, path]) => join(ROOT, dirname(path)));
let violations: Violation[] = [];

beforeAll(() => {
  for (const [, path, source] of [...FORBIDDEN, ...ALLOWED]) {
    mkdirSync(join(ROOT, dirname(path)), { recursive: true });
    writeFileSync(join(ROOT, path), source);
  }
  try {
    violations = checkLayers({
      root: ROOT,
      projects: ["tsconfig.json", "docs/tsconfig.json"],
      only: [...FORBIDDEN, ...ALLOWED].map(([, path]) => path),
    });
  } finally {
    for (const folder of FOLDERS) rmSync(folder, { recursive: true, force: true });
  }
}, 120_000);

afterAll(() => {
  for (const folder of FOLDERS) rmSync(folder, { recursive: true, force: true });
});

describe("layer rules in npm run lint", () => {
  it.each(FORBIDDEN)("a planted %s import fails the check", (_name, path) => {
    expect(violations.some((v) => v.file === path)).toBe(true);
  });

  it.each(ALLOWED)("%s passes", (_name, path) => {
    expect(violations.filter((v) => v.file === path)).toEqual([]);
  });
});
