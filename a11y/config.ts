/**
 * Shared settings of the accessibility and performance gates: the matrix
 * (widths x themes), axe tags, report paths and the Chromium launch settings.
 * Every gate reads its pages from the route table (content/routes).
 */
import { CONTRASTS, THEME_ATTRIBUTE, type Contrast, type TextSize } from "../app/shell/display-preferences.ts";
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { allPagePaths } from "@medicare-guide/content/routes";
import { CHROMIUM_FLAGS, findChromium } from "../scripts/chromium.ts";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** Where the gates write their JSON and the report; A11Y_REPORTS_DIR moves it (parallel local runs). */
export const REPORTS_DIR = process.env.A11Y_REPORTS_DIR
  ? resolve(process.env.A11Y_REPORTS_DIR)
  : join(ROOT, "a11y", "reports");

/** WCAG 2.0-2.2 A/AA plus best practices: the axe scan of every cell. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** AAA rule run in the themes that promise 7:1 text (high contrast, low glare). Turned on through its wcag2aaa tag, alone. */
export const AXE_HIGH_CONTRAST_RULES = ["color-contrast-enhanced"];

/** What a theme can change about a page, compared with the base theme (a11y/lib/registry.ts). */
export type ThemeAspect = "colour" | "size";

/**
 * A display theme of the site. THEMES below is the ONE list every gate reads
 * (site cells, pa11y, gallery, docs, report): a new theme is one entry here.
 */
export interface Theme {
  id: string;
  /** Value stored under localStorage "mg-display" (app/shell/display-preferences.ts). */
  prefs: Record<string, string>;
  /** Attributes the bootstrap script must have set on <html> before paint. */
  html: { "data-text-size": string | null; "data-theme": string | null };
  /**
   * What it changes compared with the base theme: the checks of those aspects (and axe's
   * THEME_AXE_RULES) run in it; structure checks run once, in the base theme (THEMES[0]).
   */
  changes: ThemeAspect[];
  /** The theme promises AAA contrast (7:1, axe color-contrast-enhanced) and a 2 px focus ring (2.4.13). */
  enhanced?: boolean;
}

/**
 * Every theme every gate scans: standard, larger text, then one per contrast
 * choice of the site (CONTRASTS in app/shell/display-preferences.ts, the one list),
 * so a new display choice enters the whole matrix by itself.
 */
export const THEMES: readonly Theme[] = [
  {
    id: "standard",
    prefs: { textSize: "standard", contrast: "standard" },
    html: { "data-text-size": null, "data-theme": null },
    changes: ["colour", "size"],
  },
  {
    id: "large-text",
    prefs: { textSize: "large", contrast: "standard" },
    html: { "data-text-size": "large", "data-theme": null },
    changes: ["size"],
  },
  // One theme per contrast choice of the site (CONTRASTS in app/shell/display-preferences.ts, the
  // one list), so a new display choice (low glare) enters the whole matrix by itself.
  ...CONTRASTS.filter((c) => c !== "standard").map((contrast: Contrast): Theme => ({
    id: contrast === "high" ? "high-contrast" : contrast,
    prefs: { textSize: "standard" satisfies TextSize, contrast },
    html: { "data-text-size": null, "data-theme": THEME_ATTRIBUTE[contrast] },
    changes: ["colour"],
    enhanced: true,
  })),
];

/** The base theme: every check runs in it. */
export const BASE_THEME: Theme = THEMES[0]!;

/**
 * axe rules whose result a theme can change, run in the non-base themes (the base theme runs
 * every rule of AXE_TAGS): colour themes re-check contrast and links told apart by colour;
 * size themes re-check target size and scroll regions (larger text with the same colours can only
 * lower the contrast threshold, so contrast is not re-checked there).
 */
export const THEME_AXE_RULES: Record<ThemeAspect, string[]> = {
  colour: ["color-contrast", "link-in-text-block"],
  size: ["target-size", "scrollable-region-focusable"],
};

export const DISPLAY_STORAGE_KEY = "mg-display";

/** The two widths of the matrix; the narrow one is also checked at 320x256 (WCAG 1.4.10). */
export const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 1280, height: 800 },
] as const;
export const REFLOW_SHORT_VIEWPORT = { width: 320, height: 256 };

/** Minimum size of every non-inline target (AAA 2.5.5, the house rule). */
export const MIN_TARGET_PX = 44;

/** The header controls the gates open (app/shell/SiteHeader.tsx, MobileMenu.tsx, DisplaySettings.tsx). */
export const SELECTORS = {
  ready: "html[data-mg-ready]",
  directoryButton: ".mg-header__directory-button",
  directoryPanel: "#site-directory",
  menuButton: ".mg-header__menu-button",
  /** The text size and contrast control: a native disclosure (<details>), so it works before hydration. */
  displayButton: "header details.mg-display > summary",
  displayPanel: "header details.mg-display .mg-display__panel",
  /** The shell around the page's own content (app/shell): the same Tab stops on every page of a language. */
  siteHeader: "header.mg-header",
  siteFooter: "footer.mg-footer",
};

