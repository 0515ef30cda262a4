import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/faq.json";
import es from "../../../locales/es/faq.json";
import { getFaqs } from "@medicare-guide/content/faq/index";
import { registerStrings } from "../../i18n/index.ts";
import type { Lang } from "@medicare-guide/content/routes";
import { FaqView } from "./FaqView.tsx";
import { renderInSite } from "../../test/render.tsx";

registerStrings("faq", { en, es });

function renderView(lang: Lang = "en") {
  const faqs = getFaqs(lang);
  return { faqs, ...renderInSite(<FaqView faqs={faqs} lang={lang} />, { lang }) };
}

const questions = () =>
  screen
    .getAllByRole("heading", { level: 2 })
    .map((h) => within(h).queryByRole("button"))
    .filter((b): b is HTMLElement => b !== null);
const expanded = () => questions().filter((b) => b.getAttribute("aria-expanded") === "true");

describe("FaqView", () => {
  it("shows ten questions as h2 buttons, all closed, with every answer in the HTML", () => {
    const { faqs } = renderView();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(questions()).toHaveLength(10);
    expect(expanded()).toHaveLength(0);
    const first = questions()[0]!;
    const panel = document.getElementById(first.getAttribute("aria-controls") ?? "");
    expect(panel?.textContent).toContain(faqs[0]!.answer[0] as string);
  });

  it("opens one answer at a time and closes it again", async () => {
    const user = userEvent.setup();
    renderView();
    const [a, b] = questions();
    await user.click(a!);
    expect(expanded()).toEqual([a]);
    await user.click(b!);
    expect(expanded()).toEqual([b]);
    await user.click(b!);
    expect(expanded()).toEqual([]);
  });

  it("moves between questions with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    renderView();
    const all = questions();
    all[0]!.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(all[1]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(all[9]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(all[0]);
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(all[9]);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(all[0]);
    await user.keyboard("{Enter}");
    expect(all[0]!.getAttribute("aria-expanded")).toBe("true");
  });

  it("states the 2026 Part B premium from the figures and links to official help", () => {
    renderView();
    expect(screen.getByText(/The standard Part B premium is \$\d{3}\.\d{2} a month in 2026/)).toBeTruthy();
    expect(
      screen.getByRole("link", { name: /Medicare\.gov, the official Medicare website/ }).getAttribute("href"),
    ).toBe("https://www.medicare.gov/");
    expect(screen.getByRole("link", { name: "1-800-MEDICARE (1-800-633-4227)" }).getAttribute("href")).toBe(
      "tel:+18006334227",
    );
  });

  it("works in Spanish, with localized internal links", () => {
    renderView("es");
    expect(screen.getByRole("button", { name: "¿Cuándo debo inscribirme en Medicare?" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver al inicio" }).getAttribute("href")).toBe("/es");
    const link = document.querySelector('a[href="/es/encyclopedia#irmaa"]');
    expect(link?.textContent).toBe("El IRMAA en la enciclopedia");
  });
});
