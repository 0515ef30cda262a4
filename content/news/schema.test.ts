import { describe, expect, it } from "vitest";
import { articleMetaSchema, isIsoDate } from "./schema.ts";

const base = {
  title: "A clear article title",
  excerpt: "A plain-language excerpt that is long enough to say something useful.",
  category: "irmaa-income",
  publishedAt: "2026-03-02",
};

describe("article front matter", () => {
  it("fills in the default author per language and updatedAt = publishedAt", () => {
    const en = articleMetaSchema("en").parse(base);
    expect(en.author).toBe("Medicare Guide Editorial Team");
    expect(en.updatedAt).toBe("2026-03-02");
    expect(en.related).toEqual([]);
    expect(articleMetaSchema("es").parse(base).author).toBe("Equipo editorial de la Guía de Medicare");
  });

  it("parses related links typed tool, guide or encyclopedia", () => {
    const meta = articleMetaSchema("en").parse({
      ...base,
      related: ["tool | /tools/irmaa-calculator | IRMAA calculator", "encyclopedia | /encyclopedia#irmaa | IRMAA"],
    });
    expect(meta.related).toEqual([
      { type: "tool", path: "/tools/irmaa-calculator", title: "IRMAA calculator" },
      { type: "encyclopedia", path: "/encyclopedia#irmaa", title: "IRMAA" },
    ]);
  });

  it("rejects bad related links", () => {
    const schema = articleMetaSchema("en");
    expect(schema.safeParse({ ...base, related: "video | /x | X" }).success).toBe(false);
    expect(schema.safeParse({ ...base, related: "tool | https://example.com | X" }).success).toBe(false);
    expect(schema.safeParse({ ...base, related: "tool | /es/tools | X" }).success).toBe(false);
    expect(schema.safeParse({ ...base, related: "tool | /tools" }).success).toBe(false);
  });

  it("rejects unknown categories, unknown keys, impossible dates and an update before publishing", () => {
    const schema = articleMetaSchema("en");
    expect(schema.safeParse({ ...base, category: "sports" }).success).toBe(false);
    expect(schema.safeParse({ ...base, image: "x.png" }).success).toBe(false);
    expect(schema.safeParse({ ...base, publishedAt: "2026-02-30" }).success).toBe(false);
    expect(schema.safeParse({ ...base, updatedAt: "2026-03-01" }).success).toBe(false);
    expect(schema.safeParse({ ...base, updatedAt: "2026-03-02" }).success).toBe(true);
  });

  it("isIsoDate accepts real dates only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("2026-1-01")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });
});
