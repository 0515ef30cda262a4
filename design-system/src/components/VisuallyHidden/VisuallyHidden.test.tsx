import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { VisuallyHidden } from "./VisuallyHidden.tsx";
import { examples } from "./VisuallyHidden.examples.tsx";

describe("VisuallyHidden", () => {
  it("is a span with the shared hidden class, and its text counts in the accessible name", () => {
    renderWithLang(
      <a href="#b">
        Read more <VisuallyHidden>about Part B</VisuallyHidden>
      </a>,
    );
    const link = screen.getByRole("link", { name: "Read more about Part B" });
    const hidden = link.querySelector("span");
    expect(hidden?.className).toBe("mg-visually-hidden");
  });

  it("keeps focusable content reachable by keyboard", async () => {
    renderWithLang(
      <VisuallyHidden focusable>
        <a href="#results">Jump to your results</a>
      </VisuallyHidden>,
    );
    const link = screen.getByRole("link", { name: "Jump to your results" });
    expect(link.parentElement?.className).toBe("mg-visually-hidden--focusable");
    await userEvent.tab();
    expect(document.activeElement).toBe(link);
  });
});

describeExamplesAxe("VisuallyHidden", examples);
