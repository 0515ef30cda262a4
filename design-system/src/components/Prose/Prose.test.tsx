import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Prose } from "./Prose.tsx";
import { examples } from "./Prose.examples.tsx";

describe("Prose", () => {
  it("wraps content without changing its semantics", () => {
    renderWithLang(
      <Prose>
        <h2>Title</h2>
        <ul>
          <li>One</li>
          <li>Two</li>
        </ul>
      </Prose>,
    );
    const list = screen.getByRole("list");
    expect(screen.getAllByRole("listitem").length).toBe(2);
    const wrapper = list.parentElement;
    expect(wrapper?.className).toBe("mg-prose");
    expect(wrapper?.hasAttribute("role")).toBe(false);
    expect(screen.getByRole("heading", { level: 2, name: "Title" })).toBeTruthy();
  });

  it("passes attributes through, so a page can label it or hand it rendered Markdown", () => {
    renderWithLang(<Prose lang="es" className="page-body" data-testid="prose" />);
    const wrapper = screen.getByTestId("prose");
    expect(wrapper.getAttribute("lang")).toBe("es");
    expect(wrapper.className).toBe("mg-prose page-body");
  });

  it("keeps table header cells and captions for screen readers", () => {
    const { container } = renderWithLang(<>{examples[1]?.render()}</>);
    expect(screen.getByRole("table", { name: "Parts of Medicare" })).toBeTruthy();
    expect(screen.getAllByRole("columnheader").length).toBe(2);
    expect(screen.getAllByRole("rowheader").length).toBe(2);
    expect(container.querySelector(".mg-prose table")).not.toBeNull();
  });
});

describeExamplesAxe("Prose", examples);
