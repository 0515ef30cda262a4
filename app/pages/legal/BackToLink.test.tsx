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

  it("renders exactly as BackLink does but for BackLink's history marker (the pages switch between them without a change in look)", () => {
    const plain = renderInSite(<BackToLink to="/">Back to Home</BackToLink>).container;
    const withHistory = renderInSite(<BackLink fallback="/">Back to Home</BackLink>).container;
    // BackLink's link goes back in history; on a reading page that never hydrates its enhancement
    // (BackLink.enhance.ts) finds it by this marker. A BackToLink always goes to its one page: no marker.
    expect(plain.querySelector("[data-mg-history-back]")).toBeNull();
    const marked = withHistory.querySelector("a.mg-back-link");
    expect(marked?.getAttribute("data-mg-history-back")).toBe("");
    marked?.removeAttribute("data-mg-history-back");
    expect(plain.innerHTML).toBe(withHistory.innerHTML);
  });
});
