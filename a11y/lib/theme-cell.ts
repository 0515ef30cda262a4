/**
 * What every gate cell (site pages, design-system gallery) prepares for its theme, in one place:
 * how the theme reaches the page (the visitor's saved choice in localStorage, read by the inline
 * bootstrap before paint; or the gallery's query), whether it promises AAA contrast and a 2 px focus
 * ring, and the clock that splits the cell's time into named laps for the report.
 */
import { DISPLAY_STORAGE_KEY, type Theme } from "../config.ts";

export interface ThemeSetup {
  /** The theme promises 7:1 text (axe color-contrast-enhanced) and a 2 px focus ring (2.4.13). */
  highContrast: boolean;
  focusAppearance: "standard" | "enhanced";
  /** The saved display choice, as a returning visitor has it (app/shell/display-preferences.ts). */
  storage: { key: string; value: string };
  /** The gallery's query for this theme and language (a11y/gallery/serve.ts reads it). */
  galleryQuery: (lang: string) => URLSearchParams;
  /** Adds the time since the last lap to `name` in `timings`. */
  lap: (name: string) => void;
  timings: Record<string, number>;
}

export function themeSetup(theme: Theme): ThemeSetup {
  const highContrast = Boolean(theme.enhanced);
  const timings: Record<string, number> = {};
  let lapStart = Date.now();
  return {
    highContrast,
    focusAppearance: highContrast ? "enhanced" : "standard",
    storage: { key: DISPLAY_STORAGE_KEY, value: JSON.stringify(theme.prefs) },
    galleryQuery: (lang) =>
      new URLSearchParams({
        lang,
        text: theme.prefs.textSize ?? "standard",
        contrast: theme.prefs.contrast ?? "standard",
      }),
    lap: (name) => {
      timings[name] = (timings[name] ?? 0) + Date.now() - lapStart;
      lapStart = Date.now();
    },
    timings,
  };
}
