/**
 * The header's "All topics" directory on a reading page (issue 29), over the HTML SiteHeader.tsx renders: the
 * link to the footer's directory (what works without JavaScript) becomes the same button the hydrated header
 * renders (aria-expanded, aria-controls="site-directory"), with useDirectory's behaviour: opens on mouse hover
 * and closes 350 ms after the pointer leaves (1.4.13), opens and closes by click and keyboard (a click after the
 * hover pins it open), Escape closes and returns focus to the button, a press or focus outside closes it.
 */

import { swapToButton } from "./swap-to-button.ts";

/** Spec: the directory closes 350 ms after the pointer leaves the navigation. */
export const DIRECTORY_CLOSE_DELAY_MS = 350;

export function enhanceDirectory(root: Document = document): void {
  const link = root.querySelector<HTMLAnchorElement>('a[data-mg-swap="directory"]');
  const panel = root.getElementById("site-directory");
  const area = panel?.closest<HTMLElement>(".mg-header__nav-area");
  if (!link || !panel || !area) return;

  const button = swapToButton(link, { "aria-expanded": "false", "aria-controls": "site-directory" });
  const chevron = root.createElement("span");
  chevron.setAttribute("aria-hidden", "true");
  chevron.className = "mg-header__chevron";
  button.append(chevron);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let pinned = false;
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  const isOpen = () => !panel.hidden;
  const set = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
  };
  const close = (returnFocus: boolean) => {
    clear();
    pinned = false;
    set(false);
    if (returnFocus) button.focus();
  };

  button.addEventListener("click", () => {
    clear();
    // A mouse click usually follows the hover that already opened it: it then pins it open.
    if (isOpen() && !pinned) {
      pinned = true;
      return;
    }
    pinned = !isOpen();
    set(!isOpen());
  });
  area.addEventListener("pointerenter", (event) => {
    if (event.pointerType !== "mouse") return;
    clear();
    set(true);
  });
  area.addEventListener("pointerleave", (event) => {
    if (event.pointerType !== "mouse" || pinned) return;
    clear();
    timer = setTimeout(() => set(false), DIRECTORY_CLOSE_DELAY_MS);
  });
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    event.stopPropagation();
    close(true);
  });
  const outside = (event: Event) => {
    if (isOpen() && !area.contains(event.target as Node)) close(false);
  };
  root.addEventListener("pointerdown", outside);
  root.addEventListener("focusin", outside);
  // A link in the directory is a full page load; it closes as the hydrated one does on navigation.
  panel.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) close(false);
  });
}
