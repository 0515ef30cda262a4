import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Heading } from "@medicare-guide/design-system";
import { translateDataKey } from "../../i18n/index.ts";
import {
  isContentPage,
  localizePath,
  routeTitleKey,
  SITE_ROUTES,
  type Lang,
  type SiteRoute,
} from "@medicare-guide/content/routes";
import { routeType, SEARCH_TYPES } from "./search-types.ts";

/** Every content page of the site grouped by kind (no utility page: search, e-mail outcomes), in route-table order. */
export function siteIndexGroups(): { type: (typeof SEARCH_TYPES)[number]; routes: SiteRoute[] }[] {
  const routes = SITE_ROUTES.filter(isContentPage);
  return SEARCH_TYPES.map((type) => ({ type, routes: routes.filter((r) => routeType(r.id) === type) })).filter(
    (g) => g.routes.length > 0,
  );
}

/**
 * "Every page on this site": what /search offers before a query, and its whole
 * answer without JavaScript (the site is prerendered and served as static files,
 * so a query cannot be answered without the browser running the index: the list,
 * with the browser's own Find in page, is the no-JavaScript search).
 */
export function SiteIndex({ lang }: { lang: Lang }) {
  const { t } = useTranslation("search");
  return (
    <section aria-labelledby="search-site-index" className="mg-search-page__index">
      <Heading level={2} id="search-site-index">
        {t("index.title")}
      </Heading>
      {siteIndexGroups().map((group) => (
        <div key={group.type}>
          <Heading level={3} size="md" id={`search-site-index-${group.type}`}>
            {t(`groups.${group.type}`)}
          </Heading>
          <ul className="mg-search-page__browse" aria-labelledby={`search-site-index-${group.type}`}>
            {group.routes.map((route) => (
              <li key={route.id}>
                <RouterLink to={localizePath(route.path, lang)} className="mg-search-page__link">
                  <RouteTitle id={route.id} />
                </RouterLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** A page's name from its route's title key (year-bearing routes such as the costs pages share one key). */
function RouteTitle({ id }: { id: SiteRoute["id"] }) {
  const { t } = useTranslation("search");
  const { key, year } = routeTitleKey(id);
  return <>{translateDataKey(t, `routes:${key}`, year === undefined ? {} : { year })}</>;
}
