// @vitest-environment node
import { expect, it } from "vitest";
import { validateContent } from "./validate.ts";

it("all content is valid (schemas, translations, cross references)", async () => {
  expect(await validateContent()).toEqual([]);
});
