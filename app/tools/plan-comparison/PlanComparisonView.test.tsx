import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInSite } from "../../test/render.tsx";
import { PlanComparisonView } from "./PlanComparisonView.tsx";

describe("PlanComparisonView", () => {
  it("needs a ZIP code; then recommends and compares, saying the 2026 federal limit is not confirmed", async () => {
    const { user } = renderInSite(<PlanComparisonView />);
    await user.click(screen.getByRole("button", { name: "Compare Plans" }));
    expect((await screen.findByRole("region", { name: "There is a problem" })).textContent).toContain(
      "Enter your ZIP code",
    );
    await user.type(screen.getByRole("textbox", { name: /ZIP code/ }), "10001");
    await user.click(screen.getByRole("checkbox", { name: /Coverage when I travel/ }));
    await user.click(screen.getByRole("button", { name: "Compare Plans" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Your comparison" }));
    expect(screen.getByText("A Medicare Advantage plan may fit you best.")).toBeTruthy();
    const table = screen.getByRole("table", { name: /compared \(2026\)/ });
    expect(table.textContent).toContain("No yearly limit");
    expect(table.textContent).toContain("Illustrative estimate");
    // No CMS document for the limit could be read (issue 25): no amount, a link to CMS instead.
    expect(screen.getByText(/out-of-pocket costs for 2026 is not yet confirmed here/)).toBeTruthy();
    expect(screen.queryByText(/\$9,250/)).toBeNull();
  });
});
