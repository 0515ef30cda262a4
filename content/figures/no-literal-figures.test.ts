// No Medicare dollar figure may be typed outside content/figures: pages, locale strings and tools read them
// through getFigure / formatFigure / {{fig:...}} tokens. This scans the repo and tests the detector itself.
import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ALLOW_MARKER, findLiteralFigures, knownFigureValues, type LiteralHit } from "./literal-detector.ts";
import { isTestFile, literalFigureReport, scannedFiles } from "./literal-scan.ts";

// Plain string handling: under jsdom the global URL is not Node's.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const known = knownFigureValues();
const scan = (text: string, kind: "code" | "text" = "text"): LiteralHit[] => findLiteralFigures(text, known, kind);
const texts = (hits: LiteralHit[]): string[] => hits.map((h) => h.text);

describe("no literal Medicare figures outside content/figures", () => {
  it("finds none in app/, locales/, content/, design-system/src and functions/", () => {
    const report = literalFigureReport(ROOT);
    expect(report.join("\n"), "Read these from content/figures (getFigure, formatFigure or {{fig:key}})").toBe("");
  });

  it("never scans content/figures itself nor test files", () => {
    const files = scannedFiles(ROOT).map((f) => relative(ROOT, f));
    expect(files.some((f) => f.startsWith(`content${sep}figures${sep}`))).toBe(false);
    expect(files.some(isTestFile)).toBe(false);
  });
});

describe("the literal-figure detector", () => {
  it("catches dollar amounts in any form", () => {
    expect(texts(scan("Part B costs $202.90 a month"))).toEqual(["$202.90"]);
    expect(texts(scan("La prima es US$ 185 al mes"))).toEqual(["US$ 185"]);
    expect(texts(scan("deductible of $1,736 per benefit period"))).toEqual(["$1,736"]);
    expect(texts(scan("a $20 copay and a $5 one"))).toEqual(["$20", "$5"]);
    expect(scan('{ "premium": "$185" }')[0]?.rule).toBe("dollar");
  });

  it("catches amounts written with a currency word", () => {
    expect(texts(scan("paga 185 dólares al mes"))).toEqual(["185 dólares"]);
    expect(texts(scan("about 2,100 dollars"))).toEqual(["2,100 dollars"]);
  });

  it("catches known figures written as thresholds or amounts without a dollar sign", () => {
    expect(texts(scan("incomes above 109,000 pay more"))).toEqual(["109,000"]);
    expect(texts(scan("const firstTier = 109_000;", "code"))).toEqual(["109_000"]);
    expect(texts(scan("if (income > 109000) {", "code"))).toEqual(["109000"]);
    expect(texts(scan("const premium = 202.9;", "code"))).toEqual(["202.9"]);
    expect(texts(scan("Part D IRMAA 14.50 per month"))).toEqual(["14.50"]);
    expect(texts(scan("deductible: 1676,", "code"))).toEqual(["1676"]);
    expect(texts(scan("limit 1,676."))).toEqual(["1,676"]);
  });

  it("reports line and column", () => {
    const [hit] = scan("first line\n  costs $185 now");
    expect(hit).toEqual({ line: 2, column: 9, text: "$185", rule: "dollar" });
  });

  it("leaves years, ages, ZIP codes, phone numbers, versions, timings and tokens alone", () => {
    const clean = [
      "In 2026, at age 65, enter ZIP 90210 or 10001.",
      "Plan year 2024, 2025 and 2026; published 2025-11-19.",
      "Call 1-800-633-4227 (TTY 1-877-486-2048) or 1-800-772-1213.",
      "react-aria-components 1.22.1, axe-core 4.14.1",
      "setTimeout(close, 2000); listen(3000); width: 240px; margin: 1.5rem; opacity: 0.75;",
      "You pay {{fig:partB.premium}} a month ({{fig:partB.premium@2025}} in 2025).",
      "const label = `${formatMoney(value, lang)}`;",
      "days 21-100, days 61-90, 60 lifetime reserve days, 7 months, 63 days, 40 quarters",
      "a 20% coinsurance, 15% limit, 10% per 12 months",
      "#1676ab, id-109000x, v8850",
    ];
    expect(clean.filter((line) => scan(line, "code").length > 0)).toEqual([]);
  });

  it("treats $1-style regex back-references as code, not money, only in code files", () => {
    expect(scan('text.replace(/(\\d+)/, "$1")', "code")).toEqual([]);
    expect(texts(scan('"label": "$1"', "text"))).toEqual(["$1"]);
  });

  it("skips whole-line comments in code files, but not trailing comments nor text files", () => {
    expect(scan("// the spec's 2024 bands: 103,000 / 129,000", "code")).toEqual([]);
    expect(scan(' * Whole US dollars ("$103,000").', "code")).toEqual([]);
    expect(scan("/* $185 */", "code")).toEqual([]);
    expect(texts(scan("const x = 1; // was $185", "code"))).toEqual(["$185"]);
    expect(texts(scan("* Part B is $185 a month", "text"))).toEqual(["$185"]);
  });

  it("skips a line carrying the allow marker", () => {
    expect(scan(`const sample = "$185"; // ${ALLOW_MARKER}: sample input`)).toEqual([]);
  });

  it("knows the figures of every year, unverified and illustrative ones included", () => {
    const values = [174.7, 185, 202.9, 1632, 1676, 1736, 103_000, 109_000, 750_000, 9250, 8000];
    expect(values.filter((value) => !known.has(value))).toEqual([]);
  });
});
