import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { SiteLink } from "./LinkRenderer.tsx";

export interface LinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "children" | "className" | "href" | "target" | "rel"
> {
  /** Where the link goes: a path on this site ("/es/costs") or an absolute URL. */
  href: string;
  /** The link text: say where it goes ("Medicare costs in 2026"), never "click here". */
  children: ReactNode;
  /** Opens in a new tab with a warning; defaults to true for absolute http(s) URLs. */
  external?: boolean;
  /** A link on its own line (not inside a sentence): at least 44 px tall. */
  standalone?: boolean;
  /** What screen readers hear after an external link's text (default from the `ds` strings: "(opens in a new tab)"). */
  newTabLabel?: string;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/** True for absolute http(s) and protocol-relative URLs. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}

/**
 * A real <a href>: it works before JavaScript loads, and with a LinkRendererProvider (the app's router link)
 * it navigates on the client. A plain anchor, not React Aria's Link: the browser already gives a link its
 * keyboard, hover and focus behaviour, and React Aria's press hooks cost every content page about 12 KiB of
 * JavaScript (issue 10). External links open in a new tab, say so in words to screen readers, and show a
 * small icon.
 *
 * @summary A real link (<a href>) to another page or site; links to other sites open in a new tab and say so.
 */
export function Link({ href, children, external, standalone = false, newTabLabel, className, ...rest }: LinkProps) {
  const t = useDsStrings("Link");
  const isExternal = external ?? isExternalHref(href);
  const classes = [
    "mg-link",
    standalone ? "mg-link--standalone" : "mg-link--inline",
    isExternal && "mg-link--external",
    className,
  ]
    .filter(Boolean)
    .join(" ");
  if (!isExternal) {
    return (
      <SiteLink {...rest} href={href} className={classes}>
        {children}
      </SiteLink>
    );
  }
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow" className={classes}>
      {children} <span className="mg-visually-hidden">{newTabLabel ?? t("newTab")}</span>
      <svg className="mg-link__icon" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
        <path
          d="M9 2h5v5M14 2 7.5 8.5M12 9.5V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}
