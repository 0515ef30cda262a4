import { describe, expect, it } from "vitest";
import { lazyPageStrings } from "./lazy-page-strings.ts";

const page = (rest: string) => `import { useTranslation } from "react-i18next";
import en from "../../../locales/en/faq.json";
import es from "../../../locales/es/faq.json";
import { registerStrings } from "../../i18n/index.ts";

registerStrings("faq", { en, es });
${rest}`;

describe("lazyPageStrings (the browser build's page strings, issue 10)", () => {
  it("turns both JSON imports into loaders awaited at the module's top level", () => {
    const out = lazyPageStrings(page("export const X = 1;\n"), "/app/i18n/index.ts") ?? "";
    expect(out).toContain('import { registerPageStrings as __mgRegisterPageStrings } from "/app/i18n/index.ts";');
    expect(out).toContain(
      'await __mgRegisterPageStrings("faq", { en: () => import("../../../locales/en/faq.json"), es: () => import("../../../locales/es/faq.json") });',
    );
    expect(out).not.toMatch(/import (en|es) from/);
    expect(out).toContain("export const X = 1;");
  });

  it("keeps object keys, comments and type positions named en/es", () => {
    const rest = `// en and es: both languages\nconst URLS = { en: "https://a", es: "https://b" };\ntype T = typeof en;\n`;
    expect(lazyPageStrings(page(rest), "/i18n.ts")).toContain("const URLS = { en:");
  });

  it("leaves a module that reads the JSON elsewhere as it is", () => {
    expect(lazyPageStrings(page("export const TERMS = en.acr;\n"), "/i18n.ts")).toBeNull();
    expect(lazyPageStrings(page("const pick = (l) => (l ? en : es);\n"), "/i18n.ts")).toBeNull();
  });

  it("leaves other shapes as they are", () => {
    const picked = page("").replace("{ en, es }", "{ en: { errors: en.errors }, es }");
    expect(lazyPageStrings(picked, "/i18n.ts")).toBeNull();
    expect(lazyPageStrings(page("").replace(/import es from .*\n/, ""), "/i18n.ts")).toBeNull();
  });
});
