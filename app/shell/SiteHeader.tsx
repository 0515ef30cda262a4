import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { localizePath, type Lang } from "@medicare-guide/content/routes";
import { DIRECTORY, isCurrentPage, PRIMARY_NAV } from "./navigation.ts";
import { useDirectory } from "./useDirectory.ts";
import { useStickyHeaderHeight } from "./useStickyHeaderHeight.ts";
import { SearchBox } from "./SearchBox.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { DisplaySettings } from "./DisplaySettings.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { DirectoryGroups } from "./DirectoryGroups.tsx";
import { HeaderShortcuts } from "./HeaderShortcuts.tsx";
import { FOOTER_DIRECTORY_ID, useLiveSwap } from "./useLiveSwap.ts";

/**
 * The site header (spec "Site header and footer"): logo, main links, the
 * four-column directory (hover, click, keyboard), desktop search, language and
 * display controls; on narrow screens one row of logo and Menu (which opens the right-hand drawer), then one
 * compact row of language and display controls (issue 29, "the first screen on a phone shows the page").
 * Sticky only on wide, tall viewports, so at 200-400% zoom it never covers content.
 */
export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { pathname } = useLocation();
  const areaRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const directory = useDirectory(areaRef, buttonRef);
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeaderHeight(headerRef);
  const live = useLiveSwap("directory");

  return (
    <header ref={headerRef} id="top" className="mg-header" data-print="hide">
      <div className="mg-header__bar mg-container">
        <RouterLink to={localizePath("/", lang)} className="mg-header__logo" aria-label={t("header.homeLink")}>
          <svg
            className="mg-header__mark"
            viewBox="0 0 32 32"
            width="32"
            height="32"
            aria-hidden="true"
            focusable="false"
          >
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <path d="M9 23V9h3l4 7 4-7h3v14h-3v-9l-4 6.5-4-6.5v9z" fill="#fff" />
          </svg>
          <span>{t("siteName")}</span>
        </RouterLink>
        {/* Menu first: on narrow screens it sits beside the logo and the language and display controls take one
            compact row below (shell.css), so the reading and focus order is the visual order. Hidden on wide screens. */}
        <div className="mg-header__tools">
          <MobileMenu />
          <SearchBox variant="header" />
          <LanguageSwitch />
          <DisplaySettings />
        </div>
      </div>
      <div className="mg-header__nav-area mg-container" ref={areaRef} {...directory.areaProps}>
        <nav aria-label={t("header.primaryNav")} className="mg-header__nav">
          <ul className="mg-header__links">
            {PRIMARY_NAV.map((link) => (
              <li key={link.to}>
                <RouterLink
                  to={localizePath(link.to, lang)}
                  aria-current={isCurrentPage(localizePath(link.to, lang), pathname) ? "page" : undefined}
                  className="mg-header__link"
                >
                  {t(link.labelKey)}
                </RouterLink>
              </li>
            ))}
            <li>
              {live ? (
                <button
                  ref={buttonRef}
                  type="button"
                  className="mg-header__directory-button"
                  aria-expanded={directory.isOpen}
                  aria-controls="site-directory"
                  data-mg-swap="directory"
                  onClick={directory.toggle}
                >
                  {t("header.directoryButton")}
                  <span aria-hidden="true" className="mg-header__chevron" />
                </button>
              ) : (
                // Before React runs, a link to the same groups in the footer (works from the first paint).
                <a href={`#${FOOTER_DIRECTORY_ID}`} className="mg-header__directory-button" data-mg-swap="directory">
                  {t("header.directoryButton")}
                </a>
              )}
            </li>
          </ul>
        </nav>
        <HeaderShortcuts />
        <nav
          id="site-directory"
          aria-label={t("header.directoryLabel")}
          className="mg-directory"
          hidden={!directory.isOpen}
        >
          <DirectoryGroups groups={DIRECTORY} onNavigate={() => directory.close(false)} idPrefix="dir" />
        </nav>
      </div>
    </header>
  );
}
