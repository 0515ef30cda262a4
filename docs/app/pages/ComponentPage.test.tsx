import { render, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { ComponentExample } from "@medicare-guide/design-system";
import { componentCode } from "../component-code.ts";
import { componentNames } from "../component-list.ts";
import { codeInProse } from "../prose.ts";
import ComponentPage from "./ComponentPage.tsx";

const exampleModules = import.meta.glob<{ examples: ComponentExample[] }>(
  "../../../design-system/src/components/*/*.examples.tsx",
  { eager: true },
);
const names = componentNames();

/** The page as the docs build prerenders it, from the same loader data (the code read by the compiler). */
function renderPage(name: string) {
  const loaderData = componentCode(name);
  const props = { loaderData, params: { name }, matches: [] } as unknown as Parameters<typeof ComponentPage>[0];
  const view = render(
    <MemoryRouter>
      <ComponentPage {...props} />
    </MemoryRouter>,
  );
  return { ...view, loaderData };
}

describe("component docs pages agree with the code", () => {
  // The one compiler session (about 1-2 s, more on a busy machine) before the per-page timeouts start.
  beforeAll(() => void componentCode(names[0]!), 60_000);

  it("has a page for every component folder", () => {
    expect(names.length).toBeGreaterThan(25);
  });

  // One rendering per page (about 0.3 s each): the examples' source, the props and the prose are checked on it.
  it.each(names)("%s: shows each example's source, a description of every prop, and prose without code", (name) => {
    const { container, loaderData } = renderPage(name);

    const live = exampleModules[`../../../design-system/src/components/${name}/${name}.examples.tsx`]?.examples ?? [];
    // The parser and the module the page renders must list the same examples, or a source sits under the wrong one.
    expect(loaderData.examples.map((e) => e.name)).toEqual(live.map((e) => e.name));
    for (const example of loaderData.examples) {
      const section = container.querySelector(`section[aria-label="Example: ${CSS.escape(example.name)}"]`);
      const shown = section?.querySelector(".docs-source pre code")?.textContent ?? "";
      expect(example.source.trim()).not.toBe("");
      expect({ example: example.name, shown }).toEqual({ example: example.name, shown: example.source });
    }

    expect(loaderData.summary.length).toBeGreaterThan(20);
    expect(loaderData.tables.length).toBeGreaterThan(0);
    for (const table of loaderData.tables) {
      const region = within(container).getByRole("region", { name: table.interfaceName });
      // One row per prop plus the header row: the table prints every prop the interface declares.
      expect(within(region).getAllByRole("row")).toHaveLength(table.props.length + 1);
      const propsWithoutJsDoc = table.props.filter((p) => !p.doc).map((p) => `${table.interfaceName}.${p.name}`);
      expect(propsWithoutJsDoc).toEqual([]);
    }

    expect(codeInProse(container)).toEqual([]);
  });
});
