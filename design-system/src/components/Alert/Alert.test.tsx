import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Alert } from "./Alert.tsx";
import { examples } from "./Alert.examples.tsx";

describe("Alert", () => {
  it("is static by default: no alert role, no live region", () => {
    const { container } = renderWithLang(
      <Alert variant="success">
        <p>Sent.</p>
      </Alert>,
    );
    const box = container.querySelector(".mg-alert");
    expect(box?.hasAttribute("role")).toBe(false);
    expect(box?.hasAttribute("aria-live")).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(box?.querySelector(".mg-alert__label")?.textContent).toBe("Success:");
  });

  it("with live, is a role=alert that appears when the error happens, keyboard focus untouched", async () => {
    renderWithLang(<>{examples[1]?.render()}</>);
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.tab();
    const button = screen.getByRole("button", { name: "Send my answers" });
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard("{Enter}");
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Error:");
    expect(alert.textContent).toContain("We could not send your answers");
    expect(document.activeElement).toBe(button);
  });

  it("reads the label word with the heading", () => {
    renderWithLang(
      <Alert variant="error" heading="Check your ZIP code" headingLevel={2}>
        <p>Body.</p>
      </Alert>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Error: Check your ZIP code" })).toBeTruthy();
  });

  it("speaks Spanish, and the label word can be overridden", () => {
    const { container, unmount } = renderWithLang(
      <Alert variant="warning" live>
        <p>Revise.</p>
      </Alert>,
      "es",
    );
    expect(screen.getByRole("alert").querySelector(".mg-alert__label")?.textContent).toBe("Importante:");
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    unmount();
    renderWithLang(
      <Alert label="Heads up">
        <p>Body.</p>
      </Alert>,
    );
    expect(document.querySelector(".mg-alert__label")?.textContent).toBe("Heads up:");
  });
});

describeExamplesAxe("Alert", examples);
