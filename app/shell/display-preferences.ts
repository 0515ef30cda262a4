/**
 * Text size and contrast, remembered in localStorage and applied to <html>
 * before first paint by an inline script (no flash of the wrong theme).
 */
export type TextSize = "standard" | "large";
export type Contrast = "standard" | "high";
export interface DisplayPreferences {
  textSize: TextSize;
  contrast: Contrast;
}

export const DISPLAY_STORAGE_KEY = "mg-display";
export const DEFAULT_DISPLAY: DisplayPreferences = { textSize: "standard", contrast: "standard" };

/** Reads stored preferences; anything malformed or unavailable falls back to defaults. */
export function readDisplayPreferences(storage: Pick<Storage, "getItem"> | undefined): DisplayPreferences {
  try {
    const raw = storage?.getItem(DISPLAY_STORAGE_KEY);
    if (!raw) return DEFAULT_DISPLAY;
    const parsed = JSON.parse(raw) as Partial<DisplayPreferences>;
    return {
      textSize: parsed.textSize === "large" ? "large" : "standard",
      contrast: parsed.contrast === "high" ? "high" : "standard",
    };
  } catch {
    return DEFAULT_DISPLAY;
  }
}

/** Sets the data attributes the themes read. */
export function applyDisplayPreferences(root: HTMLElement, prefs: DisplayPreferences): void {
  if (prefs.textSize === "large") root.setAttribute("data-text-size", "large");
  else root.removeAttribute("data-text-size");
  if (prefs.contrast === "high") root.setAttribute("data-theme", "high-contrast");
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
export const DISPLAY_BOOTSTRAP = `(function(){document.documentElement.classList.add("mg-js");try{var p=JSON.parse(localStorage.getItem("${DISPLAY_STORAGE_KEY}")||"{}"),r=document.documentElement;if(p.textSize==="large")r.setAttribute("data-text-size","large");if(p.contrast==="high")r.setAttribute("data-theme","high-contrast")}catch(e){}})();`;
