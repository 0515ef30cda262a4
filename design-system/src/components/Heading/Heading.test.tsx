import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Heading } from "./Heading.tsx";
import { examples } from "./Heading.examples.tsx";

function Route() {
  const [page, setPage] = useState<"home" | "plans">("home");
  return page === "home" ? (
    <button type="button" onClick={() => setPage("plans")}>
      Go to plans
    </button>
  ) : (
    <Heading level={1} focusOnMount>
      Compare plans
    </Heading>
  );
}

describe("Heading", () => {
  it("renders the requested level, with the usual size by default", () => {
    renderWithLang(<Heading level={3}>Part B</Heading>);
    const heading = screen.getByRole("heading", { level: 3, name: "Part B" });
    expect(heading.tagName).toBe("H3");
    expect(heading.className).toContain("mg-heading--xl");
    expect(heading.hasAttribute("tabindex")).toBe(false);
  });

  it("decouples the look from the level", () => {
    renderWithLang(
      <Heading level={2} size="md">
        Related
      </Heading>,
    );
    const heading = screen.getByRole("heading", { level: 2 });
    expect(heading.className).toContain("mg-heading--md");
    expect(heading.className).not.toContain("mg-heading--2xl");
  });

  it("takes focus on mount with focusOnMount, without entering the tab order", async () => {
    renderWithLang(<Route />);
    await userEvent.click(screen.getByRole("button", { name: "Go to plans" }));
    const heading = screen.getByRole("heading", { level: 1, name: "Compare plans" });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");
  });

  it("forwards its ref so a router can focus it", () => {
    const ref = createRef<HTMLHeadingElement>();
    renderWithLang(
      <Heading level={1} ref={ref} tabIndex={-1}>
        Home
      </Heading>,
    );
    expect(ref.current?.tagName).toBe("H1");
    ref.current?.focus();
    expect(document.activeElement).toBe(ref.current);
  });
});

describeExamplesAxe("Heading", examples);
