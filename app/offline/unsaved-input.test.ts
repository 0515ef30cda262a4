/** @vitest-environment jsdom */
import { describe, expect, it } from "vitest";
import { hasUnsavedInput } from "./unsaved-input.ts";

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

describe("hasUnsavedInput: never reload a form being filled (issue 28)", () => {
  it("is false on a page as loaded", () => {
    const doc = page(
      '<form><input name="a" value="x"><input type="radio" name="r" checked><textarea>t</textarea><select><option>1</option><option selected>2</option></select><input type="hidden" value="h"></form>',
    );
    expect(hasUnsavedInput(doc)).toBe(false);
  });

  it("is true once a text, a choice or a list changed", () => {
    const text = page('<input value="x">');
    (text.querySelector("input") as HTMLInputElement).value = "y";
    expect(hasUnsavedInput(text)).toBe(true);

    const radio = page('<input type="radio" name="r">');
    (radio.querySelector("input") as HTMLInputElement).checked = true;
    expect(hasUnsavedInput(radio)).toBe(true);

    const area = page("<textarea></textarea>");
    (area.querySelector("textarea") as HTMLTextAreaElement).value = "note";
    expect(hasUnsavedInput(area)).toBe(true);

    const select = page("<select><option>1</option><option>2</option></select>");
    (select.querySelector("select") as HTMLSelectElement).selectedIndex = 1;
    expect(hasUnsavedInput(select)).toBe(true);
  });

  it("ignores hidden fields and buttons a script changed", () => {
    const doc = page('<input type="hidden" value="a"><input type="submit" value="Go">');
    for (const input of doc.querySelectorAll("input")) input.value = "changed";
    expect(hasUnsavedInput(doc)).toBe(false);
  });
});
