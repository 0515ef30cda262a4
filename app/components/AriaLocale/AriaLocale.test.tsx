import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { useLocale } from "react-aria-components";
import { describe, expect, it } from "vitest";
import { getI18n } from "../../i18n/index.ts";
import { AriaLocale } from "./AriaLocale.tsx";

function ShowLocale() {
  const { locale } = useLocale();
  return <p>{locale}</p>;
}

describe("AriaLocale", () => {
  for (const [lang, locale] of [
    ["en", "en-US"],
    ["es", "es-US"],
  ] as const) {
    it(`gives React Aria the page's language (${lang} -> ${locale}), whatever the browser's`, () => {
      render(
        <I18nextProvider i18n={getI18n(lang)}>
          <AriaLocale>
            <ShowLocale />
          </AriaLocale>
        </I18nextProvider>,
      );
      expect(screen.getByText(locale)).toBeTruthy();
    });
  }
});
