import { describe, expect, it } from "vitest";
import { foldWithMap, highlight } from "./search-highlight.ts";

const marked = (segments: ReturnType<typeof highlight>) => (segments ?? []).filter((s) => s.mark).map((s) => s.text);
const whole = (segments: ReturnType<typeof highlight>) => (segments ?? []).map((s) => s.text).join("");

describe("foldWithMap", () => {
  it("folds accents and keeps the way back to the original characters", () => {
    const { folded, map } = foldWithMap("Él período");
    expect(folded).toBe("el periodo");
    expect(map[3]).toBe(3);
    expect(folded.length).toBe(map.length);
  });
});

describe("highlight", () => {
  it("marks the original, accented word for a folded index word", () => {
    const segments = highlight("El Período de Inscripción Abierta", ["inscripcion"]);
    expect(marked(segments)).toEqual(["Inscripción"]);
    expect(whole(segments)).toBe("El Período de Inscripción Abierta");
  });

  it("marks the whole word of a prefix match, and every occurrence", () => {
    expect(marked(highlight("Enrollment and enrolling", ["enrol"]))).toEqual(["Enrollment", "enrolling"]);
  });

  it("does not mark a match inside a word", () => {
    expect(highlight("premiums", ["mium"])).toBeUndefined();
  });

  it("cuts a long text around the first match at word boundaries, with ellipses", () => {
    const text = `${"word ".repeat(100)}IRMAA applies ${"tail ".repeat(100)}`.trim();
    const segments = highlight(text, ["irmaa"], 80)!;
    expect(segments[0]).toEqual({ text: "…", mark: false });
    expect(segments.at(-1)).toEqual({ text: "…", mark: false });
    expect(marked(segments)).toEqual(["IRMAA"]);
    const shown = whole(segments);
    expect(shown.length).toBeLessThanOrEqual(84);
    expect(shown).not.toMatch(/…\S*wor…|ord\b…/);
  });

  it("returns undefined when no term occurs (a typo match): the caller shows the description", () => {
    expect(highlight("Medigap plans", ["medigpa"])).toBeUndefined();
  });
});
