/**
 * What every print-out carries (issue "Take it with you", item 2; house design, "Print"): on top the site,
 * the page's title, its address and the print date; at the end the plan year of the figures with their
 * sources as footnotes, the Medicare help line with TTY, the national SHIP locator and the disclaimer.
 * Real content in the page's language (locales/{en,es}/print.json), hidden on screen and shown only in
 * print (print.css, `data-print="show"`). The print date is the visitor's own day: set once the page runs
 * in the browser and again just before printing; without JavaScript the line is left out.
 *
 * Print hooks for other components: `data-print="hide"` keeps an element off paper; `data-print="show"`
 * hides it on screen and prints it (e.g. a print version of "Words on this page").
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { helpLine, OFFICIAL_SITES } from "@medicare-guide/content";
import { CURRENT_PLAN_YEAR } from "../../content/figures/index.ts";
import en from "../../locales/en/print.json";
import es from "../../locales/es/print.json";
import { registerStrings } from "../i18n/index.ts";
import { absoluteUrl, crumbName } from "../seo/meta.ts";
import {
  breadcrumbTrail,
  currentCostsPageId,
  langFromPath,
  routeHref,
  type Lang,
} from "@medicare-guide/content/routes";
import "./print.css";

export const PRINT_NS = "print";
registerStrings(PRINT_NS, { en, es });

const LOCALE: Record<Lang, string> = { en: "en-US", es: "es-US" };

function officialUrl(id: string, lang: Lang): string {
  return OFFICIAL_SITES.find((site) => site.id === id)?.url[lang] ?? "";
}

/** Today in the visitor's time zone and language, refreshed when the browser is about to print. */
function usePrintDate(lang: Lang): string | null {
  const [date, setDate] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setDate(new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "long" }).format(new Date()));
    update();
    window.addEventListener("beforeprint", update);
    return () => window.removeEventListener("beforeprint", update);
  }, [lang]);
  return date;
}

/** Printed above the page: site, title, address, print date. */
export function PrintHeader() {
  const { t } = useTranslation(PRINT_NS);
  const { t: tCommon } = useTranslation();
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const date = usePrintDate(lang);
  const trail = breadcrumbTrail(pathname);
  const current = trail.at(-1);
  const title = current ? crumbName(current, tCommon) : t("siteName");
  return (
    <div className="mg-print-header" data-print="show">
      <p className="mg-print-header__site">{t("siteName")}</p>
      <dl className="mg-print-header__facts">
        <div>
          <dt>{t("page")}:</dt> <dd>{title}</dd>
        </div>
        <div>
          <dt>{t("address")}:</dt> <dd>{absoluteUrl(pathname)}</dd>
        </div>
        {date && (
          <div>
            <dt>{t("printedOn")}:</dt> <dd>{date}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** Printed below the page: plan year and sources (footnotes), help line with TTY, SHIP locator. */
export function PrintFooter() {
  const { t } = useTranslation(PRINT_NS);
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const medicare = helpLine("medicare");
  const year = CURRENT_PLAN_YEAR;
  return (
    <div className="mg-print-footer" data-print="show">
      <p>
        {t("planYear", { year })}
        <sup>1, 2</sup>
      </p>
      <p className="mg-print-footer__title">{t("sourcesTitle")}</p>
      <ol className="mg-print-footer__notes">
        <li>
          {t("sourcesNote", { year, url: absoluteUrl(routeHref(currentCostsPageId(), lang, { hash: "sources" })) })}
        </li>
        <li>{t("officialNote", { url: officialUrl("medicare-gov", lang) })}</li>
      </ol>
      <p>{t("help", { phone: medicare.display, tty: medicare.tty })}</p>
      <p>{t("ship", { url: officialUrl("shiphelp", lang) })}</p>
      <p>{t("disclaimer")}</p>
    </div>
  );
}
