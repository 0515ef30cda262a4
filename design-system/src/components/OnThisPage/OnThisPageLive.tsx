import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { SectionList, type OnThisPageSection } from "./SectionList.tsx";
import { OnThisPageDrawer } from "./OnThisPageDrawer.tsx";
import { goToSection, isModifiedClick, watchActiveSection } from "./section-nav.ts";

export { goToSection, ON_THIS_PAGE_ROOT_MARGIN } from "./section-nav.ts";

/**
 * What OnThisPage does once it runs: its own chunk, loaded after hydration (issue 10: code the page does not
 * need before interaction; until it is there, and without JavaScript, the list is plain in-page links, which
 * work). Choosing a section scrolls to it and focuses its heading; the section in view is tracked; on small
 * screens a button opens the list in a drawer (React Aria's button and dialog).
 */

/**
 * The id of the section in view: the first of the sections crossing the line 20%
 * from the top (IntersectionObserver, rootMargin -20% 0px -80% 0px). Between two
 * sections it keeps the last one crossed; when a section leaves the line downwards
 * (scrolling up), the one before it becomes current. Null before the first crossing.
 */
export function useActiveSection(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join("\n");
  useEffect(() => watchActiveSection(key.split("\n").filter(Boolean), setActive), [key]);
  return active;
}

/** A click on a section link: scrolls to the section and focuses its heading (modified clicks are left to the browser). */
export function chooseSection(id: string, event: MouseEvent<HTMLAnchorElement>): void {
  if (isModifiedClick(event)) return;
  if (goToSection(id)) event.preventDefault();
}

export interface OnThisPageLiveProps {
  /** The page's sections, in page order. */
  sections: OnThisPageSection[];
  /** The section marked as in view (OnThisPage's state, set through `onActive`). */
  active: string | null;
  /** Told the section in view (null before the first crossing). */
  onActive: (id: string | null) => void;
  /** The drawer's title (the navigation's name). */
  title: string;
  /** Visible text of the button that opens the drawer. */
  buttonLabel: string;
}

/** The live part of OnThisPage: the scroll offset, the section in view, and the small screens' button and drawer. */
export function OnThisPageLive({ sections, active, onActive, title, buttonLabel }: OnThisPageLiveProps) {
  const ids = sections.map((s) => s.id);
  const inView = useActiveSection(ids);
  useEffect(() => onActive(inView), [inView, onActive]);
  const [open, setOpen] = useState(false);
  const pending = useRef<string | null>(null);

  // The sections get the scroll offset (scroll-margin-top in OnThisPage.css), also when reached by a plain #link.
  const key = ids.join("\n");
  useEffect(() => {
    for (const id of key.split("\n")) document.getElementById(id)?.classList.add("mg-otp-target");
  }, [key]);

  const chooseInDrawer = useCallback((id: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    pending.current = id;
    setOpen(false);
  }, []);

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

  return (
    <OnThisPageDrawer title={title} buttonLabel={buttonLabel} isOpen={open} onOpenChange={setOpen}>
      <SectionList sections={sections} active={active} onChoose={chooseInDrawer} />
    </OnThisPageDrawer>
  );
}
