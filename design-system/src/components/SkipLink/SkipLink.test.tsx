import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { SkipLink } from "./SkipLink.tsx";
import { examples } from "./SkipLink.examples.tsx";

function Page() {
  return (
    <>
      <SkipLink />
      <nav aria-label="Site">
        <a href="/plans">Plans</a>
      </nav>
      <main id="main-content">
        <h1>Welcome</h1>
        <a href="/next">Next</a>
      </main>
    </>
  );
}

describe("SkipLink", () => {
  it("is the first tab stop and points at #main-content", async () => {
    renderWithLang(<Page />);
    await userEvent.tab();
    const link = screen.getByRole("link", { name: "Skip to main content" });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute("href")).toBe("#main-content");
  });

  it("moves focus to a target that is not focusable, with Enter, then tabs on from there", async () => {
    renderWithLang(<Page />);
    const main = screen.getByRole("main");
    expect(main.hasAttribute("tabindex")).toBe(false);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute("tabindex")).toBe("-1");
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Next" }));
    // The temporary tabindex goes once focus leaves, so a mouse click inside main does not focus it.
    expect(main.hasAttribute("tabindex")).toBe(false);
  });

  it("leaves a target's own tabindex alone", async () => {
    renderWithLang(
      <>
        <SkipLink href="#results" />
        <section id="results" tabIndex={-1} aria-label="Results" />
      </>,
    );
    await userEvent.click(screen.getByRole("link"));
    const results = screen.getByRole("region", { name: "Results" });
    expect(document.activeElement).toBe(results);
    await userEvent.tab();
    expect(results.getAttribute("tabindex")).toBe("-1");
  });

  it("speaks Spanish and accepts its own text", () => {
    renderWithLang(<SkipLink />, "es");
    expect(screen.getByRole("link", { name: "Saltar al contenido principal" })).toBeTruthy();
  });

  it("lets the caller override the text", () => {
    renderWithLang(<SkipLink href="#results">Skip to your results</SkipLink>);
    expect(screen.getByRole("link", { name: "Skip to your results" }).getAttribute("href")).toBe("#results");
  });
});

describeExamplesAxe("SkipLink", examples);
