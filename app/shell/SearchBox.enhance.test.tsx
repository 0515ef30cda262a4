/**
 * The header's search on a reading page (issue 29): the GET form SearchBox.tsx prerenders, with SearchBox.enhance.ts
 * doing what the hydrated box does (spec: an empty search does nothing; a term goes to the search page trimmed).
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { prerenderInSite } from "../test/render.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { enhanceSearchBox } from "./SearchBox.enhance.ts";

function submit(term: string): HTMLInputElement {
  const box = document.querySelector<HTMLInputElement>('input[name="q"]')!;
  box.value = term;
  box.form!.requestSubmit();
  return box;
}

/** The addresses the enhancement loaded. It listens on the document: enhanced once for the whole file. */
const loaded: string[] = [];
beforeAll(() => enhanceSearchBox(document, (href) => loaded.push(href)));

afterEach(() => {
  document.body.innerHTML = "";
  loaded.length = 0;
});

describe("SearchBox on a reading page", () => {
  it("an empty or blank term does nothing: no page load, focus in the box", () => {
    prerenderInSite(<SearchBox variant="header" />);
    const box = submit("   ");
    expect(loaded).toEqual([]);
    expect(document.activeElement).toBe(box);
  });

  it("a term goes to the search page, trimmed, and the box is cleared", () => {
    prerenderInSite(<SearchBox variant="header" />);
    const box = submit("  Part B & IRMAA ");
    expect(loaded).toEqual(["/search?q=Part%20B%20%26%20IRMAA"]);
    expect(box.value).toBe("");
  });

  it("in Spanish, the Spanish search page", () => {
    prerenderInSite(<SearchBox variant="menu" />, { lang: "es", path: "/es" });
    submit("año");
    expect(loaded).toEqual(["/es/search?q=a%C3%B1o"]);
  });
});
