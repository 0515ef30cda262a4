import { useTranslation } from "react-i18next";
import { NavLink as RouterNavLink } from "react-router";
import { Button, Drawer, DrawerTrigger } from "@medicare-guide/design-system";
import { localizePath, type Lang } from "../site-routes.ts";
import { DIRECTORY, PRIMARY_NAV } from "./navigation.ts";
import { DirectoryGroups } from "./DirectoryGroups.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { FOOTER_DIRECTORY_ID, useLiveSwap } from "./useLiveSwap.ts";

/**
 * Narrow screens: a Menu button opens a right-hand drawer with the search box,
 * the main links and the same four groups. Choosing a link closes it; Escape and
 * Close return focus to the Menu button. Before hydration it is a link to the footer's site directory.
 */
export function MobileMenu() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const live = useLiveSwap("menu");
  if (!live) {
    // Before React runs, Menu leads to the same groups in the footer's site directory.
    return (
      <a href={`#${FOOTER_DIRECTORY_ID}`} className="mg-header__control mg-header__menu-button" data-mg-swap="menu">
        {t("header.menuButton")}
      </a>
    );
  }
  return (
    <DrawerTrigger>
      <Button variant="secondary" className="mg-header__menu-button" data-mg-swap="menu">
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
                    <RouterNavLink to={localizePath(link.to, lang)} end className="mg-directory__link" onClick={close}>
                      {t(link.labelKey)}
                    </RouterNavLink>
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
