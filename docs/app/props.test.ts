// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseProps } from "./props.ts";

describe("parseProps", () => {
  it("reads props, optional marks, multi-line JSDoc and nested types", () => {
    const [table] = parseProps(`
export interface ThingProps extends Omit<AriaProps, "children"> {
  /** The label. */
  label: ReactNode;
  /**
   * Called on change,
   * with the value.
   */
  onChange?: (value: { a: number; b: string }) => void;
  variant?: "a" | "b";
}`);
    expect(table?.interfaceName).toBe("ThingProps");
    expect(table?.extendsClause).toBe('Omit<AriaProps, "children">');
    expect(table?.props).toEqual([
      { name: "label", type: "ReactNode", optional: false, doc: "The label." },
      {
        name: "onChange",
        type: "(value: { a: number; b: string }) => void",
        optional: true,
        doc: "Called on change, with the value.",
      },
      { name: "variant", type: '"a" | "b"', optional: true, doc: "" },
    ]);
  });

  it("every prop of every design-system component has a JSDoc line (house style)", () => {
    const root = join(import.meta.dirname, "../../design-system/src/components");
    const missing: string[] = [];
    let count = 0;
    for (const name of readdirSync(root)) {
      const file = join(root, name, `${name}.tsx`);
      let source: string;
      try {
        source = readFileSync(file, "utf8");
      } catch {
        continue;
      }
      for (const table of parseProps(source)) {
        for (const prop of table.props) {
          count++;
          if (!prop.doc) missing.push(`${name}: ${table.interfaceName}.${prop.name}`);
        }
      }
    }
    expect(count).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
