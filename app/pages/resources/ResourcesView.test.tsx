import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { getResourceGroups } from "@medicare-guide/content/resources/index";
import type { Lang } from "@medicare-guide/content/routes";
import { ResourcesView } from "./ResourcesView.tsx";
import { renderInSite } from "../../test/render.tsx";

function renderView(lang: Lang = "en") {
  return renderInSite(<ResourcesView groups={getResourceGroups(lang)} />, { lang });
}

const groupButtons = () =>
  screen
    .getAllByRole("heading", { level: 2 })
    .map((h) => within(h).queryByRole("button"))
    .filter((b): b is HTMLElement => b !== null);
const expanded = () => groupButtons().filter((b) => b.getAttribute("aria-expanded") === "true");

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("ResourcesView", { timeout: 30_000 }, () => {
  it("shows the spec's title and six groups as h2 buttons, all closed, with every link in the HTML", () => {
    renderView();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Verified Medicare Resources");
    expect(groupButtons().map((b) => b.textContent)).toEqual([
      "Official Medicare",
      "Enrollment & Forms",
      "Plan & Coverage Tools",
      "State Support",
      "Fraud & Scam Protection",
      "Extra Help & Savings",
    ]);
    expect(expanded()).toHaveLength(0);
    const panel = document.getElementById(groupButtons()[5]!.getAttribute("aria-controls") ?? "")!;
    expect(panel.hidden).toBe(true);
    expect(panel.querySelector('a[href="https://www.ssa.gov/medicare/part-d-extra-help"]')).toBeTruthy();
  });

  it("opens several groups at once and closes them again", async () => {
    const user = userEvent.setup();
    renderView();
    const [a, b, c] = groupButtons();
    await user.click(a!);
    await user.click(c!);
    expect(expanded()).toEqual([a, c]);
    await user.click(b!);
    expect(expanded()).toEqual([a, b, c]);
    await user.click(a!);
    expect(expanded()).toEqual([b, c]);
  });

  it("moves between group titles with arrows, Home and End; Enter and Space toggle", async () => {
    const user = userEvent.setup();
    renderView();
    const all = groupButtons();
    all[0]!.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(all[1]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(all[5]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(all[0]);
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(all[5]);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(all[0]);
    await user.keyboard("{Enter}");
    expect(all[0]!.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard(" ");
    expect(all[0]!.getAttribute("aria-expanded")).toBe("false");
  });

  it("external links open in a new tab and say so; phones are tel: links", async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(groupButtons()[0]!);
    const medicare = screen.getByRole("link", { name: "Medicare.gov (opens in a new tab)" });
    expect(medicare.getAttribute("href")).toBe("https://www.medicare.gov/");
    expect(medicare.getAttribute("target")).toBe("_blank");
    expect(medicare.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(screen.getAllByRole("link", { name: "1-800-MEDICARE (1-800-633-4227)" })[0]!.getAttribute("href")).toBe(
      "tel:+18006334227",
    );
  });

  it("links to the state programs and back home", () => {
    renderView();
    expect(screen.getByRole("link", { name: "See state programs" }).getAttribute("href")).toBe("/state-medicare-links");
    expect(screen.getByRole("link", { name: /Back to home/ }).getAttribute("href")).toBe("/");
  });

  it("opens the group named in the address", () => {
    window.history.replaceState(null, "", "/resources#extra-help");
    renderView();
    expect(expanded().map((b) => b.textContent)).toEqual(["Extra Help & Savings"]);
  });

  it("works in Spanish, and marks English-only pages", async () => {
    const user = userEvent.setup();
    renderView("es");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Recursos de Medicare verificados");
    await user.click(screen.getByRole("button", { name: "Medicare oficial" }));
    expect(
      screen.getByRole("link", { name: "Medicare.gov en español (se abre en una pestaña nueva)" }).getAttribute("href"),
    ).toBe("https://es.medicare.gov/");
    expect(screen.getAllByText(/Página en inglés/).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Ver los programas estatales" }).getAttribute("href")).toBe(
      "/es/state-medicare-links",
    );
  });
});
