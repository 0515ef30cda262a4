/**
 * A tool is a folder (README "Add a tool"): for every tool of the registry (content/routes/tools.ts) the folder
 * holds its model, the model's tests and its view, which is the route module the route table names; and every
 * folder of app/tools but shared/ is a tool of the registry (a folder without strings would never be a page).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_ROUTES, TOOL_DEFINITIONS } from "@medicare-guide/content/routes";

const TOOLS_DIR = import.meta.dirname;

describe("tool folders", () => {
  it("every tool has model.ts, model.test.ts and the view its route names", () => {
    for (const { slug } of TOOL_DEFINITIONS) {
      const route = SITE_ROUTES.find((r) => r.tool === slug);
      expect(route?.path).toBe(`/tools/${slug}`);
      for (const file of ["model.ts", "model.test.ts"])
        expect(existsSync(join(TOOLS_DIR, slug, file)), `${slug}/${file}`).toBe(true);
      expect(existsSync(join(TOOLS_DIR, "..", route?.file ?? "")), `app/${route?.file}`).toBe(true);
    }
  });

  it("every folder of app/tools (but shared/) is a tool of the registry", () => {
    const folders = readdirSync(TOOLS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "shared")
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(TOOL_DEFINITIONS.map((tool) => tool.slug).sort());
  });
});
