import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Details } from "./Details.tsx";
import { examples } from "./Details.examples.tsx";

function setup(defaultOpen = false) {
  renderWithLang(
    <Details summary="What counts as income?" defaultOpen={defaultOpen}>
      <p>Wages and pensions.</p>
    </Details>,
  );
  const details = screen.getByRole("group");
  const summary = details.querySelector("summary");
  if (!summary) throw new Error("no summary");
  return { details: details as HTMLDetailsElement, summary };
}

describe("Details", () => {
  it("is a native details element, closed by default, with the summary text as its control", () => {
    const { details, summary } = setup();
    expect(details.tagName).toBe("DETAILS");
    expect(details.open).toBe(false);
    expect(summary.textContent).toBe("What counts as income?");
    expect(details.className).toBe("mg-details");
  });

  it("can start open", () => {
    expect(setup(true).details.open).toBe(true);
  });

  it("is a tab stop, and activating the summary opens and closes it with focus staying put", async () => {
    // Browsers turn Enter and Space on a focused <summary> into this same activation;
    // user-event does not simulate that native mapping, so the test activates by click.
    const { details, summary } = setup();
    await userEvent.tab();
    expect(document.activeElement).toBe(summary);
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    expect(document.activeElement).toBe(summary);
    await userEvent.click(summary);
    expect(details.open).toBe(false);
  });

  it("keeps its content in the page while closed, for find-in-page and no-JavaScript use", () => {
    const { details } = setup();
    expect(details.querySelector(".mg-details__body")?.textContent).toBe("Wages and pensions.");
  });

  it("hides its decorative arrow from screen readers", () => {
    const { summary } = setup();
    expect(summary.querySelector(".mg-details__icon")?.getAttribute("aria-hidden")).toBe("true");
  });
});

describeExamplesAxe("Details", examples);
