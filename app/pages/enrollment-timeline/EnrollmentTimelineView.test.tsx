import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getTimelineContent } from "@medicare-guide/content/enrollment-timeline/index";
import { formatFigure } from "@medicare-guide/content/figures/index";
import type { Lang } from "@medicare-guide/content/routes";
import { CHECKLIST_STORAGE } from "./checklist-key.ts";
import { EnrollmentTimelineView } from "./EnrollmentTimelineView.tsx";
import { renderInSite } from "../../test/render.tsx";

function renderView(lang: Lang = "en") {
  return renderInSite(
    <EnrollmentTimelineView
      content={getTimelineContent(lang)}
      iepMonths={formatFigure("enrollment.iep.months", lang)}
    />,
    { lang },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("EnrollmentTimelineView", () => {
  it("is an ordered list of 7 steps, each with its status written in text", () => {
    renderView();
    const list = screen.getByRole("list", { name: "The 7 months of your Initial Enrollment Period" });
    expect(list.tagName).toBe("OL");
    const steps = within(list).getAllByRole("listitem");
    expect(steps).toHaveLength(7);
    expect(steps.map((s) => s.querySelector(".mg-et__status")!.textContent)).toEqual([
      "Status: Optimal",
      "Status: Optimal",
      "Status: Good",
      "Status: Okay",
      "Status: Caution",
      "Status: Caution",
      "Status: Urgent",
    ]);
    expect(steps[0]!.textContent).toContain("3 months before your birthday month");
  });

  it("has How to apply, Avoid penalties with figures, phone help with tel links, and the tool links", () => {
    renderView();
    expect(screen.getByRole("heading", { level: 2, name: "How to apply" })).toBeTruthy();
    const penalties = screen.getByRole("region", { name: "Avoid penalties" });
    expect(penalties.textContent).toContain(formatFigure("partB.latePenalty.percentPer12Months", "en"));
    expect(penalties.textContent).toContain(formatFigure("partD.basePremium", "en"));
    expect(screen.getByRole("link", { name: "1-800-MEDICARE (1-800-633-4227)" }).getAttribute("href")).toBe(
      "tel:+18006334227",
    );
    expect(screen.getByRole("link", { name: "1-800-772-1213" }).getAttribute("href")).toBe("tel:+18007721213");
    expect(screen.getByRole("link", { name: "Build your personal coverage timeline" }).getAttribute("href")).toBe(
      "/tools/coverage-timeline",
    );
    expect(screen.getByRole("link", { name: "Find which enrollment period you are in" }).getAttribute("href")).toBe(
      "/tools/enrollment-finder",
    );
    expect(screen.getByRole("link", { name: /Back to Medicare 101/ }).getAttribute("href")).toBe("/medicare-101");
  });

  it("the 5-step checklist saves ticks on this device", async () => {
    const user = userEvent.setup();
    renderView();
    const group = screen.getByRole("group", { name: "Steps to get ready for Medicare" });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes).toHaveLength(5);
    await user.click(boxes[1]!);
    expect(JSON.parse(window.localStorage.getItem(CHECKLIST_STORAGE.key)!)).toEqual(["check-coverage"]);
    expect(screen.getByText("1 of 5 steps done.")).toBeTruthy();
  });

  it("still works when storage throws, and says ticks are not kept", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    const user = userEvent.setup();
    renderView();
    const boxes = within(screen.getByRole("group", { name: "Steps to get ready for Medicare" })).getAllByRole(
      "checkbox",
    );
    await user.click(boxes[0]!);
    expect((boxes[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/does not let this page save your ticks/)).toBeTruthy();
  });

  it("works in Spanish", () => {
    renderView("es");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Calendario de inscripción en Medicare");
    const steps = within(
      screen.getByRole("list", { name: "Los 7 meses de su Período de Inscripción Inicial" }),
    ).getAllByRole("listitem");
    expect(steps[6]!.querySelector(".mg-et__status")!.textContent).toBe("Estado: Urgente");
    expect(screen.getByRole("link", { name: "Cree la cronología de su cobertura" }).getAttribute("href")).toBe(
      "/es/tools/coverage-timeline",
    );
  });
});
