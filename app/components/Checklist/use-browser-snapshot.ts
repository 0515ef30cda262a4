import { useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** Tells the components that read browser storage that this tab has just written to it. */
export function storageChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * A value read from browser storage, as a string snapshot (compared by value).
 * Hydration-safe: `serverSnapshot` on the server and during hydration, then the
 * browser's value; re-read when this tab writes (storageChanged) or another tab does.
 */
export function useBrowserSnapshot(getSnapshot: () => string, serverSnapshot = ""): string {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot);
}
