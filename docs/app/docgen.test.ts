// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readComponentCode } from "./docgen.ts";

/**
 * A component written the way that fooled the old comment pattern: a documented type alias right before the
 * props interface (the docs printed "Kinds of alert. *\/ export type AlertVariant = …" as the description),
 * a multi-line JSDoc, a type holding "=>" and braces, and an example that uses a helper of its file.
 */
const COMPONENT = `import type { ReactNode } from "react";

/** Kinds of thing. */
export type ThingVariant = "a" | "b";

export interface ThingProps extends Omit<BaseProps, "children"> {
  /** The label. */
  label: ReactNode;
  /**
   * Called on change,
   * with the value.
   */
  onChange?: (value: { a: number; b: string }) => void;
  variant?: ThingVariant;
}

interface BaseProps { children?: ReactNode }

/**
 * Draws the label in a <p>: React Aria's Label was not used (issue 10).
 * @param props the props
 * @summary Shows a thing
 * with its \`label\`.
 */
export function Thing({ label }: ThingProps) {
  return <p>{label}</p>;
}
`;

const EXAMPLES = `import { Thing } from "./Thing.tsx";

const unusedHelper = 1;

function Labelled({ text }: { text: string }) {
  return <Thing label={upper(text)} />;
}

function upper(text: string) {
  return text.toUpperCase();
}

export const examples = [
  {
    name: "Plain",
    description: "Just a label.",
    render: () => (
      <Thing
        label="Hello"
      />
    ),
  },
  {
    name: "With a helper",
    render: () => {
      const text = "hi";
      return <Labelled text={text} />;
    },
  },
];
`;

const root = mkdtempSync(join(tmpdir(), "docgen-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function fixture() {
  mkdirSync(join(root, "Thing"), { recursive: true });
  writeFileSync(join(root, "Thing/Thing.tsx"), COMPONENT);
  writeFileSync(join(root, "Thing/Thing.examples.tsx"), EXAMPLES);
  writeFileSync(
    join(root, "tsconfig.json"),
    JSON.stringify({ include: ["**/*.tsx"], compilerOptions: { jsx: "react-jsx", noEmit: true } }),
  );
  return readComponentCode({ tsconfig: join(root, "tsconfig.json"), componentsDir: root, names: ["Thing"] }).get(
    "Thing",
  )!;
}

describe("readComponentCode (TypeScript compiler API)", () => {
  const thing = fixture();

  it("takes the summary from the @summary tag of the component's own JSDoc, not its notes nor a type's comment", () => {
    expect(thing.summary).toBe("Shows a thing with its `label`.");
  });

  it("reads each prop: name, type as written, optional mark and multi-line JSDoc", () => {
    expect(thing.tables).toEqual([
      {
        interfaceName: "ThingProps",
        extendsClause: 'Omit<BaseProps, "children">',
        props: [
          { name: "label", type: "ReactNode", optional: false, doc: "The label." },
          {
            name: "onChange",
            type: "(value: { a: number; b: string }) => void",
            optional: true,
            doc: "Called on change, with the value.",
          },
          { name: "variant", type: "ThingVariant", optional: true, doc: "" },
        ],
      },
    ]);
  });

  it("gives each example what its render returns, unindented, after the file's helpers it reaches", () => {
    expect(thing.examples).toEqual([
      { name: "Plain", source: '<Thing\n  label="Hello"\n/>' },
      {
        name: "With a helper",
        source: [
          "function Labelled({ text }: { text: string }) {\n  return <Thing label={upper(text)} />;\n}",
          "function upper(text: string) {\n  return text.toUpperCase();\n}",
          'const text = "hi";\nreturn <Labelled text={text} />;',
        ].join("\n\n"),
      },
    ]);
  });
});
