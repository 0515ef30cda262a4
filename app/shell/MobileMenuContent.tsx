import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { localizePath, type Lang } from "@medicare-guide/content/routes";
import { DIRECTORY, isCurrentPage, PRIMARY_NAV } from "./navigation.ts";
import { DirectoryGroups } from "./DirectoryGroups.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { SearchBox } from "./SearchBox.tsx";

/**
 * What the Menu drawer holds: search, the main links, the four groups and the language switch. In the React
 * drawer once hydrated (MobileMenuDrawer.tsx), and on a reading page, which never hydrates, prerendered in a
 * <template> that MobileMenu.enhance.ts puts in a native drawer (issue 29).
 */
export function MobileMenuContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { pathname } = useLocation();
  return (
    <div className="mg-mobile-menu">
      <SearchBox variant="menu" onSearched={onNavigate} />
      <nav aria-label={t("header.primaryNav")}>
        <ul className="mg-mobile-menu__links">
          {PRIMARY_NAV.map((link) => (
            <li key={link.to}>
              {/* isCurrentPage, not NavLink: NavLink missed the Spanish links (heard by Orca, issue 12). */}
              <RouterLink
                to={localizePath(link.to, lang)}
                aria-current={isCurrentPage(localizePath(link.to, lang), pathname) ? "page" : undefined}
                className="mg-directory__link"
                onClick={onNavigate}
              >
                {t(link.labelKey)}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t("header.directoryLabel")}>
        <DirectoryGroups groups={DIRECTORY} onNavigate={onNavigate} idPrefix="menu" />
      </nav>
      <LanguageSwitch />
    </div>
  );
}
