import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderInSite } from "../../test/render.tsx";
import { CoverageTimelineView } from "./CoverageTimelineView.tsx";

const today = () => new Date(2026, 10, 23, 9);

describe("CoverageTimelineView", () => {
  it("a birth date in the future: error beside the date and in the focused summary; what was typed stays", async () => {
    const { user } = renderInSite(<CoverageTimelineView now={today} />);
    const group = screen.getByRole("group", { name: /What is your date of birth/ });
    await user.type(within(group).getByRole("textbox", { name: "Month" }), "1");
    await user.type(within(group).getByRole("textbox", { name: "Day" }), "5");
    await user.type(within(group).getByRole("textbox", { name: "Year" }), "2030");
    await user.click(screen.getByRole("button", { name: "Generate My Timeline" }));
    const summary = await screen.findByRole("region", { name: "There is a problem" });
    expect(document.activeElement).toBe(summary);
    expect(summary.textContent).toContain("Your date of birth must be in the past");
    expect(group.textContent).toContain("Your date of birth must be in the past");
    expect((within(group).getByRole("textbox", { name: "Year" }) as HTMLInputElement).value).toBe("2030");
  });

  it("a real birth date: age, eligibility, the exact IEP (born on the 1st) and a text file in the visitor's language", async () => {
    const saveFile = vi.fn<(name: string, text: string) => void>();
    const { user } = renderInSite(<CoverageTimelineView now={today} saveFile={saveFile} />);
    const group = screen.getByRole("group", { name: /What is your date of birth/ });
    await user.type(within(group).getByRole("textbox", { name: "Month" }), "6");
    await user.type(within(group).getByRole("textbox", { name: "Day" }), "1");
    await user.type(within(group).getByRole("textbox", { name: "Year" }), "1962");
    await user.click(screen.getByRole("button", { name: "Generate My Timeline" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Your Medicare timeline" }));
    const status = screen.getAllByRole("status").find((s) => s.textContent?.includes("You are 64"));
    expect(status?.textContent).toMatch(/February 1\s?–\s?August 31, 2027/);
    expect(screen.getByText(/Medicare counts May 2027 as your birthday month/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 4, name: "IRMAA Income Year: 2024" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Download my timeline/ }));
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [name, text] = saveFile.mock.calls[0]!;
    expect(name).toBe("medicare-timeline.txt");
    expect(text).toContain("Generated on: November 23, 2026");
    expect(text).toContain("Date of birth: June 1, 1962");
    expect(text).toContain("Eligible for Medicare: Not yet: from June 1, 2027");
    expect(text).toContain("Initial Enrollment Period (7 months)");
    expect(screen.getByText("Your timeline was saved as medicare-timeline.txt.")).toBeTruthy();
  });

  it("in Spanish, the file is in Spanish", async () => {
    const saveFile = vi.fn<(name: string, text: string) => void>();
    const { user } = renderInSite(<CoverageTimelineView now={today} saveFile={saveFile} />, { lang: "es" });
    const group = screen.getByRole("group", { name: /fecha de nacimiento/ });
    await user.type(within(group).getByRole("textbox", { name: "Mes" }), "3");
    await user.type(within(group).getByRole("textbox", { name: "Día" }), "15");
    await user.type(within(group).getByRole("textbox", { name: "Año" }), "1958");
    await user.click(screen.getByRole("button", { name: "Generar mi cronología" }));
    await user.click(screen.getByRole("button", { name: /Descargar mi cronología/ }));
    const text = saveFile.mock.calls[0]![1];
    expect(text).toContain("Mi cronología de Medicare");
    expect(text).toContain("Reúne el requisito para Medicare: Sí");
    expect(text).toContain("Período de Inscripción General (cada año)");
  });
});
