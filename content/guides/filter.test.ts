import { describe, expect, it } from "vitest";
import {
  foldText,
  guideView,
  INITIAL_GUIDE_FILTER,
  isUnfiltered,
  matchesGuide,
  parseSort,
  parseTopic,
  showsPromoAfter,
  sortGuides,
  type FilterableGuide,
  type GuideFilterState,
} from "./filter.ts";
import { getGuides } from "./index.ts";

interface G extends FilterableGuide {
  id: string;
}

// A small fixed list, newest first (its order is the "newest" order).
const LIST: G[] = [
  { id: "n1", category: "costs", featured: false, title: "Zebra costs", excerpt: "Save money on premiums." },
  { id: "f1", category: "medigap", featured: true, title: "Medigap Plan G", excerpt: "Compare plans." },
  { id: "n2", category: "enrollment", featured: false, title: "Apply early", excerpt: "Inscripción a tiempo." },
  { id: "f2", category: "costs", featured: true, title: "IRMAA basics", excerpt: "Higher incomes pay more." },
  { id: "n3", category: "medigap", featured: false, title: "medigap rights", excerpt: "Guaranteed issue." },
  { id: "n4", category: "faqs", featured: false, title: "Ávila questions", excerpt: "Common answers." },
];
const ids = (list: { id: string }[]) => list.map((g) => g.id);
const state = (over: Partial<GuideFilterState>): GuideFilterState => ({ ...INITIAL_GUIDE_FILTER, ...over });

describe("initial state", () => {
  it("is an empty search, all topics, newest", () => {
    expect(INITIAL_GUIDE_FILTER).toEqual({ search: "", topic: "all", sort: "newest" });
    expect(isUnfiltered(INITIAL_GUIDE_FILTER)).toBe(true);
  });
});

describe("isUnfiltered", () => {
  it("is true only when the (trimmed) search is empty and the topic is all", () => {
    expect(isUnfiltered(state({ search: "   " }))).toBe(true);
    expect(isUnfiltered(state({ search: "a" }))).toBe(false);
    expect(isUnfiltered(state({ topic: "costs" }))).toBe(false);
    expect(isUnfiltered(state({ sort: "alphabetical" }))).toBe(true);
  });
});

describe("matchesGuide", () => {
  const guide = LIST[0]!;
  it("keeps every guide for an empty or blank search with topic all", () => {
    expect(LIST.every((g) => matchesGuide(g, state({})))).toBe(true);
    expect(LIST.every((g) => matchesGuide(g, state({ search: "  " })))).toBe(true);
  });

  it("matches the title or the excerpt, ignoring case", () => {
    expect(matchesGuide(guide, state({ search: "ZEBRA" }))).toBe(true);
    expect(matchesGuide(guide, state({ search: "premiums" }))).toBe(true);
    expect(matchesGuide(guide, state({ search: "save MONEY" }))).toBe(true);
    expect(matchesGuide(guide, state({ search: "medigap" }))).toBe(false);
  });

  it("matches inside words and across the word boundary only as typed", () => {
    expect(matchesGuide(guide, state({ search: "ebr" }))).toBe(true);
    expect(matchesGuide(guide, state({ search: "zebracosts" }))).toBe(false);
  });

  it("trims the search text and ignores accents both ways", () => {
    expect(matchesGuide(guide, state({ search: "  zebra  " }))).toBe(true);
    expect(matchesGuide(LIST[2]!, state({ search: "inscripcion" }))).toBe(true);
    expect(matchesGuide(LIST[5]!, state({ search: "avila" }))).toBe(true);
    expect(matchesGuide(guide, state({ search: "zébra" }))).toBe(true);
  });

  it("does not search the category name or the id", () => {
    expect(matchesGuide(guide, state({ search: "n1" }))).toBe(false);
  });

  it("keeps a guide only when its category is the topic, or the topic is all", () => {
    expect(matchesGuide(guide, state({ topic: "costs" }))).toBe(true);
    expect(matchesGuide(guide, state({ topic: "medigap" }))).toBe(false);
    expect(matchesGuide(guide, state({ topic: "all" }))).toBe(true);
  });

  it("needs both the search and the topic to match", () => {
    expect(matchesGuide(guide, state({ topic: "costs", search: "zebra" }))).toBe(true);
    expect(matchesGuide(guide, state({ topic: "costs", search: "medigap" }))).toBe(false);
    expect(matchesGuide(guide, state({ topic: "faqs", search: "zebra" }))).toBe(false);
  });
});

describe("sortGuides", () => {
  it("newest keeps the original order", () => {
    expect(ids(sortGuides(LIST, "newest", "en"))).toEqual(["n1", "f1", "n2", "f2", "n3", "n4"]);
  });

  it("alphabetical sorts by title, ignoring case and accents", () => {
    expect(ids(sortGuides(LIST, "alphabetical", "en"))).toEqual(["n2", "n4", "f2", "f1", "n3", "n1"]);
  });

  it("popular puts featured guides first, otherwise keeping the original order", () => {
    expect(ids(sortGuides(LIST, "popular", "en"))).toEqual(["f1", "f2", "n1", "n2", "n3", "n4"]);
  });

  it("returns a copy and leaves the input alone", () => {
    const before = ids(LIST);
    const sorted = sortGuides(LIST, "alphabetical", "en");
    expect(sorted).not.toBe(LIST);
    expect(ids(LIST)).toEqual(before);
  });

  it("handles an empty list", () => {
    expect(sortGuides([], "popular", "es")).toEqual([]);
  });
});

