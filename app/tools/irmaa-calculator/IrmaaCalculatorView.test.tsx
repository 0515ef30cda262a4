import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { formatMoney, irmaaTable } from "@medicare-guide/content/figures/index";
import type { Lang } from "@medicare-guide/content/routes";
import { IrmaaCalculatorView } from "./IrmaaCalculatorView.tsx";
import { renderInSite } from "../../test/render.tsx";

function renderView(lang: Lang = "en") {
  renderInSite(<IrmaaCalculatorView />, { lang });
  return userEvent.setup();
}

describe("IrmaaCalculatorView", () => {
  it("starts with the placeholder, one h1 and the FAQ; 2026 is chosen by default", () => {
    renderView();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["IRMAA Calculator"]);
    expect(screen.getByText(/Your result will appear here/)).toBeTruthy();
    expect((screen.getByRole("radio", { name: /^2026/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Back to Tools/ }).getAttribute("href")).toBe("/tools");
  });

  it("pressing Calculate with missing answers: errors beside the fields and in a focused summary; nothing typed is lost", async () => {
    const user = renderView();
    await user.click(screen.getByRole("button", { name: "Calculate My IRMAA" }));
    const summary = await screen.findByRole("region", { name: "There is a problem" });
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Choose how you filed your taxes", "#irmaa-filing-status"],
      ["Enter your income as a number, for example 85000 (enter 0 if you had none)", "#irmaa-income"],
    ]);
    expect(screen.getByRole("radiogroup", { name: /How did you file/ }).textContent).toContain(
      "Choose how you filed your taxes",
    );
    expect((screen.getByRole("button", { name: "Calculate My IRMAA" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText(/Your result will appear here/)).toBeTruthy();
  });

  it("a negative income is refused with its own message", async () => {
    const user = renderView();
    await user.click(screen.getByRole("radio", { name: /^Single/ }));
    const income = screen.getByRole("textbox", { name: /modified adjusted gross income/ });
    await user.type(income, "-5");
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Calculate My IRMAA" }));
    const summary = await screen.findByRole("region", { name: "There is a problem" });
    expect(summary.textContent).toContain("Enter an income of 0 or more");
    expect(income.getAttribute("aria-invalid")).toBe("true");
  });

  it("a valid answer shows the bracket, focuses the result heading and announces the summary politely", async () => {
    const user = renderView();
    const [t1] = irmaaTable(2026).thresholds.single;
    await user.click(screen.getByRole("radio", { name: /^Single/ }));
    await user.type(screen.getByRole("textbox", { name: /MAGI\) in 2024/ }), String(t1 + 1));
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Calculate My IRMAA" }));
    const heading = screen.getByRole("heading", { level: 2, name: "Your IRMAA estimate" });
    expect(document.activeElement).toBe(heading);
    const status = screen.getAllByRole("status").find((s) => s.textContent?.includes("You pay IRMAA in 2026"));
    expect(status?.textContent).toContain(formatMoney(irmaaTable(2026).tiers[1].partBPremium, "en"));
    expect(screen.getByRole("table").textContent).toContain("Your bracket");
    expect(screen.getByRole("button", { name: "Print" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Share" })).toBeTruthy();
  });

  it("the visitor chooses 2025 and married filing separately (its own table)", async () => {
    const user = renderView();
    const [first] = irmaaTable(2025).thresholds["married-separate"];
    await user.click(screen.getByRole("radio", { name: /^2025/ }));
    await user.click(screen.getByRole("radio", { name: /^Married filing separately/ }));
    await user.type(screen.getByRole("textbox", { name: /MAGI\) in 2023/ }), String(first + 1));
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Calculate My IRMAA" }));
    expect(screen.getByText("Tier 5 of 6")).toBeTruthy();
    expect(
      screen
        .getByRole("table", { name: /2025 IRMAA brackets, married filing separately/ })
        .querySelectorAll("tbody tr"),
    ).toHaveLength(3);
  });

  it("works in Spanish", async () => {
    const user = renderView("es");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Calculadora del IRMAA");
    await user.click(screen.getByRole("button", { name: "Calcular mi IRMAA" }));
    const summary = await screen.findByRole("region", { name: /problema/i });
    expect(summary.textContent).toContain("Elija cómo presentó sus impuestos");
    expect(screen.getByRole("link", { name: /Volver a Herramientas/ }).getAttribute("href")).toBe("/es/tools");
  });
});
