/**
 * OnThisPage's behaviour without React: going to a section and following the section in view. Used once hydrated
 * (OnThisPageLive.tsx) and on a reading page, which never hydrates (OnThisPage.enhance.ts; issue 29).
 */
/** Margin of the observer: a section counts as "in view" when it crosses the line 20% from the top of the viewport. */
export const ON_THIS_PAGE_ROOT_MARGIN = "-20% 0px -80% 0px";

/** Whether the visitor asked for reduced motion (true when it cannot be known: no movement is the safe default). */
function prefersReducedMotion(): boolean {
  return typeof window === "undefined" || typeof window.matchMedia !== "function"
    ? true
    : window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The element that takes focus for a section: the element itself when it is a heading, else its first heading. */
function headingOf(el: HTMLElement): HTMLElement {
  if (/^H[1-6]$/.test(el.tagName)) return el;
  return el.querySelector<HTMLElement>("h1, h2, h3, h4, h5, h6") ?? el;
}

/**
 * Moves the reader to a section: scrolls it to the top (smoothly unless reduced
 * motion is asked for; the 80 px offset comes from the CSS scroll-margin-top),
 * focuses its heading so keyboard and screen reader users continue from there,
 * and puts its #id in the address bar. Returns false when the id is not on the page.
 */
export function goToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const heading = headingOf(el);
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  el.scrollIntoView?.({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  heading.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
  return true;
}

/**
 * Watches which section is in view: the first of the sections crossing the line 20% from the top
 * (IntersectionObserver, rootMargin ON_THIS_PAGE_ROOT_MARGIN). Between two sections it keeps the last one
 * crossed; when a section leaves the line downwards (scrolling up), the one before it becomes current. Returns
 * the cleanup. useActiveSection once hydrated; OnThisPage.enhance.ts on a reading page.
 */
export function watchActiveSection(list: string[], onActive: (id: string) => void): () => void {
  if (typeof IntersectionObserver === "undefined") return () => undefined;
  const elements = list.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
  const crossing = new Set<string>();
  const observer = new IntersectionObserver(
    (entries) => {
      let fallback: string | null = null;
      for (const entry of entries) {
        const id = entry.target.id;
        if (entry.isIntersecting) crossing.add(id);
        else {
          crossing.delete(id);
          // Left below the line: the reader scrolled up, back into the section before.
          const lineTop = entry.rootBounds?.top ?? 0;
          if (entry.boundingClientRect.top > lineTop) fallback = list[list.indexOf(id) - 1] ?? null;
        }
      }
      const first = list.find((id) => crossing.has(id));
      if (first) onActive(first);
      else if (fallback !== null) onActive(fallback);
    },
    { rootMargin: ON_THIS_PAGE_ROOT_MARGIN },
  );
  for (const el of elements) observer.observe(el);
  return () => observer.disconnect();
}

/** Whether a click should be left to the browser (new tab, new window...). */
export function isModifiedClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
