// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contrastRatio, CONTRAST_PAIRS, customProperties } from "./contrast.ts";

const tokens = readFileSync(join(import.meta.dirname, "../../design-system/src/tokens/tokens.css"), "utf8");
const themes = readFileSync(join(import.meta.dirname, "../../design-system/src/tokens/themes.css"), "utf8");
const standard = customProperties(tokens, ":root");
const high = { ...standard, ...customProperties(themes, 'html[data-theme="high-contrast"]') };
const lowGlare = { ...standard, ...customProperties(themes, 'html[data-theme="low-glare"]') };

describe("theme contrast (the promises the docs publish)", () => {
  it("computes WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
  });
  it("standard theme: text >= 4.5:1, non-text >= 3:1", () => {
    for (const pair of CONTRAST_PAIRS) {
      const ratio = contrastRatio(standard[pair.fg]!, standard[pair.bg]!);
      expect(ratio, `${pair.use} ${ratio}`).toBeGreaterThanOrEqual(pair.use.includes("non-text") ? 3 : 4.5);
    }
  });
  it("high-contrast theme: text >= 7:1 (WCAG 1.4.6), non-text >= 3:1", () => {
    for (const pair of CONTRAST_PAIRS) {
      const ratio = contrastRatio(high[pair.fg]!, high[pair.bg]!);
      expect(ratio, `${pair.use} ${ratio}`).toBeGreaterThanOrEqual(pair.use.includes("non-text") ? 3 : 7);
    }
  });
  it("low-glare theme (issue 17): text >= 7:1 on a dark background, non-text >= 3:1, no pure white or pure black", () => {
    expect(contrastRatio(lowGlare["--mg-color-bg"]!, "#000000")).toBeLessThan(2);
    for (const pair of CONTRAST_PAIRS) {
      const ratio = contrastRatio(lowGlare[pair.fg]!, lowGlare[pair.bg]!);
      expect(ratio, `${pair.use} ${ratio}`).toBeGreaterThanOrEqual(pair.use.includes("non-text") ? 3 : 7);
    }
    for (const [name, value] of Object.entries(customProperties(themes, 'html[data-theme="low-glare"]'))) {
      if (!name.startsWith("--mg-color-")) continue;
      expect([name, value.toLowerCase()]).not.toEqual([name, "#ffffff"]);
      expect([name, value.toLowerCase()]).not.toEqual([name, "#000000"]);
    }
  });
});
