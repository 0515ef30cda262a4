import { render, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { ComponentExample } from "@medicare-guide/design-system";
import { componentCode, componentPageData } from "../component-code.ts";
import { componentNames } from "../component-list.ts";
import { codeInProse, implementerNotesOn } from "../prose.ts";
import ComponentPage from "./ComponentPage.tsx";

const exampleModules = import.meta.glob<{ examples: ComponentExample[] }>(
  "../../../design-system/src/components/*/*.examples.tsx",
  { eager: true },
);
const names = componentNames();

/** A component page's sections, in the order of the CMS Design System's and GOV.UK's component pages. */
const SECTIONS = ["When to use", "When not to use", "How it works", "Accessibility", "Examples", "Props"];

/** The page as the docs build prerenders it, from the same loader data (the code read by the compiler). */
function renderPage(name: string) {
  const loaderData = componentPageData(name);
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

  // One rendering per page (about 0.3 s each): the sections, the examples' source, the props and the prose are
  // checked on it.
  it.each(names)("%s: sections in the anchors' order, each example's source, every prop, no code or notes", (name) => {
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
    // The page's own sections: a live example may hold headings of its own (a Prose article, a page layout).
    const sections = [...container.querySelectorAll("h2")].filter((h) => !h.closest(".docs-example"));
    expect(sections.map((h) => h.textContent)).toEqual(SECTIONS);
    // The keyboard table (or the sentence that says there are no keys) is part of "How it works".
    const howItWorks = [...container.querySelectorAll("h2, h3, caption, p")].map((e) => e.textContent);
    const keys = howItWorks.findIndex(
      (t) => t === `Keyboard interactions of ${name}` || t?.startsWith("Not interactive"),
    );
    expect(keys).toBeGreaterThan(howItWorks.indexOf("How it works"));
    expect(keys).toBeLessThan(howItWorks.indexOf("Accessibility"));
    // The summary is the @summary tag alone: one sentence or two, not the implementers' comment.
    expect(loaderData.summary.length).toBeLessThan(300);
    expect(container.querySelector("h1 + p")?.textContent).toBe(loaderData.summary.replaceAll("`", ""));
    // Each example's code is named for a list of controls, where it is read without the example around it.
    const disclosures = [...container.querySelectorAll(".docs-source > summary")].map((s) => s.textContent);
    expect(disclosures).toEqual(loaderData.examples.map((e) => `Code for the ${name} example “${e.name}”`));
    expect(implementerNotesOn(container)).toEqual([]);
  });
});
