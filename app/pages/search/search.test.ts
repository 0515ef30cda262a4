import { describe, expect, it } from "vitest";
import { search, searchState, type SearchIndex } from "./search.ts";

const index: SearchIndex = {
  articles: [
    { slug: "a", title: "IRMAA brackets for 2026", excerpt: "Who pays more.", text: "Income from your tax return." },
    { slug: "b", title: "Open Enrollment", excerpt: "Change plans by December 7.", text: "Compare Part D drug plans." },
    { slug: "c", title: "Inscripción abierta", excerpt: "Período anual.", text: "Compare planes de la Parte D." },
  ],
  terms: [
    { id: "irmaa", term: "IRMAA", definition: "An extra amount on Part B and Part D premiums." },
    { id: "premium", term: "Premium", definition: "What you pay each month for coverage." },
  ],
};

describe("search", () => {
  it("matches nothing for an empty or blank query", () => {
    expect(search(index, "")).toEqual({ query: "", articles: [], terms: [], total: 0 });
    expect(search(index, "   \t ").total).toBe(0);
    expect(searchState(search(index, " "))).toBe("start");
  });

  it("matches the title, the excerpt and the content of articles", () => {
    expect(search(index, "brackets").articles.map((a) => a.slug)).toEqual(["a"]);
    expect(search(index, "december 7").articles.map((a) => a.slug)).toEqual(["b"]);
    expect(search(index, "tax return").articles.map((a) => a.slug)).toEqual(["a"]);
  });

  it("matches the term and the definition of encyclopedia terms", () => {
    expect(search(index, "premium").terms.map((t) => t.id)).toEqual(["irmaa", "premium"]);
    expect(search(index, "each month").terms.map((t) => t.id)).toEqual(["premium"]);
  });

  it("ignores case, accents and extra spaces, and trims the query", () => {
    expect(search(index, "  irmaa ").query).toBe("irmaa");
    expect(search(index, "IRMAA").total).toBe(2);
    expect(search(index, "inscripcion").articles.map((a) => a.slug)).toEqual(["c"]);
    expect(search(index, "PERIODO").articles.map((a) => a.slug)).toEqual(["c"]);
    expect(search(index, "part   d").articles.map((a) => a.slug)).toEqual(["b"]);
  });

  it("is a substring match, in index order, counting both kinds", () => {
    const results = search(index, "part");
    expect(results.articles.map((a) => a.slug)).toEqual(["b", "c"]);
    expect(results.terms.map((t) => t.id)).toEqual(["irmaa"]);
    expect(results.total).toBe(3);
    expect(searchState(results)).toBe("results");
  });

  it("reports no match", () => {
    const results = search(index, "zzz-nothing");
    expect(results.total).toBe(0);
    expect(searchState(results)).toBe("none");
  });

  it("treats the query as text, not as a pattern or markup", () => {
    expect(search(index, ".*").total).toBe(0);
    expect(search(index, "<script>").total).toBe(0);
    expect(search(index, "(").total).toBe(0);
  });
});
