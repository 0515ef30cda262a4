import { useEffect, useId, useState, type ReactNode } from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { SectionList, type OnThisPageSection } from "./SectionList.tsx";

export type { OnThisPageSection };

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

/**
 * "On this page": a navigation landmark listing the page's sections as in-page
 * links. Prerendered, it is a plain list of anchors that works without JavaScript.
 * On wide screens (64em and up) it is a sticky side column (inside `OnThisPageLayout`);
 * on small screens, once JavaScript runs, a button in the page flow opens the same
 * list in a Drawer, which closes when a section is chosen. Choosing a section scrolls
 * to it (smoothly, instantly under reduced motion) and moves focus to its heading.
 * The section in view is marked aria-current="location", in bold with a side bar.
 *
 * @summary An "On this page" navigation for long pages: a sticky side column on wide screens, a button that
 * opens a drawer on small screens, with the section in view marked.
 */
export function OnThisPage({ sections, label, buttonLabel, className }: OnThisPageProps) {
  const t = useDsStrings("OnThisPage");
  const drawerStrings = useDsStrings("Drawer");
  const name = label ?? t("label");
  const [active, setActive] = useState<string | null>(null);
  // What it does once it runs loads after hydration (OnThisPageLive.tsx, its own chunk); the page shows the
  // plain list of anchors until then, so there is never a moment without a way to the sections.
  const [live, setLive] = useState<typeof import("./OnThisPageLive.tsx") | null>(null);
  useEffect(() => {
    let mounted = true;
    void import("./OnThisPageLive.tsx").then((m) => mounted && setLive(m));
    return () => {
      mounted = false;
    };
  }, []);
  const titleId = useId();

  if (sections.length === 0) return null;
  return (
    <div
      className={["mg-otp", live && "mg-otp--hydrated", className].filter(Boolean).join(" ")}
      // The small screens' button and drawer words, for a page that never hydrates (OnThisPage.enhance.ts).
      data-mg-button-label={buttonLabel ?? name}
      data-mg-close-label={drawerStrings("close")}
    >
      <nav className="mg-otp__nav" aria-labelledby={titleId}>
        <p className="mg-otp__title" id={titleId}>
          {name}
        </p>
        <SectionList sections={sections} active={active} onChoose={live?.chooseSection} />
      </nav>
      {live && (
        <live.OnThisPageLive
          sections={sections}
          active={active}
          onActive={setActive}
          title={name}
          buttonLabel={buttonLabel ?? name}
        />
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
