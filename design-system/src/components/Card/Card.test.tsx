import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Card } from "./Card.tsx";
import { examples } from "./Card.examples.tsx";

describe("Card", () => {
  it("renders its heading at the given level, its body and its footer, with no link", () => {
    renderWithLang(
      <Card heading="Part A" headingLevel={3} footer={<span>Updated 2026</span>}>
        <p>Hospital insurance.</p>
      </Card>,
    );
    const heading = screen.getByRole("heading", { level: 3, name: "Part A" });
    const card = heading.parentElement;
    expect(card?.className).toBe("mg-card");
    expect(card?.querySelector(".mg-card__body")?.textContent).toBe("Hospital insurance.");
    expect(card?.querySelector(".mg-card__footer")?.textContent).toBe("Updated 2026");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("with href, the heading holds the card's only link, named by the heading", () => {
    renderWithLang(
      <Card heading="Compare plans" headingLevel={2} href="/compare">
        <p>Side by side.</p>
      </Card>,
    );
    const link = screen.getByRole("link", { name: "Compare plans" });
    expect(link.getAttribute("href")).toBe("/compare");
    expect(link.closest("h2")).not.toBeNull();
    expect(screen.getAllByRole("link").length).toBe(1);
    expect(link.closest(".mg-card")?.className).toContain("mg-card--link");
  });

  it("is one tab stop, marked for the card-wide focus ring while keyboard-focused", async () => {
    renderWithLang(
      <>
        <Card heading="Compare plans" headingLevel={2} href="/compare">
          <p>Side by side.</p>
        </Card>
        <button type="button">After</button>
      </>,
    );
    const link = screen.getByRole("link", { name: "Compare plans" });
    await userEvent.tab();
    expect(document.activeElement).toBe(link);
    expect(link.matches(":focus-visible")).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "After" }));
    expect(link.matches(":focus-visible")).toBe(false);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(link);
  });

  it("keeps footer actions as their own tab stops after the link", async () => {
    renderWithLang(
      <Card heading="Saved answers" headingLevel={2} href="/quiz" footer={<button type="button">Start over</button>}>
        <p>4 of 6 answered.</p>
      </Card>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Saved answers" }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Start over" }));
  });

  it("lets the title look differ from its level", () => {
    renderWithLang(<Card heading="Tip" headingLevel={4} headingSize="md" />);
    expect(screen.getByRole("heading", { level: 4 }).className).toContain("mg-heading--md");
  });
});

describeExamplesAxe("Card", examples);
