import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { Button, Drawer, DrawerTrigger } from "@medicare-guide/design-system";
import { localizePath, type Lang } from "../site-routes.ts";
import { DIRECTORY, isCurrentPage, PRIMARY_NAV } from "./navigation.ts";
import { DirectoryGroups } from "./DirectoryGroups.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { SearchBox } from "./SearchBox.tsx";

/**
 * Narrow screens: a Menu button opens a right-hand drawer with the search box,
 * the main links and the same four groups. Choosing a link closes it; Escape and
 * Close return focus to the Menu button.
 */
export function MobileMenu() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { pathname } = useLocation();
  return (
    <DrawerTrigger>
      <Button variant="secondary" className="mg-header__menu-button">
        {t("header.menuButton")}
      </Button>
      <Drawer title={t("header.menuTitle")} side="right">
        {({ close }) => (
          <div className="mg-mobile-menu">
            <SearchBox variant="menu" onSearched={close} />
            <nav aria-label={t("header.primaryNav")}>
              <ul className="mg-mobile-menu__links">
                {PRIMARY_NAV.map((link) => (
                  <li key={link.to}>
                    <RouterLink
                      to={localizePath(link.to, lang)}
                      aria-current={isCurrentPage(localizePath(link.to, lang), pathname) ? "page" : undefined}
                      className="mg-directory__link"
                      onClick={close}
                    >
                      {t(link.labelKey)}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label={t("header.directoryLabel")}>
              <DirectoryGroups groups={DIRECTORY} onNavigate={close} idPrefix="menu" />
            </nav>
            <LanguageSwitch />
          </div>
        )}
      </Drawer>
    </DrawerTrigger>
  );
}
