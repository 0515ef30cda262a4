import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { findRoute, routeHref, langFromPath, localizePath, routePath, stripLang } from "@medicare-guide/content/routes";
// oxlint-disable-next-line import/no-unassigned-import -- the row's stylesheet, loaded for its side effect
import "./QuickLinks.css";

/** The quick links (spec: Home, Medicare Basics, Medigap Plans, Medicare Advantage, Part D Coverage, Blog & Guides; the site has no blog, so the link says Guides): English paths and string keys. */
export const QUICK_LINKS = [
  { key: "home", href: routePath("home") },
  { key: "basics", href: routePath("medicare-101") },
  { key: "medigap", href: routePath("medigap-plans") },
  { key: "advantage", href: routeHref("parts-abcd-comparison", "en", { hash: "part-c" }) },
  { key: "partD", href: routeHref("parts-abcd-comparison", "en", { hash: "part-d" }) },
  { key: "guides", href: routePath("guides") },
] as const;

/** Whether the quick links show on this path: routes marked `quickLinks` in the route table. */
export function showsQuickLinks(pathname: string): boolean {
  return findRoute(pathname)?.quickLinks === true;
}

/**
 * Whether a quick link is the current page: same path, and (for a link to a
 * section, #part-c) the same hash. Prerendered HTML has no hash.
 */
export function isCurrentQuickLink(href: string, pathname: string, hash: string): boolean {
  const [path, anchor] = href.split("#");
  if (stripLang(pathname) !== path) return false;
  return anchor === undefined || hash === `#${anchor}`;
}

export interface QuickLinksProps {
  /**
   * Where this copy sits: "top", below the breadcrumbs (shown on wide screens), or "end", after the page's
   * content (shown on narrow screens, where six boxes in four rows kept the page's heading off the first
   * screen of a phone; issue 29). QuickLinks.css shows exactly one of them at any width, before and without
   * JavaScript; the hidden one is display: none, out of the accessibility tree. The end copy has a name of its
   * own ("Quick links, end of page"): landmarks' names are unique in the document, whatever CSS shows.
   */
  placement?: "top" | "end";
}

/** The row of quick links on content pages (a labelled nav; wraps on narrow screens). */
export function QuickLinks({ placement = "top" }: QuickLinksProps) {
  const { t } = useTranslation("quicklinks");
  const { pathname, hash } = useLocation();
  if (!showsQuickLinks(pathname)) return null;
  const lang = langFromPath(pathname);
  return (
    <nav
      className={`mg-quick-links mg-quick-links--${placement}`}
      aria-label={t(placement === "end" ? "labelEnd" : "label")}
      data-print="hide"
    >
      <ul className="mg-quick-links__list">
        {QUICK_LINKS.map((link) => (
          <li key={link.key}>
            <RouterLink
              to={localizePath(link.href, lang)}
              className="mg-quick-links__link"
              aria-current={isCurrentQuickLink(link.href, pathname, hash) ? "page" : undefined}
            >
              {t(link.key)}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
