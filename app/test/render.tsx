import { render, type RenderOptions } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { langFromPath, type Lang } from "@medicare-guide/content/routes";
import { getI18n } from "../i18n/index.ts";

export interface InSiteOptions {
  /** The page's language (default: the address's language, else English). */
  lang?: Lang;
  /** The address the router starts at (default "/"); links and "current page" marks read it. */
  path?: string;
}

/** The providers the site wraps every page in: a router at `path` and the page's i18n instance. */
export function InSite({ lang, path, children }: InSiteOptions & { children: ReactNode }) {
  const language = lang ?? (path ? langFromPath(path) : "en");
  return (
    <MemoryRouter initialEntries={path ? [path] : undefined}>
      <I18nextProvider i18n={getI18n(language)}>{children}</I18nextProvider>
    </MemoryRouter>
  );
}

/**
 * The one way a unit test renders app UI: inside a router and the page's i18n instance, as the site does.
 * Returns testing-library's result and a user-event session.
 */
export function renderInSite(ui: ReactElement, { lang, path }: InSiteOptions = {}, options: RenderOptions = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <InSite lang={lang} path={path}>
      {children}
    </InSite>
  );
  const view = render(ui, { ...options, wrapper: Wrapper });
  return { ...view, user: userEvent.setup() };
}

/**
 * A reading page's HTML (issue 29): `ui` rendered as the prerender does (server markup, no React in the browser)
 * into the test document's body, for a test of the enhancement (`X.enhance.ts`) that works on it.
 */
export function prerenderInSite(ui: ReactElement, { lang, path }: InSiteOptions = {}): void {
  document.body.innerHTML = renderToStaticMarkup(
    <InSite lang={lang} path={path}>
      {ui}
    </InSite>,
  );
}
