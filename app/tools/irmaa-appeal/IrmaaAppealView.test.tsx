import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInSite } from "../../test/render.tsx";
import { IrmaaAppealView } from "./IrmaaAppealView.tsx";

describe("IrmaaAppealView", () => {
  it("the spec's empty prompt, then both questions asked for", async () => {
    const { user } = renderInSite(<IrmaaAppealView />);
    expect(screen.getByText("Answer the questions to check eligibility.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Check Eligibility" }));
    const summary = await screen.findByRole("region", { name: "There is a problem" });
    expect(
      within(summary)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Choose the reason your IRMAA should be lower", "Choose Yes or No for the documents"]);
  });

  it("eligible (a life-changing event with documents): numbered steps and the SSA-44, Social Security and calculator links", async () => {
    const { user } = renderInSite(<IrmaaAppealView />);
    await user.click(screen.getByRole("radio", { name: "I work fewer hours" }));
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Check Eligibility" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Your eligibility" }));
    expect(screen.getByText(/Social Security counts working fewer hours as a life-changing event/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Form SSA-44/ }).getAttribute("href")).toBe(
      "https://www.ssa.gov/forms/ssa-44.html",
    );
    expect(
      screen.getByRole("link", { name: "Check your new bracket with the IRMAA Calculator" }).getAttribute("href"),
    ).toBe("/tools/irmaa-calculator");
    const steps = screen.getByRole("heading", { name: "Next steps" }).nextElementSibling!;
    expect(steps.tagName).toBe("OL");
    expect(steps.textContent).toContain("within 60 days of receiving the notice");
  });

  it("the optional estimate: the visitor chooses the year and filing status; both or neither", async () => {
    const { user } = renderInSite(<IrmaaAppealView />);
    await user.click(screen.getByRole("radio", { name: "Marriage" }));
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.type(screen.getByRole("textbox", { name: /new yearly income/ }), "90000");
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Check Eligibility" }));
    const summary = await screen.findByRole("region", { name: "There is a problem" });
    expect(summary.textContent).toContain("Choose your tax filing status, or clear the new income");
    await user.click(screen.getByRole("radio", { name: /^2025/ }));
    await user.click(screen.getByRole("radio", { name: /^Married filing jointly/ }));
    await user.click(screen.getByRole("button", { name: "Check Eligibility" }));
    expect(
      screen.getByText(/With a yearly income of \$90,000 \(married filing jointly\), you would pay no IRMAA in 2025/),
    ).toBeTruthy();
  });

  it("never eligible for 'incorrect information': no resource links", async () => {
    const { user } = renderInSite(<IrmaaAppealView />, { lang: "es" });
    await user.click(screen.getByRole("radio", { name: /La información de ingresos está equivocada/ }));
    await user.click(screen.getByRole("radio", { name: "Sí" }));
    await user.click(screen.getByRole("button", { name: "Revisar si califico" }));
    expect(screen.getByText("Puede que no califique")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /SSA-44/ })).toBeNull();
  });
});
