import { useSyncExternalStore } from "react";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Link } from "@medicare-guide/design-system";
import { HELP_LINES, OFFICIAL_SITES } from "@medicare-guide/content";
import { localizePath, type Lang } from "@medicare-guide/content/routes";
import { DIRECTORY, FOOTER_ABOUT, FOOTER_QUICK_LINKS, FOOTER_TOPICS, type NavLink } from "./navigation.ts";
import { DirectoryGroups } from "./DirectoryGroups.tsx";
import { FOOTER_DIRECTORY_ID } from "./useLiveSwap.ts";

declare const MG_BUILD_YEAR: number;

const noop = () => () => {};
/** The current year: the build year in prerendered HTML, the visitor's clock once hydrated. */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => MG_BUILD_YEAR,
  );
}

function LinkColumn({ titleKey, links, id }: { titleKey: ParseKeys<"common">; links: readonly NavLink[]; id: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return (
    <div className="mg-footer__column">
      <h2 id={id} className="mg-footer__title">
        {t(titleKey)}
      </h2>
      <ul aria-labelledby={id} className="mg-footer__list">
        {links.map((link) => (
          <li key={link.to + link.labelKey}>
            <RouterLink to={localizePath(link.to, lang)} className="mg-footer__link">
              {t(link.labelKey)}
            </RouterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Footer (spec): About, Quick Links, Medicare Topics, Official Resources; year; legal disclaimer. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const year = useCurrentYear();
  const medicare = HELP_LINES.find((l) => l.id === "medicare");
  return (
    <footer className="mg-footer" data-print="hide">
      {/* Every topic group, in the page flow: the header's Menu and "All topics" lead here until React runs. */}
      <nav
        id={FOOTER_DIRECTORY_ID}
        aria-labelledby="footer-directory-title"
        className="mg-container mg-footer__directory"
        tabIndex={-1}
      >
        <h2 id="footer-directory-title" className="mg-footer__title">
          {t("footer.directory")}
        </h2>
        <DirectoryGroups groups={DIRECTORY} idPrefix="foot" />
      </nav>
      <div className="mg-container mg-footer__columns">
        <div className="mg-footer__column">
          <h2 id="footer-about" className="mg-footer__title">
            {t("footer.about")}
          </h2>
          <p>{t("footer.aboutText")}</p>
          <ul aria-labelledby="footer-about" className="mg-footer__list">
            {FOOTER_ABOUT.map((link) => (
              <li key={link.to}>
                <RouterLink to={localizePath(link.to, lang)} className="mg-footer__link">
                  {t(link.labelKey)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn titleKey="footer.quickLinks" links={FOOTER_QUICK_LINKS} id="footer-quick" />
        <LinkColumn titleKey="footer.topics" links={FOOTER_TOPICS} id="footer-topics" />
        <div className="mg-footer__column">
          <h2 id="footer-official" className="mg-footer__title">
            {t("footer.official")}
          </h2>
          <ul aria-labelledby="footer-official" className="mg-footer__list">
            {OFFICIAL_SITES.map((site) => (
              <li key={site.id}>
                <Link href={site.url[lang]} external className="mg-footer__link">
                  {site.name[lang]}
                </Link>
              </li>
            ))}
          </ul>
          {medicare && (
            <p className="mg-footer__help">
              {t("footer.helpLine")}{" "}
              <a href={`tel:${medicare.tel}`} className="mg-footer__link">
                {medicare.display}
              </a>
            </p>
          )}
        </div>
      </div>
      <div className="mg-container mg-footer__legal">
        {/* In the page flow, so it works without JavaScript and where the floating button is hidden (400% zoom). #top is the site header, the first thing on the page. */}
        <p className="mg-footer__top">
          <a href="#top">
            <span aria-hidden="true">↑ </span>
            {t("scrollTop")}
          </a>
        </p>
        <p>{t("footer.disclaimer")}</p>
        <p>{t("footer.copyright", { year })}</p>
      </div>
    </footer>
  );
}
