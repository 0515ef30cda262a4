// The section links both the prerendered navigation (OnThisPage.tsx) and the small screens' drawer
// (OnThisPageLive.tsx, loaded after hydration) render: apart from both, so that the live chunk does not import
// the component that loads it.
import type { MouseEvent } from "react";

/** One section of the page that the navigation links to. */
export interface OnThisPageSection {
  /** The id of the section's element on the page: a `<section>` (its first heading takes focus) or the heading itself. Stable, so links can be shared. */
  id: string;
  /** The link text, usually the section heading's text. */
  label: string;
}

/** The list of section links, in the page's navigation and in the small screens' drawer. */
export function SectionList({
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
