/**
 * The words of every print-out (issue "Take it with you", item 2), computed at build time by the root
 * route's loader for each prerendered page and on each navigation (root shouldRevalidate), so the strings
 * (locales/{en,es}/print.json) and the figures' plan year ride in the page data, not in every page's
 * JavaScript (the content-route budget). Server-side only: imported by root.tsx's loader alone.
 */
import { helpLine, OFFICIAL_SITES } from "@medicare-guide/content/contacts";
import { CURRENT_PLAN_YEAR } from "@medicare-guide/content/figures/index";
import en from "../../locales/en/print.json";
import es from "../../locales/es/print.json";
import { getI18n, registerStrings } from "../i18n/index.ts";
import { absoluteUrl, crumbName } from "../seo/meta.ts";
import { breadcrumbTrail, currentCostsPageId, langFromPath, routeHref } from "@medicare-guide/content/routes";

export const PRINT_NS = "print";

export interface PrintFacts {
  lang: "en" | "es";
  site: string;
  /** [label, value] pairs of the header: page title and address */
  header: [string, string][];
  /** the label of the print date, which the browser fills in */
  printedOn: string;
  planYear: string;
  sourcesTitle: string;
  /** footnotes, in order */
  notes: string[];
  help: string;
  ship: string;
  disclaimer: string;
}

const site = (id: string) => OFFICIAL_SITES.find((s) => s.id === id);

/** The page a loader request is for: on navigation the data comes from the page's .data file ("/_.data" is home). */
export function pagePathOf(requestPath: string): string {
  if (/^\/_(root)?\.data$/.test(requestPath)) return "/";
  return requestPath.replace(/\.data$/, "");
}

/** What the print header and footer say on the page at `pathname`. */
export function printFacts(pathname: string): PrintFacts {
  registerStrings(PRINT_NS, { en, es });
  const lang = langFromPath(pathname);
  const i18n = getI18n(lang);
  const t = i18n.getFixedT(lang, PRINT_NS);
  const common = i18n.getFixedT(lang);
  const current = breadcrumbTrail(pathname).at(-1);
  const year = CURRENT_PLAN_YEAR;
  const medicare = helpLine("medicare");
  const medicareGov = site("medicare-gov");
  return {
    lang,
    site: common("siteName"),
    header: [
      [t("page"), current ? crumbName(current, common) : common("siteName")],
      [t("address"), absoluteUrl(pathname)],
    ],
    printedOn: t("printedOn"),
    planYear: t("planYear", { year }),
    sourcesTitle: t("sourcesTitle"),
    notes: [
      t("sourcesNote", { year, url: absoluteUrl(routeHref(currentCostsPageId(), lang, { hash: "sources" })) }),
      `${medicareGov?.name[lang]}: ${medicareGov?.url[lang]}`,
    ],
    help: `${common("footer.helpLine")} ${medicare.display} ${t("tty", { number: medicare.tty })}`,
    ship: t("ship", { url: site("shiphelp")?.url[lang] }),
    disclaimer: common("footer.disclaimer"),
  };
}
