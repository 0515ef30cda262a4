import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderInSite } from "../../test/render.tsx";
import { CoverageTimelineView } from "./CoverageTimelineView.tsx";

const today = () => new Date(2026, 10, 23, 9);

/** Types a date into the date group named `name`. */
async function typeDate(user: ReturnType<typeof renderInSite>["user"], name: RegExp, m: string, d: string, y: string) {
  const group = screen.getByRole("group", { name });
  await user.type(within(group).getByRole("textbox", { name: "Month" }), m);
  await user.type(within(group).getByRole("textbox", { name: "Day" }), d);
  await user.type(within(group).getByRole("textbox", { name: "Year" }), y);
}

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
    // Born on 1 June: 65 on 31 May, so Medicare can start on 1 May (issue 25, W1; the file said June 1).
    expect(text).toContain("Eligible for Medicare: Not yet: from May 1, 2027");
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

  it("issue 25, W1: born on the 1st, every date that says when Medicare can start agrees (the month before)", async () => {
    const { user } = renderInSite(<CoverageTimelineView now={() => new Date(2026, 5, 10, 9)} />);
    await typeDate(user, /What is your date of birth/, "10", "1", "1961");
    await user.click(screen.getByRole("button", { name: "Generate My Timeline" }));
    const status = screen.getAllByRole("status").find((s) => s.textContent?.includes("You are 64"));
    expect(status?.textContent).toContain("You can get Medicare from September 1, 2026");
    expect(screen.getByText(/^Not yet: from September 1, 2026$/)).toBeTruthy();
    const turn65 = screen.getByRole("heading", { level: 4, name: "You turn 65" }).closest("li")!;
    expect(turn65.textContent).toContain("September 30, 2026");
    expect(turn65.textContent).toContain("September 1, 2026");
    expect(turn65.textContent).not.toMatch(/From this age you can have Medicare/);
  });

  it("issue 25, W2: coverage from a spouse's job: the 8 months run from when that coverage ends, not from the visitor's retirement", async () => {
    const { user } = renderInSite(<CoverageTimelineView now={today} />);
    await typeDate(user, /What is your date of birth/, "6", "15", "1959");
    await typeDate(user, /When do you expect to stop working/, "12", "31", "2026");
    await user.click(screen.getByRole("radio", { name: "From my spouse's current job" }));
    await typeDate(user, /your spouse's job or that coverage end/, "5", "31", "2027");
    await user.click(screen.getByRole("button", { name: "Generate My Timeline" }));
    const sep = screen.getByRole("heading", { level: 4, name: /Special Enrollment Period/ }).closest("li")!;
    expect(sep.textContent).toMatch(/June 1, 2027\s?–\s?January 31, 2028/);
  });
});