/** Chromium: CHROMIUM_PATH, then /usr/bin/chromium (scripts/chromium.ts). */
export function chromiumPath(): string {
  const path = findChromium();
  if (!path) {
    throw new Error(
      "Chromium not found. Install it with:  sudo apt-get update && sudo apt-get install -y chromium   (or set CHROMIUM_PATH)",
    );
  }
  return path;
}

/** Launch flags for puppeteer/Lighthouse (toolchain pitfall 7). */
export const CHROME_FLAGS = [...CHROMIUM_FLAGS];
/** Playwright handles headless mode itself. */
export const PLAYWRIGHT_CHROME_FLAGS = CHROMIUM_FLAGS.filter((f) => !f.startsWith("--headless"));

export function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

export interface FalsePositive {
  /** axe rule id. */
  rule: string;
  /** CSS selector of the element(s) the finding is wrong about. */
  selector: string;
  /** WCAG success criterion concerned, e.g. "1.4.3". */
  wcag: string;
  /** Why it is a false positive (checked by hand). */
  reason: string;
}

/** The only findings ever filtered out (a11y/false-positives.json); no rule is ever disabled. */
export function readFalsePositives(): FalsePositive[] {
  return JSON.parse(readFileSync(join(ROOT, "a11y", "false-positives.json"), "utf8")) as FalsePositive[];
}

export interface Budgets {
  bundle: {
    jsPerRouteKiB: number;
    /** Budget of the routes with an interactive form (quiz, contact, tools). */
    jsPerFormRouteKiB?: number;
    /** Route ids (or "prefix*") that count as form routes. */
    jsFormRoutes?: string[];
    cssPerRouteKiB: number;
    /** Render-blocking stylesheet files per page (issue 10's target is 4). */
    cssFilesPerRoute?: number;
    /** A reading page (route table `reading`, issue 29): its JavaScript, all of it loaded after first paint. */
    jsPerReadingRouteKiB?: number;
    /** A reading page's stylesheet files. */
    cssFilesPerReadingRoute?: number;
    largestChunkKiB: number;
    /** Why the budgets are what they are (measured), shown in the report. */
    note?: string;
  };
  lighthouse: {
    accessibility: number;
    seo: number;
    "best-practices": number;
    performance: { mobile: number; desktop: number };
    /** Mobile performance is noisy on 2 cores: best of up to this many runs. */
    maxRuns: number;
  };
}

export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(join(ROOT, "a11y", "budgets.json"), "utf8")) as Budgets;
}

/** A file-name-safe slug for a page path ("/" -> "home", "/es/tools/x" -> "es-tools-x"). */
export function pathSlug(path: string): string {
  return path === "/" ? "home" : path.replace(/^\//, "").replace(/[^a-zA-Z0-9]+/g, "-");
}

/** Installed version of a package (read from node_modules, whatever its "exports" allow). */
export function packageVersion(name: string, from = ROOT): string {
  try {
    return (JSON.parse(readFileSync(join(from, "node_modules", name, "package.json"), "utf8")) as { version: string })
      .version;
  } catch {
    return "unknown";
  }
}

/**
 * The pages the gates scan: every page of the route table in both languages.
 * A11Y_ONLY (a regular expression on the path) narrows it for a local run; the
 * report step then fails, since routes lack results.
 */
export function selectedPages(): ReturnType<typeof allPagePaths> {
  const only = process.env.A11Y_ONLY ? new RegExp(process.env.A11Y_ONLY) : undefined;
  return allPagePaths().filter((p) => !only || only.test(p.path));
}

/**
 * Routes on which the header overlays (directory, menu drawer, display dialog) are opened and
 * scanned by the axe gate and pa11y. They are the shell's, the same markup on every page, so the
 * representative routes keep the gates within CI's time on 2 cores; A11Y_OVERLAYS=all scans them on
 * every route.
 */
export const OVERLAY_ROUTE_IDS: readonly string[] = ["home", "find-your-path", "tools-irmaa-calculator"];

/** Whether the overlays are scanned on this route. */
export function scansOverlays(routeId: string): boolean {
  return process.env.A11Y_OVERLAYS === "all" || OVERLAY_ROUTE_IDS.includes(routeId);
}

/**
 * Whether the page is its route template's representative: the first page of the route table drawn by
 * the same route module (route.file) in its language. Pages of one template share their controls and
 * styles, so the expensive walks whose result only those can change (focus visible in the colour themes,
 * forced colours) run there alone (a11y/lib/registry.ts perTemplate). Independent of A11Y_ONLY.
 */
export function isTemplateRepresentative(path: string): boolean {
  const seen = new Set<string>();
  for (const page of allPagePaths()) {
    const key = `${page.route.file}|${page.lang}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (page.path === path) return true;
  }
  return false;
}

/**
 * Which cells pa11y (HTML_CodeSniffer) scans. htmlcs checks the markup, which is the same at every width
 * of a page (CSS alone changes the layout) and mostly the same in every theme; what a width or theme can
 * change (reflow, targets, contrast) the axe gate checks on every cell. So: every page at the narrow width
 * in the base theme; the representative routes (scansOverlays) at every width and in every theme.
 * pa11y/run.ts scans and report/build-report.ts expects exactly these.
 */
export function pa11yScans(routeId: string, themeId: string, width: number): boolean {
  if (scansOverlays(routeId)) return true;
  return themeId === BASE_THEME.id && width === VIEWPORTS[0].width;
}
