import { describe, expect, it } from "vitest";
import { MORE_COUNT, newest, newsListing, sortByPublishedDesc } from "./sort.ts";

const a = (slug: string, publishedAt: string) => ({ slug, publishedAt });
const list = [
  a("old", "2025-10-06"),
  a("newest", "2026-10-01"),
  a("mid", "2026-01-05"),
  a("same-b", "2025-11-19"),
  a("same-a", "2025-11-19"),
];

describe("news ordering", () => {
  it("sorts by publish date, newest first, ties by slug, without changing the input", () => {
    const copy = [...list];
    expect(sortByPublishedDesc(list).map((x) => x.slug)).toEqual(["newest", "mid", "same-a", "same-b", "old"]);
    expect(list).toEqual(copy);
  });

  it("compares whole dates, not just years or months", () => {
    expect(
      sortByPublishedDesc([a("x", "2026-01-31"), a("y", "2026-02-01"), a("z", "2025-12-31")]).map((x) => x.slug),
    ).toEqual(["y", "x", "z"]);
  });

  it("newest(n) takes the first n; n below 1 gives none; n past the end gives all", () => {
    expect(newest(list, 2).map((x) => x.slug)).toEqual(["newest", "mid"]);
    expect(newest(list, 0)).toEqual([]);
    expect(newest(list, -3)).toEqual([]);
    expect(newest(list, 99)).toHaveLength(list.length);
  });

  it("the listing features the newest and lists the next five", () => {
    expect(MORE_COUNT).toBe(5);
    const eight = Array.from({ length: 8 }, (_, i) => a(`s${i}`, `2026-0${i + 1}-01`));
    const { featured, more } = newsListing(eight);
    expect(featured?.slug).toBe("s7");
    expect(more.map((x) => x.slug)).toEqual(["s6", "s5", "s4", "s3", "s2"]);
  });

  it("handles short and empty lists", () => {
    expect(newsListing([])).toEqual({ featured: undefined, more: [] });
    expect(newsListing([a("only", "2026-01-01")])).toEqual({ featured: a("only", "2026-01-01"), more: [] });
    expect(newsListing(list, 0).more).toEqual([]);
  });
});
