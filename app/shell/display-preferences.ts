/**
 * Text size and contrast, remembered in localStorage and applied to <html>
 * before first paint by an inline script (no flash of the wrong theme).
 * Contrast has three choices: standard, high contrast (text >= 7:1 on white) and
 * low glare (issue 17: light text >= 7:1 on a dark background, never pure white
 * on pure black). A visitor who has not chosen a contrast and whose system asks
 * for dark (prefers-color-scheme: dark) gets low glare; any choice wins over that.
 */
export type TextSize = "standard" | "large";
/** The contrast choices, in the order the settings offer them: THE list (a11y/config.ts builds its theme matrix from it). */
export const CONTRASTS = ["standard", "high", "low-glare"] as const;
export type Contrast = (typeof CONTRASTS)[number];
/** The data-theme attribute of each contrast (standard has none). */
export const THEME_ATTRIBUTE: Readonly<Record<Contrast, string | null>> = {
  standard: null,
  high: "high-contrast",
  "low-glare": "low-glare",
};
/** The system setting low glare follows while the visitor has not chosen. */
export const PREFERS_DARK_QUERY = "(prefers-color-scheme: dark)";
export interface DisplayPreferences {
  textSize: TextSize;
  contrast: Contrast;
}

export const DISPLAY_STORAGE_KEY = "mg-display";
export const DEFAULT_DISPLAY: DisplayPreferences = { textSize: "standard", contrast: "standard" };

function isContrast(value: unknown): value is Contrast {
  return typeof value === "string" && (CONTRASTS as readonly string[]).includes(value);
}

/**
 * Reads stored preferences; anything malformed or unavailable falls back to
 * defaults. Without a stored contrast, `prefersDark` (the system's dark setting) means low glare.
 */
export function readDisplayPreferences(
  storage: Pick<Storage, "getItem"> | undefined,
  prefersDark = false,
): DisplayPreferences {
  const unchosen: Contrast = prefersDark ? "low-glare" : "standard";
  try {
    const raw = storage?.getItem(DISPLAY_STORAGE_KEY);
    if (!raw) return { ...DEFAULT_DISPLAY, contrast: unchosen };
    const parsed = JSON.parse(raw) as { textSize?: unknown; contrast?: unknown };
    return {
      textSize: parsed.textSize === "large" ? "large" : "standard",
      contrast: isContrast(parsed.contrast) ? parsed.contrast : unchosen,
    };
  } catch {
    return { ...DEFAULT_DISPLAY, contrast: unchosen };
  }
}

/** Whether the system asks for a dark display (false where there is no matchMedia, as on the server). */
export function systemPrefersDark(): boolean {
  return typeof matchMedia === "function" && matchMedia(PREFERS_DARK_QUERY).matches;
}

/** Sets the data attributes the themes read. */
export function applyDisplayPreferences(root: HTMLElement, prefs: DisplayPreferences): void {
  if (prefs.textSize === "large") root.setAttribute("data-text-size", "large");
  else root.removeAttribute("data-text-size");
  const theme = THEME_ATTRIBUTE[prefs.contrast];
  if (theme) root.setAttribute("data-theme", theme);
  else root.removeAttribute("data-theme");
}

/** Saves and applies; storage may be full or blocked, and the choice still applies for this page. */
export function saveDisplayPreferences(prefs: DisplayPreferences): void {
  try {
    localStorage.setItem(DISPLAY_STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    /* private mode or quota: keep the in-page choice */
  }
  applyDisplayPreferences(document.documentElement, prefs);
}

/**
 * The inline bootstrap run in <head> before the stylesheet paints. It repeats the
 * logic of read/apply in plain ES5 so it needs no bundle; the server hashes it
 * for the CSP. A test checks that it matches readDisplayPreferences. It also
 * marks <html class="mg-js">, so CSS can show content that only scripts would
 * reveal (accordion panels) when JavaScript is off.
 */
export const DISPLAY_BOOTSTRAP = `(function(){var r=document.documentElement;r.classList.add("mg-js");var p={};try{p=JSON.parse(localStorage.getItem("${DISPLAY_STORAGE_KEY}")||"{}")||{}}catch(e){}var c=p.contrast;if(c!=="standard"&&c!=="high"&&c!=="low-glare")c=window.matchMedia&&matchMedia("${PREFERS_DARK_QUERY}").matches?"low-glare":"standard";if(p.textSize==="large")r.setAttribute("data-text-size","large");if(c==="high")r.setAttribute("data-theme","high-contrast");if(c==="low-glare")r.setAttribute("data-theme","low-glare")})();`;
