/**
 * Typed i18n keys. The @ts-expect-error lines are the test: if resources.d.ts stopped typing the keys, those
 * lines would compile and `npm run typecheck` would fail on the unused directive. The runtime part checks that
 * every namespace of locales/en is declared, so a new locale file cannot escape the typing.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TOOL_DEFINITIONS } from "@medicare-guide/content/routes";
import { getI18n } from "./index.ts";

describe("typed i18n keys", () => {
  it("a wrong key fails typecheck; a right one translates", () => {
    const t = getI18n("en").t;
    // @ts-expect-error "header.nav.hom" is not a key of locales/en/common.json
    expect(t("header.nav.hom")).toBe("header.nav.hom");
    expect(t("header.nav.home")).toBe("Home");
    // @ts-expect-error the key lives in the "routes" namespace, not in "faq"
    expect(typeof t("faq:medicare-101")).toBe("string");
  });

  it("declares every namespace of locales/en and of locales/en/ds (a tool's in its view)", () => {
    const declaration = readFileSync(join(import.meta.dirname, "resources.d.ts"), "utf8");
    const locales = join(import.meta.dirname, "..", "..", "locales", "en");
    const tools = new Set(TOOL_DEFINITIONS.map((tool) => `tool-${tool.slug}.json`));
    for (const file of readdirSync(locales).filter((f) => f.endsWith(".json") && !tools.has(f)))
      expect(declaration).toContain(`"../../locales/en/${file}"`);
    // A tool's strings are typed by its view's entry in the ToolRegistry (content/routes/tools.ts).
    for (const { slug } of TOOL_DEFINITIONS) {
      const folder = join(import.meta.dirname, "..", "tools", slug);
      const views = readdirSync(folder).filter((f) => /^[A-Z]\w*View\.tsx$/.test(f));
      const view = views.map((f) => readFileSync(join(folder, f), "utf8")).join("\n");
      expect(view, `app/tools/${slug}: no ToolRegistry entry`).toContain(`"${slug}": typeof en;`);
    }
    for (const file of readdirSync(join(locales, "ds")).filter((f) => f.endsWith(".json")))
      expect(declaration).toContain(`"../../locales/en/ds/${file}"`);
  });
});
