// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  forcedColourThemes,
  mergeForcedColours,
  nonColourDeclarations,
  templateSignature,
} from "./forced-colours-cells.ts";

const cell = (width: number, theme: string, problems: string[] = []) => ({
  path: "/faq",
  width,
  theme,
  checks: [] as unknown[],
  problems,
});

describe("forced-colours project cells", () => {
  it("checks the base theme and the themes that set more than colours", () => {
    expect(forcedColourThemes().map((t) => t.id)).toEqual(["standard", "high-contrast"]);
    const css = `html[data-theme="high-contrast"] { --mg-color-text: #000; --mg-focus-width: 4px; }
html[data-theme="low-glare"] { color-scheme: dark; --mg-color-bg: #111; }`;
    expect(nonColourDeclarations(css, "high-contrast")).toEqual(["--mg-focus-width"]);
    expect(nonColourDeclarations(css, "low-glare")).toEqual([]);
    // Low glare that one day changes a border width is checked under forced colours too.
    const wider = `${css}\nhtml[data-theme="low-glare"] { --mg-border-width: 3px; }`;
    expect(forcedColourThemes(wider).map((t) => t.id)).toEqual(["standard", "high-contrast", "low-glare"]);
  });

  it("tells templates apart by their controls, not their words", () => {
    const en = `<body><button class="mg-button" type="button">Send</button><svg class="mg-icon"></svg></body>`;
    const es = `<body><button class="mg-button" type="button">Enviar</button><svg class="mg-icon"></svg></body>`;
    expect(templateSignature(en)).toBe(templateSignature(es));
    expect(templateSignature(en)).not.toBe(templateSignature(`${es}<input type="search" class="mg-field">`));
  });

  it("adds the project's results to the site cell of the same page, width and theme, and names the missing ones", () => {
    const site = [cell(320, "standard"), cell(1280, "standard")];
    const forced = [
      { ...cell(320, "standard", ["forced-colours: button: no border"]), checks: [{ check: "forced-colours" }] },
    ];
    const missing = mergeForcedColours(site, forced, [{ path: "/faq" }], [{ id: "standard" }]);
    expect(site[0]!.checks).toEqual([{ check: "forced-colours" }]);
    expect(site[0]!.problems).toEqual(["forced-colours: button: no border"]);
    expect(missing).toEqual(["forced-colours: /faq 1280px standard"]);
  });
});
