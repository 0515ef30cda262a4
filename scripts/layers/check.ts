/**
 * The layer rules of README "Layers", checked on resolved imports: every import of every source file (static,
 * `export … from`, dynamic `import()`, `import("…")` types) is resolved by the TypeScript compiler itself, with the
 * project's own tsconfig (workspace packages to their folders, `.ts` extensions, JSON), through TypeScript 7's API
 * (`typescript/unstable/sync`, the same compiler as `npm run typecheck`; docs/app/docgen.ts uses it too). A rule
 * then judges where the import lands, not how it is spelt: `./../../app/x.ts` from content/ lands in app/ as
 * surely as `../app/x.ts` does, which the per-depth path patterns this replaces could not see.
 */
import { dirname, relative, resolve, sep } from "node:path";
import { isAppView, typedWords } from "./visible-words.ts";
import { API } from "typescript/unstable/sync";
import {
  isCallExpression,
  isExportDeclaration,
  isExternalModuleReference,
  isImportDeclaration,
  isImportEqualsDeclaration,
  isImportTypeNode,
  isLiteralTypeNode,
  isStringLiteralLikeNode,
  SyntaxKind,
  type Node,
  type SourceFile,
} from "typescript/unstable/ast";

/** Where an import lands: a folder of the repository (relative path) or a package of node_modules. */
export interface Target {
  /** Path relative to the repository, with "/" (for a package: its file under node_modules). */
  path: string;
  /** The npm package it belongs to (`@types/react` counts as `react`), or undefined for the repository's own files. */
  pkg?: string;
  /** The import as written. */
  specifier: string;
}

export interface LayerRule {
  /** What the rule says, as README "Layers" says it. */
  message: string;
  /** The files it applies to (path relative to the repository, with "/"). */
  appliesTo: (file: string) => boolean;
  /** Whether an import of such a file breaks it. */
  forbids: (target: Target) => boolean;
}

export interface Violation {
  file: string;
  /** The import as written, or the words a view typed. */
  specifier: string;
  /** Where the import lands, or the line of the words. */
  resolved: string;
  message: string;
}

const TYPED_WORDS =
  "app/ shows no words of its own: put them in locales/{en,es} (t(...)) or content/, in both languages";

/** React and the libraries built on it: views render, models and content compute. */
const REACT_FAMILY = new Set([
  "react",
  "react-dom",
  "react-router",
  "react-aria-components",
  "react-i18next",
  "react-hook-form",
  "@hookform/resolvers",
]);

const under = (folder: string) => (path: string) => path === folder || path.startsWith(`${folder}/`);
const inApp = under("app");
const inContent = under("content");
const inDesignSystem = under("design-system");
const isReact = (target: Target) => target.pkg !== undefined && REACT_FAMILY.has(target.pkg);
const isRelative = (specifier: string) => specifier.startsWith(".");

/** README "Layers", one line each. */
export const LAYER_RULES: readonly LayerRule[] = [
  {
    message: "the design system knows no page and no Medicare (imports neither app/ nor content/)",
    appliesTo: inDesignSystem,
    forbids: (t) => inApp(t.path) || inContent(t.path),
  },
  {
    message: "content/ is data: it imports no React, no design system and never app/",
    appliesTo: inContent,
    forbids: (t) => inApp(t.path) || inDesignSystem(t.path) || isReact(t),
  },
  {
    message: "functions/ import neither app/ nor the design system",
    appliesTo: under("functions"),
    forbids: (t) => inApp(t.path) || inDesignSystem(t.path),
  },
  {
    message: "the docs site documents the design system and imports nothing from app/",
    appliesTo: under("docs"),
    forbids: (t) => inApp(t.path),
  },
  {
    message:
      "scripts/ (the build, the gate runner and the tooling a11y/ and tests/ share: Chromium, the build server, PostgreSQL) imports nothing from a11y/; it runs a11y's steps as processes",
    appliesTo: under("scripts"),
    forbids: (t) => under("a11y")(t.path),
  },
  {
    message: "a model is pure: it imports no React (views render, models compute)",
    appliesTo: (file) => inApp(file) && /(^|\/)model\.ts$/.test(file),
    forbids: isReact,
  },
  {
    message: 'app/ reads content through the package: import from "@medicare-guide/content/...", not a relative path',
    appliesTo: inApp,
    forbids: (t) => inContent(t.path) && isRelative(t.specifier),
  },
];

/** The package a file under node_modules belongs to (`@types/x` is `x`). */
function packageOf(path: string): string | undefined {
  const at = path.lastIndexOf("node_modules/");
  if (at < 0) return undefined;
  const parts = path.slice(at + "node_modules/".length).split("/");
  const name = parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  if (!name) return undefined;
  if (name.startsWith("@types/")) {
    const typed = name.slice("@types/".length);
    return typed.includes("__") ? `@${typed.replace("__", "/")}` : typed;
  }
  return name;
}

