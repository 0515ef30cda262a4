import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Callout } from "./Callout.tsx";
import { examples } from "./Callout.examples.tsx";

describe("Callout", () => {
  it("shows its kind as a word, not only a colour or icon, and is not a live region", () => {
    const { container } = renderWithLang(
      <Callout variant="warning">
        <p>Sign up on time.</p>
      </Callout>,
    );
    const box = container.querySelector(".mg-callout");
    expect(box?.className).toBe("mg-callout mg-callout--warning");
    expect(box?.querySelector(".mg-callout__label")?.textContent).toBe("Important:");
    expect(box?.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(box?.hasAttribute("role")).toBe(false);
    expect(box?.hasAttribute("aria-live")).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("puts the label word inside the heading so heading navigation reads both", () => {
    renderWithLang(
      <Callout variant="tip" heading="Keep your card handy" headingLevel={2}>
        <p>Bring it.</p>
      </Callout>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Tip: Keep your card handy" })).toBeTruthy();
  });

  it("keeps a title out of the outline when no heading level is given", () => {
    renderWithLang(
      <Callout heading="Good to know">
        <p>Body.</p>
      </Callout>,
    );
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByText("Good to know").className).toContain("mg-callout__title");
  });

  it("speaks Spanish, and the label word can be overridden", () => {
    const { container, unmount } = renderWithLang(
      <Callout variant="warning">
        <p>Inscríbase a tiempo.</p>
      </Callout>,
      "es",
    );
    expect(container.querySelector(".mg-callout__label")?.textContent).toBe("Importante:");
    unmount();
    const other = renderWithLang(
      <Callout variant="info" label="Remember">
        <p>Body.</p>
      </Callout>,
    );
    expect(other.container.querySelector(".mg-callout__label")?.textContent).toBe("Remember:");
  });

  it("has a label word for every variant in both languages", () => {
    for (const lang of ["en", "es"] as const) {
      for (const variant of ["info", "success", "warning", "error", "tip"] as const) {
        const { container, unmount } = renderWithLang(<Callout variant={variant}>x</Callout>, lang);
        const word = container.querySelector(".mg-callout__label")?.textContent ?? "";
        expect(word.replace(":", "").length, `${lang} ${variant}`).toBeGreaterThan(1);
        expect(word).not.toContain("label.");
        unmount();
      }
    }
  });
});

describeExamplesAxe("Callout", examples);
