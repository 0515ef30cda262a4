import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Lang } from "@medicare-guide/content/routes";
import { EnrollmentFinderView } from "./EnrollmentFinderView.tsx";
import { renderInSite } from "../../test/render.tsx";

function renderView(today: Date, lang: Lang = "en") {
  renderInSite(<EnrollmentFinderView now={() => today} />, { lang });
  return userEvent.setup();
}

describe("EnrollmentFinderView", () => {
  it("age out of range and unanswered questions: errors beside each field and a focused summary", async () => {
    const user = renderView(new Date(2026, 10, 23));
    const age = screen.getByRole("textbox", { name: /How old are you/ });
    await user.type(age, "47");
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Find My Enrollment Period" }));
    const summary = await screen.findByRole("region", { name: "There is a problem" });
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual([
      "Enter your age as a whole number from 50 to 100",
      "Choose the coverage you have now (or None)",
      "Choose Yes or No",
    ]);
    expect((age as HTMLInputElement).value).toBe("47");
  });

  it("65+ with coverage from a current job: Special Enrollment Period, 8 months (official rule)", async () => {
    const user = renderView(new Date(2026, 10, 23));
    await user.type(screen.getByRole("textbox", { name: /How old are you/ }), "67");
    await user.click(screen.getByRole("radio", { name: "Coverage from my current job" }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Find My Enrollment Period" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Your enrollment period" }));
    expect(screen.getByText(/within 8 months after it ends/, { selector: "p" })).toBeTruthy();
    expect(screen.getByText("Special Enrollment Period (coverage from current work)")).toBeTruthy();
    // Issue 25, W3: with fewer than 20 employees Medicare pays first, so Part B should not wait.
    expect(screen.getByText(/fewer than 20 employees, Medicare usually pays first/)).toBeTruthy();
  });

  it("on Medicare on 23 November 2026: the Open Enrollment Period is open, changes start January 1, 2027", async () => {
    const user = renderView(new Date(2026, 10, 23));
    await user.type(screen.getByRole("textbox", { name: /How old are you/ }), "70");
    await user.click(screen.getByRole("radio", { name: "None" }));
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Find My Enrollment Period" }));
    const status = screen
      .getAllByRole("status")
      .find((s) => s.textContent?.includes("Open Enrollment Period is open now"));
    expect(status?.textContent).toMatch(/October 15\s?–\s?December 7, 2026/);
    expect(screen.getByText("January 1, 2027")).toBeTruthy();
  });

  it("in Spanish: GEP dates in Spanish and coverage from the month after sign-up", async () => {
    const user = renderView(new Date(2026, 1, 10), "es");
    await user.type(screen.getByRole("textbox", { name: /Cuántos años/ }), "68");
    await user.click(screen.getByRole("radio", { name: "Ninguna" }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Buscar mi período de inscripción" }));
    expect(screen.getByRole("heading", { level: 2, name: "Su período de inscripción" })).toBe(document.activeElement);
    expect(screen.getByText(/1 de marzo de 2026 si se inscribe el 10 de febrero de 2026/)).toBeTruthy();
  });

  it("at 65 on 2026-11-26, born 1961-10-15: the open IEP and a December 1, 2026 start; the date boxes have no name", async () => {
    const user = renderView(new Date(2026, 10, 26));
    await user.type(screen.getByRole("textbox", { name: /How old are you/ }), "65");
    await user.click(screen.getByRole("radio", { name: "None" }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    const birth = screen.getByRole("group", { name: /Date of birth/ });
    await user.type(within(birth).getByRole("textbox", { name: "Month" }), "10");
    await user.type(within(birth).getByRole("textbox", { name: "Day" }), "15");
    await user.type(within(birth).getByRole("textbox", { name: "Year" }), "1961");
    expect(birth.querySelectorAll("input[name]")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Find My Enrollment Period" }));
    expect(screen.getByText("Initial Enrollment Period")).toBeTruthy();
    expect(screen.getByText("December 1, 2026 if you sign up on November 26, 2026")).toBeTruthy();
    expect(screen.getByText("October 15, 1961")).toBeTruthy();
  });

  it("in Spanish: the date of birth is asked at 64, and the upcoming IEP reads 'del … al …'", async () => {
    const user = renderView(new Date(2026, 10, 26), "es");
    await user.type(screen.getByRole("textbox", { name: /Cuántos años/ }), "64");
    await user.click(screen.getByRole("radio", { name: "Ninguna" }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Buscar mi período de inscripción" }));
    const summary = await screen.findByRole("region", { name: "Hay un problema" });
    expect(within(summary).getByRole("link").textContent).toBe(
      "Escriba su fecha de nacimiento: a los 64 y 65 años, su período de inscripción depende de ella",
    );
    const birth = screen.getByRole("group", { name: /Fecha de nacimiento/ });
    await user.type(within(birth).getByRole("textbox", { name: "Mes" }), "9");
    await user.type(within(birth).getByRole("textbox", { name: "Día" }), "10");
    await user.type(within(birth).getByRole("textbox", { name: "Año" }), "1962");
    await user.click(screen.getByRole("button", { name: "Buscar mi período de inscripción" }));
    expect(
      screen
        .getAllByRole("status")
        .some((s) =>
          s.textContent?.includes(
            "Su Período de Inscripción Inicial todavía no ha empezado: del 1 de junio al 31 de diciembre de 2027.",
          ),
        ),
    ).toBe(true);
  });
});
