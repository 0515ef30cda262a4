import { describe, expect, it } from "vitest";
import { createTermTracker, hasTermMarkSyntax, splitTermMarks, termMarkIds } from "./term-marks.ts";

describe("term marks", () => {
  it("splits text into runs and marks, a mark's own words or the term's name", () => {
    expect(splitTermMarks("You pay {{term:irmaa|IRMAA}} and a {{term:premium}}.", (id) => `<${id}>`)).toEqual([
      "You pay ",
      { id: "irmaa", label: "IRMAA" },
      " and a ",
      { id: "premium", label: "<premium>" },
      ".",
    ]);
    expect(termMarkIds("{{term:a}} {{term:b|B}} {{term:a}}")).toEqual(["a", "b", "a"]);
    expect(splitTermMarks("no marks", () => "")).toEqual(["no marks"]);
  });

  it("keeps the first use as a mark, later uses as words, and lists each term once in order of use", () => {
    const terms = createTermTracker("en");
    expect(terms.plain("Heading about {{term:irmaa|IRMAA}}")).toBe("Heading about IRMAA");
    expect(terms.mark("Pay {{term:irmaa|IRMAA}} now")).toBe("Pay {{term:irmaa|IRMAA}} now");
    expect(terms.mark("Again {{term:irmaa|IRMAA}} and {{term:magi|MAGI}}")).toBe("Again IRMAA and {{term:magi|MAGI}}");
    expect(terms.terms().map((t) => [t.id, t.href])).toEqual([
      ["irmaa", "/encyclopedia#irmaa"],
      ["magi", "/encyclopedia#magi"],
    ]);
    expect(terms.terms()[0]?.definition).toMatch(/\w/);
  });

  it("takes the definition from the encyclopedia in the page's language, figures filled in", () => {
    const terms = createTermTracker("es");
    terms.mark("{{term:irmaa}}");
    const [irmaa] = terms.terms();
    expect(irmaa?.href).toBe("/es/encyclopedia#irmaa");
    expect(irmaa?.definition).not.toMatch(/\{\{/);
    expect(irmaa?.term).toMatch(/IRMAA/);
  });

  it("fails on an unknown id", () => {
    expect(() => createTermTracker("en").mark("A {{term:no-such-term}} here")).toThrow(
      /Unknown glossary term "no-such-term"/,
    );
    expect(() => createTermTracker("es").plain("{{term:nope|x}}")).toThrow(/Unknown glossary term/);
  });

  it("spots broken marks that the pattern does not take", () => {
    expect(hasTermMarkSyntax("{{term:IRMAA}}")).toBe(true);
    expect(hasTermMarkSyntax("{{ term:irmaa }}")).toBe(true);
    expect(hasTermMarkSyntax("{{fig:partB.premium}}")).toBe(false);
  });
});
