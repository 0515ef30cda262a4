/**
 * Whether a Back link can go to the previous page with the browser's history
 * instead of its fallback (home): after a client-side navigation (React
 * Router's history state has idx > 0), or when the visitor came from another
 * page of this site (same-origin referrer) in this same tab (history has an
 * entry before this one; a page opened in a new tab has none).
 */
export function canGoBack(input: {
  historyState: unknown;
  historyLength: number;
  referrer: string;
  origin: string;
}): boolean {
  const idx = (input.historyState as { idx?: unknown } | null)?.idx;
  if (typeof idx === "number" && idx > 0) return true;
  if (!input.referrer || input.historyLength < 2) return false;
  try {
    return new URL(input.referrer).origin === input.origin;
  } catch {
    return false;
  }
}
