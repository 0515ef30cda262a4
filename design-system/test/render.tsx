import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createTestI18n } from "./i18n.ts";

const instances = { en: createTestI18n("en"), es: createTestI18n("es") };

/** Renders with the design system's strings in the given language (English by default). */
export function renderWithLang(ui: ReactElement, lang: "en" | "es" = "en", options?: RenderOptions) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instances[lang]}>
      <div lang={lang}>{children}</div>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