/** Every module specifier of a file: imports, re-exports, `import x = require()`, `import()` and import types. */
function moduleSpecifiers(file: SourceFile): Node[] {
  const found: Node[] = [];
  const visit = (node: Node): void => {
    if ((isImportDeclaration(node) || isExportDeclaration(node)) && node.moduleSpecifier)
      found.push(node.moduleSpecifier);
    else if (isImportEqualsDeclaration(node) && isExternalModuleReference(node.moduleReference))
      found.push(node.moduleReference.expression);
    else if (isCallExpression(node) && node.expression.kind === SyntaxKind.ImportKeyword && node.arguments[0])
      found.push(node.arguments[0]);
    else if (isImportTypeNode(node) && isLiteralTypeNode(node.argument)) found.push(node.argument.literal);
    node.forEachChild((child) => {
      visit(child);
      return undefined;
    });
  };
  visit(file);
  return found.filter(isStringLiteralLikeNode);
}

const toPosix = (path: string) => path.split(sep).join("/");

export interface CheckOptions {
  /** The repository. */
  root: string;
  /** The tsconfig files whose programs hold the sources (the site's and the docs'). */
  projects: readonly string[];
  /** Only these files (relative paths); all of the programs' own files when absent. */
  only?: readonly string[];
  rules?: readonly LayerRule[];
}

/** Resolves every import of the projects' source files and returns the ones a layer rule forbids. */
export function checkLayers({ root, projects, only, rules = LAYER_RULES }: CheckOptions): Violation[] {
  const api = new API({ cwd: root });
  const violations: Violation[] = [];
  const seen = new Set<string>();
  /** The repository's own files each file imports, for the circles. */
  const imports = new Map<string, Set<string>>();
  try {
    const snapshot = api.updateSnapshot({ openProjects: projects.map((p) => resolve(root, p)) });
    for (const project of snapshot.getProjects()) {
      for (const fileName of project.program.getSourceFileNames()) {
        const file = toPosix(relative(root, fileName));
        // React Router's generated route types (.react-router/, the site's and the docs') import their route module.
        if (file.startsWith("..") || file.includes("node_modules/") || /(^|\/)\.react-router\//.test(file)) continue;
        if (!/\.(ts|tsx|mts|cts)$/.test(file) || file.endsWith(".d.ts") || seen.has(file)) continue;
        if (only && !only.includes(file)) continue;
        const applicable = rules.filter((rule) => rule.appliesTo(file));
        seen.add(file);
        const sourceFile = project.program.getSourceFile(fileName);
        if (!sourceFile) continue;
        if (isAppView(file))
          for (const words of typedWords(sourceFile))
            violations.push({ file, specifier: words.text, resolved: `line ${words.line}`, message: TYPED_WORDS });
        const specifiers = moduleSpecifiers(sourceFile);
        if (specifiers.length === 0) continue;
        const symbols = project.checker.getSymbolAtLocation(specifiers);
        specifiers.forEach((node, i) => {
          const specifier = (node as unknown as { text: string }).text;
          const declared = symbols[i]?.declarations[0]?.path;
          // A module TypeScript does not resolve (a stylesheet, `?url`): a relative one still lands somewhere.
          const landed = declared ?? (isRelative(specifier) ? resolve(dirname(fileName), specifier) : undefined);
          if (!landed) return;
          const path = toPosix(relative(root, landed));
          const target: Target = { path, pkg: packageOf(path), specifier };
          if (target.pkg === undefined && !path.startsWith("..") && path !== file) {
            if (!imports.has(file)) imports.set(file, new Set());
            imports.get(file)!.add(path);
          }
          for (const rule of applicable)
            if (rule.forbids(target)) violations.push({ file, specifier, resolved: path, message: rule.message });
        });
      }
    }
  } finally {
    api.close();
  }
  for (const circle of importCircles(imports))
    if (!KNOWN_CIRCLES.some((known) => known.files.join() === circle.join()))
      violations.push({
        file: circle[0]!,
        specifier: circle.join(" -> "),
        resolved: circle.join(", "),
        message: CIRCLE,
      });
  return violations;
}

const CIRCLE =
  "imports go one way: files that import each other (directly or round a loop) load in an order nobody chose; move what both need into a third file";

/**
 * Circles known and not yet undone, each with its reason (none today: the last one, registry.ts <->
 * checks/round-two.ts, went when the check types moved to a11y/lib/page-check.ts; issue 27, item 5).
 */
export const KNOWN_CIRCLES: readonly { files: readonly string[]; reason: string }[] = [];

/** The strongly connected groups of two or more files (Tarjan), each sorted, sorted by first file. */
export function importCircles(imports: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of imports.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === file) break;
    }
    if (group.length > 1) circles.push(group.sort());
  };
  for (const file of [...imports.keys()].sort()) if (!index.has(file)) visit(file);
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One line per violation, for the console. */
export function formatViolation(v: Violation): string {
  if (v.message === CIRCLE) return `${v.specifier}: ${v.message}.`;
  if (v.message === TYPED_WORDS) return `${v.file}:${v.resolved.replace("line ", "")}: "${v.specifier}": ${v.message}.`;
  return `${v.file}: "${v.specifier}" (resolves to ${v.resolved}): README Layers: ${v.message}.`;
}
