import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInSite } from "../../test/render.tsx";
import { OopMaxTrackerView } from "./OopMaxTrackerView.tsx";

describe("OopMaxTrackerView", () => {
  it("the spec's empty prompt; the progress against the maximum has a text equivalent", async () => {
    const { user } = renderInSite(<OopMaxTrackerView />);
    expect(screen.getByText(/Select your plan type and usage level/)).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "Medicare Advantage" }));
    await user.click(screen.getByRole("radio", { name: /^Medium/ }));
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const meter = screen.getByRole("meter", { name: "Estimated spending against the maximum" });
    expect(meter.getAttribute("aria-valuenow")).toBe("50");
    expect(meter.getAttribute("aria-valuetext")).toMatch(/of \$8,000 \(50%\)/);
    expect(screen.getAllByText("(Illustrative estimate)").length).toBeGreaterThan(0);
  });

  it("Original Medicare: 'No limit' and no progress bar", async () => {
    const { user } = renderInSite(<OopMaxTrackerView />);
    await user.click(screen.getByRole("radio", { name: "Original Medicare" }));
    await user.click(screen.getByRole("radio", { name: /^High/ }));
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(screen.getByText("No limit")).toBeTruthy();
    expect(screen.queryByRole("meter")).toBeNull();
  });
});
