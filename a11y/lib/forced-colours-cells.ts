/**
 * Which pages, widths and themes the forced-colours project (a11y/forced-colours.spec.ts) checks
 * (issue "A gate that finds what rule engines miss": "every route template in a Playwright project with
 * forcedColors: 'active'"). Forced colours replace every colour the page sets, so what can differ is what a
 * template's controls, icons and focus styles are, not its words:
 * - one page per route template (the first of the route table), in English; the Spanish page of the same
 *   template too when its prerendered controls differ (another set of buttons, fields, icons or classes:
 *   templateSignature), so a control only one language has is still checked;
 * - both widths (the header's controls differ: menu button at 320 px, navigation at 1280 px);
 * - the base theme and every colour theme that sets more than colours (forcedColourThemes: the high-contrast
 *   theme's wider focus ring and borders must survive forced colours), switched on the page already loaded
 *   (the <html> attributes the bootstrap script sets), not reloaded.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { allPagePaths } from "@medicare-guide/content/routes";
import { ROOT, THEMES, VIEWPORTS, type Theme } from "../config.ts";

export interface ForcedColoursPage {
  path: string;
  lang: string;
  /** The route template (route table `file`). */
  template: string;
}

/** A control or icon tag reduced to what its rendering depends on. */
const controlKey = (tag: string) =>
  [
    /^<(\w+)/.exec(tag)?.[1],
    /\brole="([^"]+)"/.exec(tag)?.[1],
    /\btype="([^"]+)"/.exec(tag)?.[1],
    /\bclass="([^"]+)"/.exec(tag)?.[1],
  ]
    .filter(Boolean)
    .join(" ");

/** The controls and icons of a prerendered page, by tag, role, type and classes: what forced colours can change. */
export function templateSignature(html: string): string {
  const main = html.replace(/^[\s\S]*?<body[^>]*>/, "");
  const tags = main.match(/<(button|input|select|textarea|summary|svg|a)\b[^>]*>/g) ?? [];
  return [...new Set(tags.map(controlKey))].sort().join("\n");
}

const pageFile = (clientDir: string, path: string) =>
  join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

/** One page per template in English, plus its Spanish twin when that page's controls differ. */
export function forcedColoursPages(clientDir = join(ROOT, process.env.BUILD_DIR ?? "build", "client")) {
  const first = new Map<string, ForcedColoursPage>();
  for (const p of allPagePaths()) {
    const key = `${p.route.file}|${p.lang}`;
    if (!first.has(key)) first.set(key, { path: p.path, lang: p.lang, template: p.route.file });
  }
  const read = (path: string) =>
    existsSync(pageFile(clientDir, path)) ? readFileSync(pageFile(clientDir, path), "utf8") : undefined;
  const pages: ForcedColoursPage[] = [];
  for (const page of first.values()) {
    if (page.lang === "en") {
      pages.push(page);
      continue;
    }
    const en = first.get(`${page.template}|en`);
    const esHtml = read(page.path);
    const enHtml = en ? read(en.path) : undefined;
    // Without the build to compare, check it (fail safe: more pages, never fewer).
    if (!en || !esHtml || !enHtml || templateSignature(esHtml) !== templateSignature(enHtml)) pages.push(page);
  }
  return pages;
}

/**
 * What a theme's own CSS blocks set (design-system/src/tokens/themes.css, html[data-theme="x"] { ... }),
 * other than what forced colours override: colour tokens (--mg-color-*) and color-scheme (forced to
 * "light dark", CSS Color Adjustment 1, section 3.1).
 */
export function nonColourDeclarations(css: string, dataTheme: string): string[] {
  const out: string[] = [];
  const block = new RegExp(`html\\[data-theme="${dataTheme}"\\]\\s*\\{([^}]*)\\}`, "g");
  for (const m of css.matchAll(block))
    for (const decl of m[1]!.split(";")) {
      const name = decl
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .split(":")[0]!
        .trim();
      if (name && !name.startsWith("--mg-color-") && name !== "color-scheme") out.push(name);
    }
  return out;
}

const THEMES_CSS = join(ROOT, "design-system", "src", "tokens", "themes.css");

/**
 * The themes forced colours are checked in: the base theme, and every colour theme that sets something
 * forced colours keep (the high-contrast theme's focus and border widths). A theme that only changes colours
 * (low glare) renders as the base theme does once the colours are forced: checking it again finds nothing new.
 */
export function forcedColourThemes(css = readFileSync(THEMES_CSS, "utf8")): Theme[] {
  return THEMES.filter(
    (t, i) =>
      t.changes.includes("colour") &&
      (i === 0 || !t.html["data-theme"] || nonColourDeclarations(css, t.html["data-theme"]).length > 0),
  );
}

/** The parts of a gate cell record this merge reads and extends (a11y/lib/cell.ts CellRecord). */
interface MergeCell {
  path: string;
  width: number;
  theme: string;
  checks: unknown[];
  problems: string[];
}

/**
 * Adds the forced-colours project's results to the site cells of the same page, width and theme, so the
 * report and the ACR count them as before (npm run report). Returns the expected results that are missing.
 */
export function mergeForcedColours(
  siteCells: MergeCell[],
  forcedCells: readonly MergeCell[] | undefined,
  pages: readonly { path: string }[] = forcedColoursPages(),
  themes: readonly { id: string }[] = forcedColourThemes(),
): string[] {
  const missing: string[] = [];
  for (const { path } of pages)
    for (const width of VIEWPORTS.map((v) => v.width))
      for (const { id: theme } of themes) {
        const forced = forcedCells?.find((c) => c.path === path && c.width === width && c.theme === theme);
        if (!forced) {
          missing.push(`forced-colours: ${path} ${width}px ${theme}`);
          continue;
        }
        const site = siteCells.find((c) => c.path === path && c.width === width && c.theme === theme);
        if (site) {
          site.checks.push(...forced.checks);
          site.problems.push(...forced.problems);
        }
      }
  return missing;
}
