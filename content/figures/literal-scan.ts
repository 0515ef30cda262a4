// Where literal Medicare figures are looked for, and the scan itself: shared by `npm run validate`
// (scripts/validate-content.ts, so a typed "$202.90" in app/ fails the cheap check, not only the unit run) and
// no-literal-figures.test.ts. Node only (reads the tree).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { findLiteralFigures, knownFigureValues } from "./literal-detector.ts";

/** The folders whose files visitors read (directly or through the build). */
export const SCANNED_DIRS = ["app", "locales", "content", "design-system/src", "functions"];
const EXCLUDED_DIRS = new Set(["node_modules", "build", ".react-router", "dist", "coverage"]);
const EXCLUDED_PATHS = [`content${sep}figures${sep}`];
const EXTENSIONS = [".ts", ".tsx", ".json", ".md"];
/** Tests may type expected values; they are never shown to visitors. */
export const isTestFile = (path: string): boolean => /\.test\.tsx?$/.test(path);

function walk(root: string, dir: string, out: string[]): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out; // a folder that does not exist (yet)
  }
  for (const name of names) {
    if (EXCLUDED_DIRS.has(name)) continue;
    const path = join(dir, name);
    const rel = relative(root, path);
    if (EXCLUDED_PATHS.some((p) => `${rel}${sep}`.startsWith(p))) continue;
    if (statSync(path).isDirectory()) walk(root, path, out);
    else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !isTestFile(name)) out.push(path);
  }
  return out;
}

/** Every scanned file (absolute paths). */
export function scannedFiles(root: string): string[] {
  return SCANNED_DIRS.flatMap((dir) => walk(root, join(root, dir), []));
}

/** One line per literal figure found: "app/x.tsx:12:5  $202.90  (dollar)". */
export function literalFigureReport(root: string): string[] {
  const known = knownFigureValues();
  return scannedFiles(root).flatMap((file) => {
    const kind = /\.tsx?$/.test(file) ? "code" : "text";
    return findLiteralFigures(readFileSync(file, "utf8"), known, kind).map(
      (hit) => `${relative(root, file)}:${hit.line}:${hit.column}  ${hit.text}  (${hit.rule})`,
    );
  });
}
