import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { Breadcrumbs } from "@medicare-guide/design-system";
import { crumbName } from "../seo/meta.ts";
import { breadcrumbTrail, findRoute, stripLang } from "@medicare-guide/content/routes";

/**
 * Breadcrumbs on inner pages (hidden on home and on the not-found page): Home plus
 * one crumb per path segment, translated titles for known routes, the raw segment
 * otherwise; the last crumb is the current page, not a link, nor is a segment that
 * is not a page (built or planned).
 */
export function SiteBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const english = stripLang(pathname);
  if (english === "/" || !findRoute(english)) return null;
  const items = breadcrumbTrail(pathname).map((crumb) => ({
    label: crumbName(crumb, t),
    href: crumb.linked ? crumb.href : undefined,
  }));
  return (
    <div className="mg-site-breadcrumbs" data-print="hide">
      <Breadcrumbs
        items={items}
        label={t("breadcrumbs")}
        renderLink={({ href, children, className }) => (
          <RouterLink to={href} className={className}>
            {children}
          </RouterLink>
        )}
      />
    </div>
  );
}
