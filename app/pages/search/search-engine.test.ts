import { describe, expect, it } from "vitest";
import { createIndex, loadIndex, MAX_QUERY_LENGTH, runSearch, serializeIndex } from "./search-engine.ts";
import { searchState, type SearchDoc } from "./search-types.ts";

const doc = (id: string, type: SearchDoc["type"], title: string, text: string, description = ""): SearchDoc => ({
  id,
  type,
  url: `/${id}`,
  title,
  description,
  text,
});

const DOCS: SearchDoc[] = [
  doc("medigap", "medigap", "Medigap (Medicare Supplement Insurance)", "Private insurance that helps pay costs."),
  doc("plan-g", "medigap", "Plan G vs. Plan N", "Two popular Medigap plans compared."),
  doc("news-a", "article", "Open Enrollment dates", "Change your Medigap plan or drug plan by December 7."),
  doc("inscripcion", "article", "Inscripción abierta", "El período de inscripción anual."),
  doc("faq-irmaa", "faq", "What is IRMAA?", "An extra amount on Part B and Part D premiums."),
  doc("tool-irmaa", "tool", "IRMAA Calculator", "Estimate your Part B surcharge from your income."),
  doc("term-premium", "term", "Premium", "What you pay each month for coverage.", "What you pay each month."),
];
const index = loadIndex(serializeIndex(createIndex(DOCS)));
const ids = (query: string) => runSearch(index, query).groups.flatMap((g) => g.hits.map((h) => h.id));

describe("runSearch", () => {
  it("matches nothing for an empty or blank query (the page shows Start Your Search)", () => {
    expect(runSearch(index, "")).toEqual({ query: "", groups: [], total: 0 });
    expect(searchState(runSearch(index, "  \t "))).toBe("start");
  });

  it("tolerates typos: medigpa (two edits) finds Medigap", () => {
    expect(ids("medigpa")).toContain("medigap");
    expect(ids("medigpa")).toContain("plan-g");
    expect(ids("calculater")).toEqual(["tool-irmaa"]);
  });

  it("matches prefixes from the third letter", () => {
    expect(ids("enrol")).toEqual(["news-a"]);
    expect(ids("surch")).toEqual(["tool-irmaa"]);
  });

  it("folds accents and case both ways", () => {
    expect(ids("inscripcion")).toEqual(["inscripcion"]);
    expect(ids("PERÍODO")).toEqual(["inscripcion"]);
    expect(ids("Inscripción")).toEqual(["inscripcion"]);
  });

  it("ranks a title match above a text match", () => {
    const hits = runSearch(index, "medigap").groups.flatMap((g) => g.hits);
    expect(hits[0]?.id).toBe("medigap");
    expect(hits.map((h) => h.id)).toContain("news-a");
  });

  it("groups by kind, the group holding the best result first, and counts every hit", () => {
    const results = runSearch(index, "irmaa");
    expect(results.total).toBe(2);
    expect(results.groups.map((g) => g.type).sort()).toEqual(["faq", "tool"]);
    const medigap = runSearch(index, "medigap");
    expect(medigap.groups[0]?.type).toBe("medigap");
    expect(medigap.groups.map((g) => g.type)).toEqual(["medigap", "article"]);
    expect(searchState(medigap)).toBe("results");
  });

  it("requires every word", () => {
    expect(ids("part b income")).toEqual(["tool-irmaa"]);
    expect(ids("premium zzqqxx")).toEqual([]);
  });

  it("returns the stored fields and the matched words for the highlight", () => {
    const hit = runSearch(index, "inscripcion").groups[0]?.hits[0];
    expect(hit).toMatchObject({ url: "/inscripcion", title: "Inscripción abierta", type: "article" });
    expect(hit?.terms).toEqual(["inscripcion"]);
  });

  it("reports no match, and treats the query as text", () => {
    expect(searchState(runSearch(index, "zzqqxx"))).toBe("none");
    for (const q of [".*", "<script>", "(", "\\", '<img src=x onerror="alert(1)">'])
      expect(runSearch(index, q).total).toBe(0);
  });

  it("cuts a very long query instead of searching all of it", () => {
    const results = runSearch(index, `irmaa ${"x".repeat(MAX_QUERY_LENGTH * 5)}`);
    expect(results.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
  });
});