describe("guideView", () => {
  it("unfiltered: featured guides in the Featured section, only non-featured guides in the category sections", () => {
    const view = guideView(LIST, INITIAL_GUIDE_FILTER, "en");
    expect(view.unfiltered).toBe(true);
    expect(ids(view.featured)).toEqual(["f1", "f2"]);
    expect(view.sections.map((s) => [s.category, ids(s.guides)])).toEqual([
      ["costs", ["n1"]],
      ["enrollment", ["n2"]],
      ["medigap", ["n3"]],
      ["faqs", ["n4"]],
    ]);
    expect(view.count).toBe(6);
  });

  it("sections follow the spec's category order and leave out empty categories", () => {
    const view = guideView(LIST, INITIAL_GUIDE_FILTER, "en");
    expect(view.sections.map((s) => s.category)).not.toContain("updates");
  });

  it("a search hides the Featured section; a matching featured guide moves to its category section", () => {
    const view = guideView(LIST, state({ search: "plan g" }), "en");
    expect(view.unfiltered).toBe(false);
    expect(view.featured).toEqual([]);
    expect(view.sections.map((s) => [s.category, ids(s.guides)])).toEqual([["medigap", ["f1"]]]);
    expect(view.count).toBe(1);
  });

  it("a topic alone hides the Featured section and shows that category only", () => {
    const view = guideView(LIST, state({ topic: "costs" }), "en");
    expect(view.featured).toEqual([]);
    expect(view.sections.map((s) => [s.category, ids(s.guides)])).toEqual([["costs", ["n1", "f2"]]]);
  });

  it("applies the sort inside the Featured section and each category section", () => {
    const popular = guideView(LIST, state({ topic: "costs", sort: "popular" }), "en");
    expect(ids(popular.sections[0]!.guides)).toEqual(["f2", "n1"]);
    const alpha = guideView(LIST, state({ sort: "alphabetical" }), "en");
    expect(ids(alpha.featured)).toEqual(["f2", "f1"]);
  });

  it("no match: no Featured section, no sections, count 0", () => {
    const view = guideView(LIST, state({ search: "nothing like this" }), "en");
    expect(view).toEqual({ unfiltered: false, featured: [], sections: [], count: 0 });
  });

  it("count is every guide shown", () => {
    for (const s of [
      INITIAL_GUIDE_FILTER,
      state({ search: "e" }),
      state({ topic: "medigap" }),
      state({ search: "x", topic: "faqs" }),
    ]) {
      const view = guideView(LIST, s, "en");
      expect(view.count).toBe(view.featured.length + view.sections.reduce((n, sec) => n + sec.guides.length, 0));
    }
  });
});

describe("the real guides", () => {
  it("show all guides when unfiltered, seven of them featured, in both languages", () => {
    for (const lang of ["en", "es"] as const) {
      const guides = getGuides(lang);
      const view = guideView(guides, INITIAL_GUIDE_FILTER, lang);
      expect(view.featured).toHaveLength(7);
      expect(view.count).toBe(guides.length);
      expect(view.sections).toHaveLength(8);
    }
  });

  it("use the Spanish address of an official page in Spanish", () => {
    const en = getGuides("en").find((g) => g.id === "look-up-coverage")!;
    const es = getGuides("es").find((g) => g.id === "look-up-coverage")!;
    expect(en.url).toBe("https://www.medicare.gov/coverage");
    expect(es.url).toBe("https://es.medicare.gov/coverage");
    expect(es.external).toBe(true);
    expect(getGuides("es").find((g) => g.id === "medigap-basics")!.external).toBe(false);
  });
});

describe("showsPromoAfter", () => {
  it("is true after the 2nd, 4th, 6th... section only", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(showsPromoAfter)).toEqual([false, true, false, true, false, true, false, true]);
    expect(showsPromoAfter(-1)).toBe(false);
  });
});

describe("parseTopic and parseSort", () => {
  it("accept known values and fall back to the initial ones", () => {
    expect(parseTopic("drug-plans")).toBe("drug-plans");
    expect(parseTopic("all")).toBe("all");
    expect(parseTopic("nope")).toBe("all");
    expect(parseTopic(null)).toBe("all");
    expect(parseSort("popular")).toBe("popular");
    expect(parseSort("alphabetical")).toBe("alphabetical");
    expect(parseSort("")).toBe("newest");
    expect(parseSort(undefined)).toBe("newest");
  });
});

describe("foldText", () => {
  it("lower-cases and drops accents", () => {
    expect(foldText("Inscripción ÁVILA")).toBe("inscripcion avila");
  });
});
