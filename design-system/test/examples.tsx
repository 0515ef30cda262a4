import { cleanup } from "@testing-library/react";
import { describe, it } from "vitest";
import type { ComponentExample } from "../src/examples.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { renderWithLang } from "./render.tsx";

/** Runs axe over every example of a component, in English and Spanish. */
export function describeExamplesAxe(component: string, examples: ComponentExample[]): void {
  describe(`${component} examples pass axe`, () => {
    for (const lang of ["en", "es"] as const) {
      for (const example of examples) {
        it(`${example.name} (${lang})`, async () => {
          const { container } = renderWithLang(<>{example.render()}</>, lang);
          await expectNoAxeViolations(container);
          cleanup();
        });
      }
    }
  });
}
