import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "@medicare-guide/content/routes";
import { ReaderQuestion } from "./ReaderQuestion.tsx";
import { USER_QUESTIONS_KEY } from "./storage.ts";
import { renderInSite } from "../../test/render.tsx";

/** Renders the box and waits for its form, which loads on its own (a lazy module) once the page runs. */
async function renderBox(lang: Lang = "en") {
  const result = renderInSite(<ReaderQuestion />, { lang });
  await screen.findByRole("textbox");
  return result;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const field = () => screen.getByRole("textbox", { name: /Your question|Su pregunta/ });

describe("ReaderQuestion", () => {
  it("is a section under the heading 'Have a Medicare Question?' with a labelled field, a hint and a visible count", async () => {
    await renderBox();
    const section = screen.getByRole("region", { name: "Have a Medicare Question?" });
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("Have a Medicare Question?");
    expect(field().getAttribute("aria-describedby")).toBeTruthy();
    expect(section.textContent).toContain("The Save button turns on once you type a question.");
    expect(section.textContent).toContain("You can enter up to 200 characters");
  });

  it("keeps Save disabled while the trimmed question is blank, and says why", async () => {
    await renderBox();
    const save = screen.getByRole("button", { name: "Save my question" });
    expect(save.hasAttribute("disabled")).toBe(true);
    await userEvent.type(field(), "   ");
    expect(save.hasAttribute("disabled")).toBe(true);
    await userEvent.type(field(), "Is a flu shot covered?");
    expect(save.hasAttribute("disabled")).toBe(false);
    const hintIds = field().getAttribute("aria-describedby")!.split(" ");
    expect(hintIds.map((id) => document.getElementById(id)?.textContent).join(" ")).toContain(
      "The Save button turns on",
    );
  });

  it("saves with the keyboard: appends to userQuestions, clears the field, shows an honest lasting confirmation and focuses it", async () => {
    localStorage.setItem(
      USER_QUESTIONS_KEY,
      JSON.stringify([{ question: "Older?", timestamp: "2026-01-01T00:00:00.000Z" }]),
    );
    await renderBox();
    await userEvent.click(field());
    await userEvent.keyboard("  Does Medicare cover hearing aids?  ");
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Save my question" }));
    await userEvent.keyboard("{Enter}");
    const saved = JSON.parse(localStorage.getItem(USER_QUESTIONS_KEY)!) as { question: string; timestamp: string }[];
    expect(saved).toHaveLength(2);
    expect(saved[1]!.question).toBe("Does Medicare cover hearing aids?");
    expect(new Date(saved[1]!.timestamp).toISOString()).toBe(saved[1]!.timestamp);
    expect((field() as HTMLTextAreaElement).value).toBe("");
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Your question is saved on this device");
    expect(status.textContent).toContain("This website does not receive your question and cannot answer it.");
    expect(within(status).getByRole("link", { name: "1-800-MEDICARE (1-800-633-4227)" }).getAttribute("href")).toBe(
      "tel:+18006334227",
    );
    expect(within(status).getByRole("link", { name: "contact form" }).getAttribute("href")).toBe("/contact-us");
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it("says the question could not be saved when storage throws, and keeps the text", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    await renderBox("es");
    await userEvent.type(field(), "¿Cubre Medicare los lentes?");
    await userEvent.click(screen.getByRole("button", { name: "Guardar mi pregunta" }));
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("No se pudo guardar su pregunta");
    expect(within(status).getByRole("link", { name: "formulario de contacto" }).getAttribute("href")).toBe(
      "/es/contact-us",
    );
    expect((field() as HTMLTextAreaElement).value).toBe("¿Cubre Medicare los lentes?");
  });

  it("refuses a question over 200 characters with an error on the field", async () => {
    await renderBox();
    await userEvent.click(field());
    await userEvent.paste("x".repeat(201));
    await userEvent.click(screen.getByRole("button", { name: "Save my question" }));
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(document.body.textContent).toContain("Shorten it to 200 characters or fewer.");
    expect(localStorage.getItem(USER_QUESTIONS_KEY)).toBeNull();
    expect(document.activeElement).toBe(field());
  });

  it("is in Spanish on Spanish pages", async () => {
    await renderBox("es");
    expect(screen.getByRole("heading", { name: "¿Tiene una pregunta sobre Medicare?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Guardar mi pregunta" })).toBeTruthy();
  });
});
