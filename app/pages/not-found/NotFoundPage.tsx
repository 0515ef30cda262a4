import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { getI18n } from "../../i18n/index.ts";
import { pageMeta } from "../../seo/meta.ts";
import { langFromPath, localizePath, type Lang } from "@medicare-guide/content/routes";
import type { Route } from "./+types/NotFoundPage";

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const t = getI18n(lang).getFixedT(lang, "common");
  return pageMeta({
    lang,
    path: location.pathname,
    title: t("notFound.title"),
    description: t("notFound.metaDescription"),
    notFound: true,
  });
}

/** Spec: "404", "Oops! Page not found", Return to Home; the missing path is logged. Served with status 404. */
export default function NotFoundPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <div className="mg-not-found">
      <p className="mg-not-found__code" aria-hidden="true">
        {t("notFound.code")}
      </p>
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <p>
        <RouterLink to={localizePath("/", i18n.language as Lang)} className="mg-not-found__home">
          {t("notFound.home")}
        </RouterLink>
      </p>
    </div>
  );
}
