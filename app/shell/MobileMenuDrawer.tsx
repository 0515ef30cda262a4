import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { Drawer } from "@medicare-guide/design-system";
import { localizePath, type Lang } from "@medicare-guide/content/routes";
import { DIRECTORY, isCurrentPage, PRIMARY_NAV } from "./navigation.ts";
import { DirectoryGroups } from "./DirectoryGroups.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { AriaLocale } from "../components/AriaLocale/index.ts";

export interface MobileMenuDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The Menu drawer's content: search, the main links, the four groups and the language switch. Its own
 * module, loaded on the first press of Menu (preloaded on pointer-down and focus), so React Aria's modal
 * code is not in every page's first download (issue "Useful from the first paint": a third less JS).
 */
export default function MobileMenuDrawer({ isOpen, onOpenChange }: MobileMenuDrawerProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { pathname } = useLocation();
  return (
    <AriaLocale>
      <Drawer title={t("header.menuTitle")} side="right" isOpen={isOpen} onOpenChange={onOpenChange}>
        {({ close }) => (
          <div className="mg-mobile-menu">
            <SearchBox variant="menu" onSearched={close} />
            <nav aria-label={t("header.primaryNav")}>
              <ul className="mg-mobile-menu__links">
                {PRIMARY_NAV.map((link) => (
                  <li key={link.to}>
                    {/* isCurrentPage, not NavLink: NavLink missed the Spanish links (heard by Orca, issue 12). */}
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
    </AriaLocale>
  );
}
