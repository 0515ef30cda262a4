import { I18nextProvider } from "react-i18next";
import { I18nProvider, RouterProvider } from "react-aria-components";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useHref, useLocation, useNavigate } from "react-router";
import type { ReactNode } from "react";
import { SkipLink, ToastRegion } from "@medicare-guide/design-system";
import "@medicare-guide/design-system/styles.css";
import { getI18n } from "./i18n/index.ts";
import { langFromPath } from "./site-routes.ts";
import { DISPLAY_BOOTSTRAP } from "./shell/display-preferences.ts";
import { SiteHeader } from "./shell/SiteHeader.tsx";
import { SiteFooter } from "./shell/SiteFooter.tsx";
import { SiteBreadcrumbs } from "./shell/SiteBreadcrumbs.tsx";
import { QuickLinks } from "./shell/QuickLinks.tsx";
import { FloatingBar } from "./shell/FloatingBar.tsx";
import { useRouteFocus } from "./shell/useRouteFocus.ts";
import "./shell/shell.css";

/** react-router's href for site paths; absolute URLs (external links) stay as they are. */
function useRouterHref(href: string): string {
  const resolved = useHref(href);
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href) ? href : resolved;
}

/** The document for every page: language, theme bootstrap, landmarks, shell. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const i18n = getI18n(lang);
  const navigate = useNavigate();
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Both schemes: the canvas before the stylesheet follows the system (no white flash for dark-mode
            visitors); themes.css then sets color-scheme per theme (light, or dark for low glare). */}
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Applies the saved text size and contrast before first paint. A constant, never content; hashed for the CSP. */}
        {/* oxlint-disable-next-line react/no-danger */}
        <script dangerouslySetInnerHTML={{ __html: DISPLAY_BOOTSTRAP }} />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <I18nProvider locale={lang === "es" ? "es-US" : "en-US"}>
            {/* React Aria links (cards, menus) navigate client-side through the router. */}
            {/* React Aria's RouterProvider API takes a hook for useHref (documented usage). */}
            {/* oxlint-disable-next-line react/hooks */}
            <RouterProvider navigate={(to) => void navigate(to)} useHref={useRouterHref}>
              <SkipLink href="#main-content">{i18n.t("skipLink")}</SkipLink>
              <SiteHeader />
              <SiteBreadcrumbs />
              <QuickLinks />
              <main id="main-content" tabIndex={-1} className="mg-main">
                {children}
              </main>
              <SiteFooter />
              <FloatingBar />
              <ToastRegion />
            </RouterProvider>
          </I18nProvider>
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useRouteFocus();
  return <Outlet />;
}
