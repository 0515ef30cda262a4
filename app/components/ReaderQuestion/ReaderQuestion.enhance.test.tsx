// @vitest-environment jsdom
/**
 * "Have a Medicare Question?" on a reading page (issue 29): the enhancement works on exactly the HTML
 * ReaderQuestion prerenders there (React's static prerender of the FAQ's box, lazy parts resolved as the build
 * resolves them), in both languages.
 */
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "@medicare-guide/content/routes";
import { InSite } from "../../test/render.tsx";
import { ReaderQuestion } from "./ReaderQuestion.tsx";
import { ReaderQuestionTemplate } from "./ReaderQuestionForm.tsx";
import { enhanceReaderQuestion } from "./ReaderQuestion.enhance.ts";
import { USER_QUESTIONS_KEY } from "./storage.ts";

async function prerendered(path: string, lang: Lang, reading = true): Promise<void> {
  const { prelude } = await prerender(
    <InSite lang={lang} path={path}>
      <ReaderQuestion template={reading ? <ReaderQuestionTemplate /> : undefined} />
    </InSite>,
  );
  document.documentElement.lang = lang;
  document.body.innerHTML = await new Response(prelude).text();
}

const field = () => document.querySelector("textarea")!;
const save = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const status = () => document.querySelector("output")!;
const count = () => document.querySelector(".mg-textarea__count")!;

function type(text: string): void {
  field().value = text;
  field().dispatchEvent(new Event("input", { bubbles: true }));
}

function submit(): void {
  save().closest("form")!.requestSubmit();
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("ReaderQuestion.enhance", () => {
  it("the prerendered HTML holds the form in place, not streamed out of order by a script", async () => {
    await prerendered("/faq", "en");
    const box = document.querySelector("section.mg-reader-question")!;
    expect(box.querySelector(":scope > template[data-mg-reader-question]")).not.toBeNull();
    expect(document.body.innerHTML).not.toMatch(/<!--\$\?-->|\$RC/);
  });

  it("without the module the box links to the contact form; enhanced, the form takes the link's place", async () => {
    await prerendered("/faq", "en");
    const box = document.querySelector("section.mg-reader-question")!;
    expect(box.querySelector("form")).toBeNull();
    expect(box.querySelector('a[href="/contact-us"]')?.textContent).toBe("contact form");
    enhanceReaderQuestion(document);
    expect(box.querySelector("[data-mg-reader-question-fallback]")).toBeNull();
    expect(box.querySelector("template")).toBeNull();
    expect(field().labels?.[0]?.textContent).toBe("Your question");
    expect(count().textContent).toBe("You can enter up to 200 characters");
    expect(save().disabled).toBe(true);
  });

  it("Save turns on for a question, not for blanks; the count follows and is announced once typing pauses", async () => {
    await prerendered("/faq", "en");
    enhanceReaderQuestion(document);
    type("   ");
    expect(save().disabled).toBe(true);
    type("Does Medicare pay for hearing aids?");
    expect(save().disabled).toBe(false);
    expect(save().hasAttribute("data-disabled")).toBe(false);
    expect(count().textContent).toBe("You have 165 characters remaining");
    const live = count().nextElementSibling!;
    expect(live.textContent).toBe("");
    vi.advanceTimersByTime(1000);
    expect(live.textContent).toBe("You have 165 characters remaining");
  });

  it("saved: stored, the field emptied, focus on the lasting confirmation", async () => {
    await prerendered("/faq", "en");
    enhanceReaderQuestion(document);
    type("  Does Medicare pay for hearing aids? ");
    submit();
    vi.advanceTimersToNextFrame();
    expect(document.activeElement).toBe(status());
    expect(status().textContent).toContain("Your question is saved on this device");
    expect(status().querySelector('a[href="/contact-us"]')?.textContent).toBe("contact form");
    expect(field().value).toBe("");
    expect(save().disabled).toBe(true);
    expect(count().textContent).toBe("You can enter up to 200 characters");
    const stored = JSON.parse(localStorage.getItem(USER_QUESTIONS_KEY) ?? "[]") as { question: string }[];
    expect(stored.map((q) => q.question)).toEqual(["Does Medicare pay for hearing aids?"]);
  });

  it("too long: the error beside the field, read with it, focus back on it, the text kept, nothing stored", async () => {
    await prerendered("/faq", "en");
    enhanceReaderQuestion(document);
    type("x".repeat(205));
    expect(count().textContent).toBe("You have 5 characters too many");
    expect(count().classList.contains("mg-textarea__count--over")).toBe(true);
    submit();
    expect(document.activeElement).toBe(field());
    expect(field().getAttribute("aria-invalid")).toBe("true");
    const described = field()
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("Error: Your question is too long. Shorten it to 200 characters or fewer.");
    expect(field().value).toBe("x".repeat(205));
    expect(localStorage.getItem(USER_QUESTIONS_KEY)).toBeNull();
    type("x".repeat(150));
    expect(field().hasAttribute("aria-invalid")).toBe(false);
    expect(document.querySelector(".mg-field__error")).toBeNull();
  });

  it("storage refused (es): says so in Spanish and keeps the question", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    await prerendered("/es/faq", "es");
    enhanceReaderQuestion(document);
    expect(count().textContent).toBe("Puede escribir hasta 200 caracteres");
    type("¿Cubre Medicare los lentes?");
    expect(count().textContent).toBe("Le quedan 173 caracteres");
    submit();
    vi.advanceTimersToNextFrame();
    expect(document.activeElement).toBe(status());
    expect(status().textContent).toContain("No se pudo guardar su pregunta");
    expect(status().querySelector('a[href="/es/contact-us"]')).not.toBeNull();
    expect(field().value).toBe("¿Cubre Medicare los lentes?");
  });

  it("a page that hydrates (a news article) carries no template: React's form takes over there", async () => {
    await prerendered("/news/2026-irmaa-surcharge-update", "en", false);
    expect(document.querySelector("template[data-mg-reader-question]")).toBeNull();
  });
});
