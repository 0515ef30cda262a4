import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import en from "../../locales/en/offline.json";
import es from "../../locales/es/offline.json";
import { MANIFEST_ICONS, THEME_COLORS, webManifest, webManifestPath } from "./web-manifest.ts";

const tokens = readFileSync(new URL("../../design-system/src/tokens/tokens.css", import.meta.url), "utf8");
const themes = readFileSync(new URL("../../design-system/src/tokens/themes.css", import.meta.url), "utf8");

describe("web app manifest per language (issue 28)", () => {
  it("names the app, its language and its start page in each language", () => {
    const english = webManifest("en", en.manifest);
    const spanish = webManifest("es", es.manifest);
    expect(english).toMatchObject({ id: "/", start_url: "/", lang: "en-US", dir: "ltr", name: "Medicare Guide" });
    expect(spanish).toMatchObject({ id: "/es", start_url: "/es", lang: "es-US", dir: "ltr", name: "Guía de Medicare" });
    expect(webManifestPath("en")).toBe("/manifest.webmanifest");
    expect(webManifestPath("es")).toBe("/es/manifest.webmanifest");
  });

  it("lists 192 and 512 icons and a maskable one, as installing asks", () => {
    const sizes = MANIFEST_ICONS.filter((i) => i.type === "image/png").map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  });

  it("uses the themes' colours: standard primary and background, low-glare background", () => {
    expect(tokens).toMatch(new RegExp(`--mg-color-primary: ${THEME_COLORS.standard};`));
    expect(tokens).toMatch(new RegExp(`--mg-color-bg: ${THEME_COLORS.background};`));
    const lowGlare = themes.slice(themes.indexOf('html[data-theme="low-glare"]'));
    expect(lowGlare).toMatch(new RegExp(`--mg-color-bg: ${THEME_COLORS.lowGlare};`));
  });
});
