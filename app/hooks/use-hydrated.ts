import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs in the
 * browser: content that JavaScript only enhances (a "+ n more" disclosure) stays
 * fully visible without JavaScript. The one copy every page uses.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
