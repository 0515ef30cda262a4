import type { ReactNode } from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
// oxlint-disable-next-line import/no-unassigned-import -- the component's stylesheet, loaded for its side effect

export interface BreadcrumbItem {
  /** The page's short name. */
  label: ReactNode;
  /** The page's address; ignored on the last item, which is the current page. */
  href?: string;
}

export interface BreadcrumbLinkProps {
  /** Where the crumb leads. */
  href: string;
  /** The crumb's text. */
  children: ReactNode;
  /** Class name to put on the link element. */
  className: string;
}

export interface BreadcrumbsProps {
  /** The trail from the home page to the current page, in order; the last item is the current page. */
  items: BreadcrumbItem[];
  /** Name of the navigation landmark (default from the `ds` strings: "Breadcrumb"). */
  label?: string;
  /** Renders each link, for a router's link component; plain <a href> by default. */
  renderLink?: (props: BreadcrumbLinkProps) => ReactNode;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * Where the current page sits in the site: a <nav> landmark holding an ordered
 * list. Every crumb is a link except the last, the current page, which is plain
 * text with aria-current="page". Separators are drawn by CSS (nothing for screen
 * readers to read). Plain HTML: it works before, and without, JavaScript.
 *
 * @summary A short trail of links from the home page to the current page, showing where the page sits in the
 * site.
 */
export function Breadcrumbs({ items, label, renderLink, className }: BreadcrumbsProps) {
  const t = useDsStrings("Breadcrumbs");
  const lastIndex = items.length - 1;
  return (
    <nav aria-label={label ?? t("label")} className={["mg-breadcrumbs", className].filter(Boolean).join(" ")}>
      <ol className="mg-breadcrumbs__list">
        {items.map((item, index) => (
          <li key={`${index}:${item.href ?? ""}`} className="mg-breadcrumbs__item">
            {index === lastIndex || item.href === undefined ? (
              <span className="mg-breadcrumbs__current" aria-current={index === lastIndex ? "page" : undefined}>
                {item.label}
              </span>
            ) : renderLink ? (
              renderLink({ href: item.href, children: item.label, className: "mg-breadcrumbs__link" })
            ) : (
              <a href={item.href} className="mg-breadcrumbs__link">
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
