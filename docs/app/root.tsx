import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { Links, Meta, NavLink, Outlet, Scripts, useLocation } from "react-router";
import { SkipLink, ToastRegion, dsResources } from "@medicare-guide/design-system";
import "@medicare-guide/design-system/styles.css";
import "./docs.css";

/** The examples render with the design system's own strings; the docs chrome is English. */
const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: "en",
  fallbackLng: false,
  ns: ["ds"],
  defaultNS: "ds",
  resources: { en: { ds: dsResources.en }, es: { ds: dsResources.es } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

const NAV = [
  ["/", "Overview"],
  ["/tokens", "Tokens"],
  ["/themes", "Themes"],
  ["/writing", "Writing guide"],
  ["/add-a-component", "Add a component"],
] as const;

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          {/* Not "main-content": the SkipLink example on its page renders a target with that id. */}
          <SkipLink href="#docs-main">Skip to main content</SkipLink>
          <header className="docs-header">
            <p className="docs-title">Medicare Guide design system</p>
            <nav aria-label="Documentation">
              <ul className="docs-nav">
                {NAV.map(([to, label]) => (
                  <li key={to}>
                    <NavLink to={to} end>
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </header>
          <main id="docs-main" tabIndex={-1} className="docs-main" data-path={pathname}>
            {children}
          </main>
          <footer className="docs-footer">
            <p>
              Components live in design-system/src/components; this site is generated from their code, examples and
              JSDoc.
            </p>
          </footer>
          <ToastRegion />
        </I18nextProvider>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
