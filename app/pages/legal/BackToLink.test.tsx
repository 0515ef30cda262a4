import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInSite } from "../../test/render.tsx";
import { BackLink } from "./BackLink.tsx";
import { BackToLink } from "./BackToLink.tsx";

describe("BackToLink", () => {
  it("is a link to its page named by its words, the arrow hidden from screen readers", () => {
    renderInSite(<BackToLink to="/es/medicare-101">Volver a Medicare 101</BackToLink>, { lang: "es" });
    const link = screen.getByRole("link", { name: "Volver a Medicare 101" });
    expect(link.getAttribute("href")).toBe("/es/medicare-101");
    expect(link.querySelector(".mg-back-link__arrow")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("renders exactly as BackLink does (the pages switch between them without a change in markup)", () => {
    const plain = renderInSite(<BackToLink to="/">Back to Home</BackToLink>).container.innerHTML;
    const withHistory = renderInSite(<BackLink fallback="/">Back to Home</BackLink>).container.innerHTML;
    expect(plain).toBe(withHistory);
  });
});
