/**
 * `npm run new:tool`: the generator writes the six files of a tool, named after its id, into a scratch copy of
 * the folders it reads (locales/en for the hub's next place), refuses a bad or taken id, and the strings it writes
 * are in parity and name the tool's own error key. That the generated tool passes typecheck, lint, validate and
 * its tests was checked by generating one in the real tree (README "Add a tool").
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { generateTool } from "./generate.ts";

const ROOT = join(import.meta.dirname, "..", "..");
let scratch: string;

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), "new-tool-"));
  cpSync(join(ROOT, "locales", "en"), join(scratch, "locales", "en"), { recursive: true });
  cpSync(join(ROOT, ".prettierrc.json"), join(scratch, ".prettierrc.json"));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** Every key path of a JSON value ("result.summary.month"). */
const keys = (value: unknown, prefix = ""): string[] =>
  value && typeof value === "object"
    ? Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe("npm run new:tool", () => {
  it("writes the model, its test, the view, its test and both strings files, named after the id", async () => {
    const written = await generateTool(scratch, "premium-period-x");
    expect(written).toEqual([
      "app/tools/premium-period-x/model.ts",
      "app/tools/premium-period-x/model.test.ts",
      "app/tools/premium-period-x/PremiumPeriodXView.tsx",
      "app/tools/premium-period-x/PremiumPeriodXView.test.tsx",
      "locales/en/tool-premium-period-x.json",
      "locales/es/tool-premium-period-x.json",
    ]);
    const read = (path: string) => readFileSync(join(scratch, path), "utf8");
    const view = read("app/tools/premium-period-x/PremiumPeriodXView.tsx");
    expect(view).toContain('"premium-period-x": typeof en;');
    expect(view).toContain('export const NS = "tool-premium-period-x";');
    expect(view).toContain("export default PremiumPeriodXView;");
    expect(read("app/tools/premium-period-x/model.ts")).toContain('"tool-premium-period-x:errors.period"');
    const en = JSON.parse(read("locales/en/tool-premium-period-x.json"));
    const es = JSON.parse(read("locales/es/tool-premium-period-x.json"));
    expect(keys(es)).toEqual(keys(en));
    expect(en.errors.period).toBeTruthy();
    expect(en.lede).toMatch(/\{\{term:[a-z-]+\|/);
  });

  it("puts the card after the last of its hub group", async () => {
    await generateTool(scratch, "first-new");
    await generateTool(scratch, "second-new");
    const order = (id: string) =>
      JSON.parse(readFileSync(join(scratch, "locales", "en", `tool-${id}.json`), "utf8")).tool.hub.order;
    expect(order("second-new")).toBe(order("first-new") + 1);
  });

  it("refuses an id that is not lower-case words joined by hyphens, and one already taken", async () => {
    await expect(generateTool(scratch, "PartB")).rejects.toThrow(/not a tool id/);
    await expect(generateTool(scratch, "part-b-")).rejects.toThrow(/not a tool id/);
    await generateTool(scratch, "taken");
    await expect(generateTool(scratch, "taken")).rejects.toThrow(/already exists/);
  });
});
