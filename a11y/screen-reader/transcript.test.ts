import { steadySummary } from "./journeys.ts";
import { describe, expect, it } from "vitest";
import { diffLines, formatTranscript, normaliseUtterance } from "./transcript.ts";

describe("screen-reader transcripts", () => {
  it("keeps the language tag and collapses whitespace", () => {
    expect(normaliseUtterance("es-us\t  Siguiente   botón de pulsación. ")).toBe(
      "es-us: Siguiente botón de pulsación.",
    );
  });

  it("drops the words that only depend on load speed, in both languages", () => {
    for (const line of [
      "en-us\tLoading.",
      "en-us\t  Please wait.",
      "es-us\tCargando.",
      "en-us\tdocument web.",
      "es-us\t",
    ])
      expect(normaliseUtterance(line)).toBeUndefined();
    expect(normaliseUtterance("en-us\tFind Your Medicare Path document web.")).toBe(
      "en-us: Find Your Medicare Path document web.",
    );
  });

  it("drops a link's visited state, which is the browser's history, in both languages", () => {
    expect(normaliseUtterance("en-us\tHome link visited.")).toBe("en-us: Home link.");
    expect(normaliseUtterance("es-us\tInicio enlace visitado.")).toBe("es-us: Inicio enlace.");
    expect(normaliseUtterance("en-us\tMedicare Guide, home visited link.")).toBe("en-us: Medicare Guide, home link.");
    expect(normaliseUtterance("en-us\tVisited places link.")).toBe("en-us: Visited places link.");
  });

  it("writes each action and what was heard, or silence", () => {
    expect(
      formatTranscript("Quiz", [
        { action: "press Return", speech: ["en-us\tThere is a problem region.", "en-us\tSelect an answer."] },
        { action: "press Escape", speech: [] },
      ]),
    ).toBe(
      "# Quiz\n\n> press Return\n  en-us: There is a problem region.\n  en-us: Select an answer.\n> press Escape\n  (silence)\n",
    );
  });

  it("diffs line by line: nothing when equal, - expected and + heard otherwise", () => {
    const expected = "a\nb\nc\nd\ne\nf\ng";
    expect(diffLines(expected, expected)).toBe("");
    const diff = diffLines(expected, "a\nb\nc\nD\ne\nf\ng");
    expect(diff.split("\n")).toEqual(["  b", "  c", "- d", "+ D", "  e", "  f", "  ..."]);
  });

  it("keeps what kinds of things the page summary counts, not the counts, in both languages", () => {
    expect(
      steadySummary("en-us\tPage has 12 landmarks, 27 headings, 1 form, 2 visited links, 77 unvisited links."),
    ).toBe("en-us\tPage has [n] landmark(s), [n] heading(s), [n] form(s), [n] link(s).");
    expect(
      steadySummary(
        "es-us\tLa página tiene 21 puntos de referencia, 17 encabezados, 1 formulario, 1 tabla, 5 enlaces visitados, 80 enlaces no visitados.",
      ),
    ).toBe(
      "es-us\tLa página tiene [n] punto(s) de referencia, [n] encabezado(s), [n] formulario(s), [n] tabla(s), [n] enlace(s).",
    );
  });
});
