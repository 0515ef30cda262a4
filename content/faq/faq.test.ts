import { describe, expect, it } from "vitest";
import { answerText, FAQ_IDS, getFaqs } from "./index.ts";
import { validate } from "./validate.ts";

describe("the FAQ content", () => {
  it("is valid (schemas, both languages, links, figures)", () => {
    expect(validate()).toEqual([]);
  });

  it("has ten questions in both languages, in the same order", () => {
    expect(FAQ_IDS.length).toBe(10);
    expect(getFaqs("en").map((f) => f.id)).toEqual(getFaqs("es").map((f) => f.id));
    for (const faq of getFaqs("es")) expect(faq.question).toContain("¿");
  });

  it("states 2026 figures from content/figures, with no token left", () => {
    const partB = getFaqs("en").find((f) => f.id === "part-b-cost-2026");
    expect(answerText(partB?.answer ?? [])).toMatch(/\$\d{3}\.\d{2} a month in 2026/);
    for (const lang of ["en", "es"] as const) {
      for (const faq of getFaqs(lang)) expect(`${faq.id}: ${answerText(faq.answer)}`).not.toMatch(/\{\{/);
    }
  });

  it("joins paragraphs and list items into plain text", () => {
    expect(answerText(["One.", ["Two", "three."]])).toBe("One. Two three.");
  });
});
