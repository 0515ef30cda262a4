import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import type { OnThisPageDrawer as DrawerPart } from "./OnThisPageDrawer.tsx";
// oxlint-disable-next-line import/no-unassigned-import -- the component's stylesheet, loaded for its side effect

/** One section of the page that the navigation links to. */
export interface OnThisPageSection {
  /** The id of the section's element on the page: a `<section>` (its first heading takes focus) or the heading itself. Stable, so links can be shared. */
  id: string;
  /** The link text, usually the section heading's text. */
  label: string;
}

export interface OnThisPageProps {
  /** The page's sections, in page order. Each `id` must exist on the page. */
  sections: OnThisPageSection[];
  /** Accessible name of the navigation landmark and title of the drawer (default from the `ds` strings: "On this page"). */
  label?: string;
  /** Visible text of the button that opens the drawer on small screens (default: the same as `label`). */
  buttonLabel?: string;
  /** Extra class names for the wrapper. */
  className?: string;
}

export interface OnThisPageLayoutProps extends OnThisPageProps {
  /** The page content, holding the sections named in `sections`. */
  children: ReactNode;
}

/** Margin of the observer: a section counts as "in view" when it crosses the line 20% from the top of the viewport. */
export const ON_THIS_PAGE_ROOT_MARGIN = "-20% 0px -80% 0px";

const noSubscribe = () => () => {};

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
 * The id of the section in view: the first of the sections crossing the line 20%
 * from the top (IntersectionObserver, rootMargin -20% 0px -80% 0px). Between two
 * sections it keeps the last one crossed; when a section leaves the line downwards
 * (scrolling up), the one before it becomes current. Null before the first crossing.
 */
export function useActiveSection(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join("\n");
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const list = key.split("\n").filter(Boolean);
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
        if (first) setActive(first);
        else if (fallback !== null) setActive(fallback);
      },
      { rootMargin: ON_THIS_PAGE_ROOT_MARGIN },
    );
    for (const el of elements) observer.observe(el);
    return () => observer.disconnect();
  }, [key]);
  return active;
}

function SectionList({
  sections,
  active,
  onChoose,
}: {
  sections: OnThisPageSection[];
  active: string | null;
  onChoose?: (id: string, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <ul className="mg-otp__list">
      {sections.map((section) => (
        <li key={section.id} className="mg-otp__item">
          <a
            className="mg-otp__link"
            href={`#${section.id}`}
            aria-current={active === section.id ? "location" : undefined}
            onClick={onChoose ? (event) => onChoose(section.id, event) : undefined}
          >
            {section.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Whether a click should be left to the browser (new tab, new window...). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * "On this page": a navigation landmark listing the page's sections as in-page
 * links. Prerendered, it is a plain list of anchors that works without JavaScript.
 * On wide screens (64em and up) it is a sticky side column (inside `OnThisPageLayout`);
 * on small screens, once JavaScript runs, a button in the page flow opens the same
 * list in a Drawer, which closes when a section is chosen. Choosing a section scrolls
 * to it (smoothly, instantly under reduced motion) and moves focus to its heading.
 * The section in view is marked aria-current="location", in bold with a side bar.
 */
export function OnThisPage({ sections, label, buttonLabel, className }: OnThisPageProps) {
  const t = useDsStrings("OnThisPage");
  const name = label ?? t("label");
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const active = useActiveSection(sections.map((s) => s.id));
  const [open, setOpen] = useState(false);
  // The button and drawer for small screens load after hydration (OnThisPageDrawer.tsx); the page shows the
  // plain list until they are there, so there is never a moment without a way to the sections.
  const [SmallScreen, setSmallScreen] = useState<typeof DrawerPart | null>(null);
  useEffect(() => {
    let live = true;
    void import("./OnThisPageDrawer.tsx").then((m) => live && setSmallScreen(() => m.OnThisPageDrawer));
    return () => {
      live = false;
    };
  }, []);
  const pending = useRef<string | null>(null);
  const titleId = useId();

  const choose = useCallback((id: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    if (goToSection(id)) event.preventDefault();
  }, []);

  const chooseInDrawer = useCallback((id: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    pending.current = id;
    setOpen(false);
  }, []);

  // The sections get the scroll offset (scroll-margin-top in OnThisPage.css), also when reached by a plain #link.
  const ids = sections.map((s) => s.id).join("\n");
  useEffect(() => {
    for (const id of ids.split("\n")) document.getElementById(id)?.classList.add("mg-otp-target");
  }, [ids]);

  // After the drawer has gone (and React Aria has given focus back to the button), go to the chosen section.
  useEffect(() => {
    if (open || pending.current === null) return;
    const id = pending.current;
    let frame = 0;
    let tries = 0;
    const step = () => {
      tries += 1;
      if (document.querySelector(".mg-otp__drawer") && tries < 120) {
        frame = requestAnimationFrame(step);
        return;
      }
      frame = requestAnimationFrame(() => {
        pending.current = null;
        goToSection(id);
      });
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [open]);

  if (sections.length === 0) return null;
  return (
    <div className={["mg-otp", SmallScreen && "mg-otp--hydrated", className].filter(Boolean).join(" ")}>
      <nav className="mg-otp__nav" aria-labelledby={titleId}>
        <p className="mg-otp__title" id={titleId}>
          {name}
        </p>
        <SectionList sections={sections} active={active} onChoose={hydrated ? choose : undefined} />
      </nav>
      {SmallScreen && (
        <SmallScreen title={name} buttonLabel={buttonLabel ?? name} isOpen={open} onOpenChange={setOpen}>
          <SectionList sections={sections} active={active} onChoose={chooseInDrawer} />
        </SmallScreen>
      )}
    </div>
  );
}

/**
 * A page body with an "On this page" column: on wide screens the navigation is a
 * sticky column beside the content; on small screens it comes first, above the content.
 */
export function OnThisPageLayout({ children, ...props }: OnThisPageLayoutProps) {
  return (
    <div className="mg-otp-layout">
      <div className="mg-otp-layout__aside">
        <OnThisPage {...props} />
      </div>
      <div className="mg-otp-layout__content">{children}</div>
    </div>
  );
}
