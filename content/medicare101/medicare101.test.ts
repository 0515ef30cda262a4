import { describe, expect, it } from "vitest";
import { formatFigure } from "../figures/index.ts";
import { FEATURED_TOOLS, TOPICS } from "./data.ts";
import { getFeaturedTools, getTopics } from "./index.ts";
import type { Topic } from "./types.ts";
import { REQUIRED_TOPICS, validate, validateMedicare101 } from "./validate.ts";

const clone = (): Topic[] => structuredClone(TOPICS) as Topic[];

describe("Medicare 101 content", () => {
  it("is valid and covers every required topic", () => {
    expect(validate()).toEqual([]);
    expect(TOPICS.map((t) => t.id)).toEqual([...REQUIRED_TOPICS]);
  });

  it("fills in this year's figures from content/figures, per language", () => {
    const partB = getTopics("en").find((t) => t.id === "part-b")!;
    expect(partB.summary).toContain(formatFigure("partB.premium", "en"));
    expect(partB.summary).not.toContain("{{");
    const es = getTopics("es").find((t) => t.id === "irmaa")!;
    expect(es.summary).toContain(formatFigure("irmaa.single.threshold1", "es"));
    expect(es.summary).toMatch(/^IRMAA significa ajuste mensual relacionado con el ingreso\. Si sus ingresos/);
  });

  it("localizes titles, related links and tools", () => {
    expect(getTopics("es")[0]!.title).toBe("Parte A (Seguro de hospital)");
    expect(
      getTopics("en")
        .find((t) => t.id === "irmaa")!
        .related.map((r) => r.href),
    ).toEqual(["/tools/irmaa-calculator", "/path/irmaa-planning"]);
    expect(getFeaturedTools("es").map((t) => t.title)).toContain("Calculadora del IRMAA");
  });

  it("reports a missing translation, a missing topic, a dangling link, a bad or unmatched figure token", () => {
    const untranslated = clone();
    untranslated[0]!.title.es = "";
    expect(validateMedicare101(untranslated, FEATURED_TOOLS).join("\n")).toMatch(/0\.title\.es/);

    expect(validateMedicare101(clone().slice(1), FEATURED_TOOLS).join("\n")).toMatch(/missing topic part-a/);

    const dangling = clone();
    dangling[0]!.href = "/nowhere";
    expect(validateMedicare101(dangling, FEATURED_TOOLS).join("\n")).toMatch(
      /\/nowhere, which is neither built nor planned/,
    );

    const badToken = clone();
    badToken[0]!.summary.en = "Costs {{fig:no.such.figure}}.";
    badToken[0]!.summary.es = "Cuesta {{fig:no.such.figure}}.";
    expect(validateMedicare101(badToken, FEATURED_TOOLS).join("\n")).toMatch(/part-a \(en\).*Unknown Medicare figure/);

    const unmatched = clone();
    unmatched[1]!.summary.es = "La prima estándar cambia cada año.";
    expect(validateMedicare101(unmatched, FEATURED_TOOLS).join("\n")).toMatch(/different figures/);
  });
});
