import { useTranslation } from "react-i18next";
import { Link } from "@medicare-guide/design-system";
import { helpLine } from "@medicare-guide/content/contacts";
import en from "../../../locales/en/offline.json";
import es from "../../../locales/es/offline.json";
import { getI18n, registerStrings } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { langFromPath, routeHref, routePath, type Lang } from "@medicare-guide/content/routes";
import { SAVED_PAGES_ATTRIBUTE } from "../../offline/saved-pages.ts";
import type { Route } from "./+types/OfflinePage";
import "./OfflinePage.css";

const NS = "offline";
registerStrings(NS, { en, es });

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const t = getI18n(lang).getFixedT(lang, NS);
  const path = routePath("offline");
  return pageMeta({
    lang,
    path,
    title: t("page.title"),
    description: t("page.metaDescription"),
    breadcrumbNames: trailNames(path, lang, getI18n(lang).t),
  });
}

/**
 * The offline page (issue 28): what the service worker shows, in the page's language, for a page that is not
 * saved on the device while there is no connection. Precached with the shell. The list of saved pages is read
 * from the device's Cache Storage by app/offline/saved-pages-list.ts (loaded by every page); until then, and
 * when nothing is saved, the page says so. The help line comes from content/contacts.ts.
 */
export default function OfflinePage() {
  const { t, i18n } = useTranslation(NS);
  const lang = i18n.language as Lang;
  const medicare = helpLine("medicare");
  return (
    <div className="mg-offline">
      <h1>{t("page.title")}</h1>
      <p className="mg-page-lede">{t("page.intro")}</p>
      <section aria-labelledby="saved-pages-heading" className="mg-offline__section">
        <h2 id="saved-pages-heading">{t("page.savedHeading")}</h2>
        <div {...{ [SAVED_PAGES_ATTRIBUTE]: lang }}>
          <p>{t("page.savedNone")}</p>
        </div>
      </section>
      <section aria-labelledby="offline-help-heading" className="mg-offline__section">
        <h2 id="offline-help-heading">{t("page.helpHeading")}</h2>
        <p>
          {t("page.helpText")} <a href={`tel:${medicare.tel}`}>{medicare.display}</a>
        </p>
        <p>
          {t("page.helpTty")} <a href={`tel:+${medicare.tty.replace(/\D/g, "")}`}>{medicare.tty}</a>
        </p>
      </section>
      <p>
        <Link href={routeHref("home", lang)} standalone>
          {t("page.home")}
        </Link>
      </p>
    </div>
  );
}
