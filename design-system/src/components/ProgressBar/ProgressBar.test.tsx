import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { ProgressBar } from "./ProgressBar.tsx";
import { examples } from "./ProgressBar.examples.tsx";

describe("ProgressBar", () => {
  it("is a progressbar named by its visible label, with the value text visible and as aria-valuetext", () => {
    renderWithLang(<ProgressBar label="Your progress" value={2} maxValue={6} valueLabel="Question 2 of 6" />);
    const bar = screen.getByRole("progressbar", { name: "Your progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("2");
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("6");
    expect(bar.getAttribute("aria-valuetext")).toBe("Question 2 of 6");
    expect(bar.querySelector(".mg-progress-bar__value")?.textContent).toBe("Question 2 of 6");
    expect(bar.querySelector<HTMLElement>(".mg-progress-bar__fill")?.style.width).toMatch(/^33\.33/);
  });

  it("is not a tab stop", async () => {
    renderWithLang(
      <>
        <ProgressBar label="Your progress" value={1} maxValue={6} valueLabel="Question 1 of 6" />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Next" }));
  });

  it("updates its value text as the visitor moves on", () => {
    const { rerender } = renderWithLang(
      <ProgressBar label="Su progreso" value={2} maxValue={6} valueLabel="Pregunta 2 de 6" />,
      "es",
    );
    rerender(<ProgressBar label="Su progreso" value={3} maxValue={6} valueLabel="Pregunta 3 de 6" />);
    const bar = screen.getByRole("progressbar", { name: "Su progreso" });
    expect(bar.getAttribute("aria-valuetext")).toBe("Pregunta 3 de 6");
    expect(bar.textContent).toContain("Pregunta 3 de 6");
  });

  it("shows a percentage when no value label is given, and clamps out-of-range values", () => {
    renderWithLang(<ProgressBar label="Upload" value={140} />);
    const bar = screen.getByRole("progressbar", { name: "Upload" });
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toMatch(/100\s?%/);
    expect(bar.querySelector(".mg-progress-bar__value")?.textContent).toMatch(/100\s?%/);
  });
});

describeExamplesAxe("ProgressBar", examples);
