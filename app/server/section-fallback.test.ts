import { describe, expect, it } from "vitest";
import { SECTION_FALLBACKS, sectionFallback } from "./app.ts";

describe("section fallbacks", () => {
  it("sends unknown news slugs to /news", () => {
    expect(SECTION_FALLBACKS["/news"]).toBe("/news");
    expect(sectionFallback("/news/xyz")).toBe("/news");
    expect(sectionFallback("/news/a/b")).toBe("/news");
  });

  it("leaves other paths alone (they get the 404 page)", () => {
    expect(sectionFallback("/news")).toBeUndefined();
    expect(sectionFallback("/newsletter")).toBeUndefined();
    expect(sectionFallback("/xyz")).toBeUndefined();
    expect(sectionFallback("/")).toBeUndefined();
  });
});
