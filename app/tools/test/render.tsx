import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { getI18n } from "../../i18n/index.ts";
import type { Lang } from "@medicare-guide/content/routes";

/** Renders a tool view inside the router and the page's i18n instance; returns a user-event session. */
export function renderTool(ui: ReactElement, lang: Lang = "en") {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <I18nextProvider i18n={getI18n(lang)}>{children}</I18nextProvider>
    </MemoryRouter>
  );
  const view = render(ui, { wrapper: Wrapper });
  return { ...view, user: userEvent.setup() };
}
