import { useCallback, useEffect } from "react";

/** How urgently a message is read: `polite` waits its turn, `assertive` interrupts. */
export type Politeness = "polite" | "assertive";

/** Time between clearing the region and writing the message: enough for screen readers to see a change. */
export const ANNOUNCE_DELAY_MS = 100;

const pending: Partial<Record<Politeness, ReturnType<typeof setTimeout>>> = {};

/**
 * The shared regions, created once at the end of <body> on first use. They are
 * marked data-live-announcer so React Aria modals do not hide them (aria-hidden)
 * while a dialog is open.
 */
function region(politeness: Politeness): HTMLElement {
  let root = document.querySelector<HTMLElement>('[data-mg-announcer="root"]');
  if (!root) {
    root = document.createElement("div");
    root.className = "mg-visually-hidden";
    root.dataset.mgAnnouncer = "root";
    root.dataset.liveAnnouncer = "true";
    for (const level of ["polite", "assertive"] as const) {
      const node = document.createElement("div");
      node.setAttribute("aria-live", level);
      node.setAttribute("aria-atomic", "true");
      if (level === "polite") node.setAttribute("role", "status");
      node.dataset.mgAnnouncer = level;
      root.append(node);
    }
    document.body.append(root);
  }
  return root.querySelector<HTMLElement>(`[data-mg-announcer="${politeness}"]`) ?? root;
}

/**
 * Announces a message through the shared visually hidden live region. The region
 * is emptied first and the message written a moment later, so saying the same
 * thing twice ("Saved", "Saved") is announced twice.
 */
export function announce(message: string, politeness: Politeness = "polite"): void {
  if (typeof document === "undefined") return;
  const node = region(politeness);
  clearTimeout(pending[politeness]);
  node.textContent = "";
  pending[politeness] = setTimeout(() => {
    node.textContent = message;
  }, ANNOUNCE_DELAY_MS);
}

/**
 * Returns `announce(message, politeness?)`. The shared region is created when the
 * component mounts, ahead of the first message, so that first message is read too.
 */
export function useAnnounce(): (message: string, politeness?: Politeness) => void {
  useEffect(() => {
    region("polite");
  }, []);
  return useCallback((message: string, politeness: Politeness = "polite") => announce(message, politeness), []);
}
