import { useEffect, useLayoutEffect } from "react";
import { applyDisplayPreferences, readDisplayPreferences, systemPrefersDark } from "./display-preferences.ts";

// Layout effects run only in the browser; the server render uses the no-op plain effect instead.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Puts the visitor's display choice back on <html> once React has hydrated it. React 19 treats <html> as a
 * singleton and, when it hydrates it, drops the attributes it did not render: the `data-text-size`,
 * `data-theme` and `mg-js` the inline bootstrap set before first paint. Without this the larger-text and
 * high-contrast choices were lost (on screen and in print) as soon as the page hydrated. A layout effect,
 * so the corrected styles apply before the browser paints.
 */
export function useKeepDisplayChoice(): void {
  useBrowserLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add("mg-js");
    let storage: Storage | undefined;
    try {
      storage = window.localStorage;
    } catch {
      storage = undefined;
    }
    applyDisplayPreferences(root, readDisplayPreferences(storage, systemPrefersDark()));
  }, []);
}
