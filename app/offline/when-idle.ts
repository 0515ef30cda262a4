/**
 * Runs `task` once the page has loaded and the browser is idle (issue 28: the service worker is registered
 * "after the page is interactive, never blocking first paint"). Imported by app/enhance.ts and
 * app/entry.client.tsx, so it is the only part of the offline code in their first chunk: a few bytes.
 */
export function whenIdle(task: () => void): void {
  const later = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(task, { timeout: 3000 });
    else window.setTimeout(task, 200);
  };
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
