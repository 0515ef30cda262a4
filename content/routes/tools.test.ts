import { describe, expect, it } from "vitest";
import { parseToolBlocks, TOOL_DEFINITIONS, TOOL_GROUPS, toolBlockProblems, toolFilesOnDisk } from "./tools.ts";

const block = {
  name: "Calculator",
  card: { title: "The calculator", text: "Computes." },
  hub: { group: "irmaa", order: 1 },
};

describe("tool registry", () => {
  it("reads a tool from its strings file's block, and skips strings files without one", () => {
    const blocks = parseToolBlocks({ "../../locales/en/tool-x.json": { tool: block }, "tool-calendar.json": {} });
    expect([...blocks.keys()]).toEqual(["x"]);
    expect(blocks.get("x")?.hub).toEqual({ group: "irmaa", order: 1 });
  });

  it("fails closed on a bad block: unknown group, missing words, a place that is not a count, extra keys", () => {
    expect(toolBlockProblems(block)).toEqual([]);
    expect(toolBlockProblems({ ...block, hub: { group: "costs", order: 1 } })).toHaveLength(1);
    expect(toolBlockProblems({ ...block, hub: { group: "irmaa", order: 0 } })).toHaveLength(1);
    expect(toolBlockProblems({ ...block, card: { title: "", text: "x" } })).toHaveLength(1);
    expect(toolBlockProblems({ ...block, name: undefined })).toHaveLength(1);
    expect(toolBlockProblems({ ...block, path: "/tools/x" })).toHaveLength(1);
    expect(() => parseToolBlocks({ "tool-x.json": { tool: { ...block, hub: {} } } })).toThrow(
      /tool-x.json: bad "tool" block/,
    );
  });

  it("the build's blocks (vite.config.ts) and the files on disk name the same tools, in hub order", () => {
    const onDisk = [...parseToolBlocks(toolFilesOnDisk("en")).keys()].sort();
    expect(TOOL_DEFINITIONS.map((tool) => tool.slug).sort()).toEqual(onDisk);
    const places = TOOL_DEFINITIONS.map(({ hub }) => [TOOL_GROUPS.indexOf(hub.group), hub.order] as const);
    expect(places).toEqual(
      [...places].sort(([groupA, orderA], [groupB, orderB]) => groupA - groupB || orderA - orderB),
    );
    expect(TOOL_DEFINITIONS[0]?.slug).toBe("cost-estimator");
  });
});
