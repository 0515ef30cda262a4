import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getCostsPage, getIrmaaGuide } from "@medicare-guide/content/costs/index";
import { formatFigure, formatMoney, getFigure } from "@medicare-guide/content/figures/index";
import { costsIrmaa } from "./cost-irmaa.ts";
import { IrmaaBracketsView } from "./IrmaaBracketsView.tsx";
import { MedicareCostsView } from "./MedicareCostsView.tsx";
import { renderInSite } from "../../test/render.tsx";

/** A 2026 income edge as the Spanish page writes it. */
const money = (key: "irmaa.single.threshold5" | "irmaa.joint.threshold5") =>
  formatMoney(getFigure(key, 2026).value, "es");

describe("MedicareCostsView", () => {
  it("states its year, links the other year, and has the anchors", () => {
    const { container } = renderInSite(
      <MedicareCostsView data={getCostsPage(2025, "en")} irmaa={costsIrmaa(2025, "en")} />,
      {
        lang: "en",
      },
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Medicare costs in 2025");
    expect(screen.getByRole("link", { name: "Medicare costs in 2026" }).getAttribute("href")).toBe(
      "/medicare-costs-2026",
    );
    for (const id of ["costs", "key-figures", "medicare-costs", "irmaa-table", "sources"])
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    expect(screen.getByRole("link", { name: "The 2025 IRMAA table" }).getAttribute("href")).toBe("#irmaa-table");
    expect(screen.getByRole("link", { name: "The IRMAA calculator" }).getAttribute("href")).toBe(
      "/irmaa-income-brackets#irmaa-calculator",
    );
    const cards = within(container.querySelector("#medicare-costs") as HTMLElement).getAllByRole("heading", {
      level: 3,
    });
    expect(cards).toHaveLength(4);
    expect(screen.getByText(formatFigure("partA.deductible", "en", 2025))).toBeTruthy();
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("columnheader")).toHaveLength(5);
    expect(within(table).getAllByRole("rowheader")).toHaveLength(6);
  });

  it("works in Spanish; the unconfirmed 2026 MA limit reads as a sentence with no amount", () => {
    renderInSite(<MedicareCostsView data={getCostsPage(2026, "es")} irmaa={costsIrmaa(2026, "es")} />, { lang: "es" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Costos de Medicare en 2026");
    expect(screen.getByRole("link", { name: "Costos de Medicare en 2025" }).getAttribute("href")).toBe(
      "/es/medicare-costs-2025",
    );
    // No CMS document for the MA limit could be read (issue 25): "Sin confirmar" and the reason, no number.
    expect(screen.getAllByText("Sin confirmar")).toHaveLength(1);
    expect(screen.getByText(/No está confirmado para 2026: no pudimos leer el documento de los CMS/)).toBeTruthy();
    // 2026 is the newest year with figures: the page says plainly that the 2027 amounts are not here yet.
    expect(screen.getByText(/Las cantidades de 2027 todavía no están en este sitio/)).toBeTruthy();
    expect(screen.queryByText("$9,250")).toBeNull();
    // The IRMAA table's amounts, written by the loader (cost-irmaa.ts) in the page's language, from content/figures.
    const top = within(screen.getByRole("table")).getAllByRole("row").at(-1) as HTMLElement;
    expect(within(top).getByText(`${money("irmaa.single.threshold5")} o más`)).toBeTruthy();
    expect(within(top).getByText(`${money("irmaa.joint.threshold5")} o más`)).toBeTruthy();
    const cents = formatMoney(getFigure("irmaa.tier5.partBPremium", 2026).value, "es", { cents: true });
    expect(within(top).getByText(cents)).toBeTruthy();
  });
});

describe("IrmaaBracketsView calculator (the site's one form frame)", () => {
  it("the button is never disabled and an empty submit focuses the summary, with each error beside its field", async () => {
    const user = userEvent.setup();
    renderInSite(<IrmaaBracketsView guide={getIrmaaGuide("en")} />, { lang: "en" });
    const form = document.getElementById("calculator") as HTMLElement;
    const button = within(form).getByRole("button", { name: "Calculate" });
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(button.getAttribute("aria-disabled")).toBeNull();
    await user.click(button);
    const summary = await within(form).findByRole("region", { name: "There is a problem" });
    expect(document.activeElement).toBe(summary);
    // The tool's own words (app/tools/irmaa-calculator), in field order, each linked to its field.
    const links = within(summary).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Choose how you filed your taxes", "#irmaa-page-filing-status"],
      ["Enter your income as a number, for example 85000 (enter 0 if you had none)", "#irmaa-page-income"],
    ]);
    const income = within(form).getByRole("textbox", { name: /income/i });
    expect(income.getAttribute("aria-invalid")).toBe("true");
    expect(
      within(form).getAllByText("Enter your income as a number, for example 85000 (enter 0 if you had none)"),
    ).toHaveLength(2);
    expect(within(form).getAllByText("Choose how you filed your taxes")).toHaveLength(2);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("keeps what was typed, then Calculate becomes Recalculate and the result follows the inputs", async () => {
    const user = userEvent.setup();
    renderInSite(<IrmaaBracketsView guide={getIrmaaGuide("en")} />, { lang: "en" });
    const form = document.getElementById("calculator") as HTMLElement;
    const income = within(form).getByRole("textbox", { name: /income/i });
    await user.type(income, "150000");
    await user.click(within(form).getByRole("button", { name: "Calculate" }));
    // Only the filing status is missing; the income typed stays.
    const summary = await within(form).findByRole("region", { name: "There is a problem" });
    expect(within(summary).getAllByRole("link")).toHaveLength(1);
    expect(income.getAttribute("aria-invalid")).toBeNull();
    expect((income as HTMLInputElement).value).toBe("150000");
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    await user.click(within(form).getByRole("radio", { name: /^Single/ }));
    await user.click(within(form).getByRole("button", { name: "Calculate" }));
    expect(within(form).queryByRole("region", { name: "There is a problem" })).toBeNull();
    expect(within(form).getByRole("button", { name: "Recalculate" })).toBeTruthy();
    expect(status.textContent).toContain("tier 3 of 6");
    await user.click(within(form).getByRole("radio", { name: /^Married filing jointly/ }));
    expect(status.textContent).toContain("you pay no IRMAA");
    await user.clear(income);
    await user.type(income, "-5");
    await act(async () => income.blur());
    // Beside the field and in the summary, as in the tool.
    expect(within(form).getAllByText("Enter an income of 0 or more")).toHaveLength(2);
    expect(income.getAttribute("aria-invalid")).toBe("true");
    expect(status.textContent).toBe("");
  });
});
