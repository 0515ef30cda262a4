import { expect, test, type Locator, type Page } from "./page-errors/fixture.ts";
import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import { gotoReady } from "./helpers.ts";

/**
 * "Add my dates to my calendar" by keyboard alone, in both languages, on the two tools that offer it: the
 * answers typed, the button pressed, then Tab from the focused result heading to the download link (its
 * name says format and size) and Enter. The downloaded .ics is read by a real iCalendar parser (ical.js).
 */

async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text);
  await field.press("Tab");
}
async function choose(page: Page, name: string) {
  const radio = page.getByRole("radio", { name, exact: true });
  await radio.focus();
  await page.keyboard.press("Space");
  await expect(radio).toBeChecked();
}
async function press(page: Page, name: string) {
  await page.getByRole("button", { name }).focus();
  await page.keyboard.press("Enter");
}
/** Presses Tab until `target` has focus (the visitor's way there), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
/** Follows the calendar link by keyboard; returns the parsed events (summary, start date, alarm triggers). */
async function downloadCalendar(page: Page, linkName: RegExp, fileName: string) {
  const link = page.getByRole("link", { name: linkName });
  await expect(link).toBeVisible();
  await tabTo(page, link);
  const download = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  const text = await readFile((await file.path())!, "utf8");
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      description: event.description,
      url: String(component.getFirstPropertyValue("url")),
      triggers: component.getAllSubcomponents("valarm").map((a) => String(a.getFirstPropertyValue("trigger"))),
    };
  });
}

test.describe("add my dates to my calendar", () => {
  test("coverage timeline, English: born on the 1st of December, the IEP crosses the year", async ({ page }) => {
    await page.clock.setFixedTime(new Date(2026, 6, 20, 10));
    await gotoReady(page, "/tools/coverage-timeline");
    const birth = page.getByRole("group", { name: /What is your date of birth/ });
    await typeInto(birth.getByRole("textbox", { name: "Month" }), "12");
    await typeInto(birth.getByRole("textbox", { name: "Day" }), "1");
    await typeInto(birth.getByRole("textbox", { name: "Year" }), "1961");
    await press(page, "Generate My Timeline");
    await expect(page.getByRole("heading", { level: 2, name: "Your Medicare timeline" })).toBeFocused();
    const events = await downloadCalendar(
      page,
      /^Add my dates to my calendar \(iCalendar file \(\.ics\), \d+ KB\)$/,
      "my-medicare-dates.ics",
    );
    const start = (summary: string) => events.find((e) => e.summary === summary)?.start;
    // Born on the 1st: Medicare's birthday month is November 2026.
    expect(start("Medicare: your Initial Enrollment Period opens")).toBe("2026-08-01");
    expect(start("Medicare: last day of the best time to sign up")).toBe("2026-10-31");
    expect(start("Medicare: the earliest your coverage can start")).toBe("2026-11-01");
    expect(start("Medicare: last day of your Initial Enrollment Period")).toBe("2027-02-28");
    expect(start("Medicare Open Enrollment Period opens")).toBe("2026-10-15");
    expect(start("Medicare General Enrollment Period opens")).toBe("2027-01-01");
    for (const event of events) {
      expect(event.triggers).toEqual(["-P30D", "-P7D"]);
      expect(event.description).toContain("TTY 1-877-486-2048");
      expect(event.url).toMatch(/\/tools\/coverage-timeline$/);
    }
  });

  test("coverage timeline, Spanish: the file's words are Spanish", async ({ page }) => {
    await page.clock.setFixedTime(new Date(2026, 10, 23, 10));
    await gotoReady(page, "/es/tools/coverage-timeline");
    const birth = page.getByRole("group", { name: /fecha de nacimiento/ });
    await typeInto(birth.getByRole("textbox", { name: "Mes" }), "2");
    await typeInto(birth.getByRole("textbox", { name: "Día" }), "29");
    // Born on 29 February 1964 (a leap year): 65 on 28 February 2029, February is the birthday month.
    await typeInto(birth.getByRole("textbox", { name: "Año" }), "1964");
    await press(page, "Generar mi cronología");
    await expect(page.getByRole("heading", { level: 2, name: "Su cronología de Medicare" })).toBeFocused();
    const events = await downloadCalendar(
      page,
      /^Agregar mis fechas a mi calendario \(archivo iCalendar \(\.ics\), \d+ KB\)$/,
      "mis-fechas-de-medicare.ics",
    );
    const start = (summary: string) => events.find((e) => e.summary === summary)?.start;
    expect(start("Medicare: empieza su Período de Inscripción Inicial")).toBe("2028-11-01");
    expect(start("Medicare: lo más pronto que puede empezar su cobertura")).toBe("2029-02-01");
    expect(start("Medicare: último día de su Período de Inscripción Inicial")).toBe("2029-05-31");
    expect(start("Medicare: último día de la Inscripción Abierta")).toBe("2026-12-07");
    expect(events[0]?.url).toMatch(/\/es\/tools\/coverage-timeline$/);
    expect(events[0]?.description).toContain("Programa Estatal de Asistencia sobre Seguros Médicos");
  });

  test("enrollment finder, English: the General Enrollment Period and its coverage start", async ({ page }) => {
    await page.clock.setFixedTime(new Date(2026, 10, 23, 10));
    await gotoReady(page, "/tools/enrollment-finder");
    await typeInto(page.getByRole("textbox", { name: /How old are you/ }), "70");
    await choose(page, "None");
    await choose(page, "No");
    await press(page, "Find My Enrollment Period");
    await expect(page.getByRole("heading", { level: 2, name: "Your enrollment period" })).toBeFocused();
    const events = await downloadCalendar(page, /^Add my dates to my calendar \(iCalendar/, "my-medicare-dates.ics");
    const start = (summary: string) => events.find((e) => e.summary === summary)?.start;
    expect(start("Medicare General Enrollment Period opens")).toBe("2027-01-01");
    expect(start("Medicare: last day of the General Enrollment Period")).toBe("2027-03-31");
    expect(start("Medicare: the earliest your coverage can start")).toBe("2027-02-01");
    expect(events[0]?.url).toMatch(/\/tools\/enrollment-finder$/);
  });

  test("enrollment finder, Spanish: on Medicare in Open Enrollment", async ({ page }) => {
    await page.clock.setFixedTime(new Date(2026, 10, 23, 10));
    await gotoReady(page, "/es/tools/enrollment-finder");
    await typeInto(page.getByRole("textbox", { name: /Cuántos años/ }), "70");
    await choose(page, "Ninguna");
    await choose(page, "Sí");
    await press(page, "Buscar mi período de inscripción");
    await expect(page.getByRole("heading", { level: 2, name: "Su período de inscripción" })).toBeFocused();
    const events = await downloadCalendar(page, /^Agregar mis fechas a mi calendario/, "mis-fechas-de-medicare.ics");
    const start = (summary: string) => events.find((e) => e.summary === summary)?.start;
    expect(start("Medicare: último día de la Inscripción Abierta")).toBe("2026-12-07");
    expect(start("Empieza el Período de Inscripción Abierta de Medicare Advantage")).toBe("2027-01-01");
    expect(events.every((e) => e.triggers.join() === "-P30D,-P7D")).toBe(true);
  });
});
