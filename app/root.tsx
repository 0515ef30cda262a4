import { I18nextProvider } from "react-i18next";
import {
  Link as RouterLink,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { lazy, Suspense, useContext, useEffect, useState, type ReactNode } from "react";
import {
  LinkRendererProvider,
  NeverHydratesProvider,
  SkipLink,
  type SiteLinkProps,
} from "@medicare-guide/design-system";
import "@medicare-guide/design-system/styles.css";
import { getI18n } from "./i18n/index.ts";
import { langFromPath } from "@medicare-guide/content/routes";
import { DISPLAY_BOOTSTRAP } from "./shell/display-bootstrap.ts";
import { SiteHeader } from "./shell/SiteHeader.tsx";
import { SiteFooter } from "./shell/SiteFooter.tsx";
import { SiteBreadcrumbs } from "./shell/SiteBreadcrumbs.tsx";
import { QuickLinks } from "./shell/QuickLinks.tsx";
import { FloatingBar } from "./shell/FloatingBar.tsx";
import { PrintFooter, PrintHeader } from "./shell/PrintDetails.tsx";
import { pagePathOf, printFacts } from "./shell/print-facts.ts";
import type { Route } from "./+types/root";
import { useRouteFocus } from "./shell/useRouteFocus.ts";
import { useKeepDisplayChoice } from "./shell/useKeepDisplayChoice.ts";
import { isReadingPath } from "./shell/reading-page.ts";
import { ReadingPageScripts } from "./shell/ReadingPageScripts.tsx";
import { useKeepPagesForOffline } from "./offline/useKeepPagesForOffline.ts";
import { webManifestPath, THEME_COLORS } from "./offline/web-manifest.ts";
import "./shell/shell.css";
import "./components/components.css";
import "./offline/offline.css";

const ToastHost = lazy(() => import("./shell/ToastHost.tsx"));

/** The toast region, mounted once the page has hydrated and the browser is idle (its code loads then). */
function LazyToastRegion() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 200);
    return () => window.clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/**
 * The design system's internal links (Link, Card) as react-router links: a plain <a href> in the prerendered
 * page, client-side navigation once hydrated. Same-page anchors stay plain (the browser scrolls to them).
 */
function renderSiteLink({ href, children, ...rest }: SiteLinkProps) {
  return href.startsWith("#") ? (
    <a href={href} {...rest}>
      {children}
    </a>
  ) : (
    <RouterLink to={href} {...rest}>
      {children}
    </RouterLink>
  );
}

/**
 * Build time, for each prerendered page (and with each page's data on navigation): the words of its
 * print-out, so they cost no JavaScript (print-facts.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return { print: printFacts(pagePathOf(new URL(request.url).pathname)) };
}

/** The print-out names the current page: the root data follows every navigation. */
export function shouldRevalidate() {
  return true;
}

/** The document for every page: language, theme bootstrap, landmarks, shell. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const i18n = getI18n(lang);
  const print = useRouteLoaderData<typeof loader>("root")?.print;
  // With ssr: false React Router also prerenders its SPA fallback from "/" (__spa-fallback.html, only the root, no
  // page): it must carry React Router's scripts, so the home page being a reading page does not make it one.
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Both schemes: the canvas before the stylesheet follows the system (no white flash for dark-mode
            visitors); themes.css then sets color-scheme per theme (light, or dark for low glare). */}
        <meta name="color-scheme" content="light dark" />
        {/* CSS first (issue 29): the stylesheets before the inline script and the structured data (and, after
            scripts/postbuild.ts, before the module preloads), so the browser asks for them first. */}
        <Links />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable in the page's language (issue 28): name, icons, start page; the colours of the standard
            and low-glare themes for the browser's own bar. */}
        <link rel="manifest" href={webManifestPath(lang)} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <meta name="theme-color" content={THEME_COLORS.standard} media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content={THEME_COLORS.lowGlare} media="(prefers-color-scheme: dark)" />
        {/* Applies the saved text size and contrast before first paint. A constant, never content; hashed for the CSP. */}
        {/* oxlint-disable-next-line react/no-danger */}
        <script dangerouslySetInnerHTML={{ __html: DISPLAY_BOOTSTRAP }} suppressHydrationWarning />
        <Meta />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          {/* Design-system links and cards navigate client-side through the router. */}
          <LinkRendererProvider render={renderSiteLink}>
            <SkipLink href="#main-content">{i18n.t("skipLink")}</SkipLink>
            <SiteHeader />
            {print && <PrintHeader facts={print} />}
            <SiteBreadcrumbs />
            <QuickLinks />
            <main id="main-content" tabIndex={-1} className="mg-main">
              <NeverHydratesProvider value={isReadingPath(pathname)}>{children}</NeverHydratesProvider>
            </main>
            {/* Narrow screens: the quick links after the page (QuickLinks' placement; issue 29). */}
            <QuickLinks placement="end" />
            {print && <PrintFooter facts={print} />}
            <SiteFooter />
            <FloatingBar />
            <LazyToastRegion />
          </LinkRendererProvider>
        </I18nextProvider>
        {/* A reading page never hydrates (issue 29): no React Router scripts, one small enhancement module. */}
        {isReadingPath(pathname) && !spaFallback ? (
          <ReadingPageScripts />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useKeepDisplayChoice();
  useRouteFocus();
  useKeepPagesForOffline();
  return <Outlet />;
}
