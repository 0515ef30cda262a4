/** @vitest-environment jsdom */
import { describe, expect, it } from "vitest";
import { fieldBaseline, hasUnsavedInput } from "./unsaved-input.ts";

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

describe("hasUnsavedInput: never reload a form being filled (issue 28)", () => {
  it("is false on a page as loaded, prefilled fields included", () => {
    const doc = page(
      '<form><input name="a" value="x"><input type="radio" name="r" checked><textarea>t</textarea><select><option>1</option><option selected>2</option></select><input type="hidden" value="h"></form>',
    );
    expect(hasUnsavedInput(doc, fieldBaseline(doc))).toBe(false);
  });

  it("is true once a text, a choice or a list changed", () => {
    const text = page('<input value="x">');
    const textBaseline = fieldBaseline(text);
    (text.querySelector("input") as HTMLInputElement).value = "y";
    expect(hasUnsavedInput(text, textBaseline)).toBe(true);

    const radio = page('<input type="radio" name="r">');
    const radioBaseline = fieldBaseline(radio);
    (radio.querySelector("input") as HTMLInputElement).checked = true;
    expect(hasUnsavedInput(radio, radioBaseline)).toBe(true);

    const select = page("<select><option>1</option><option>2</option></select>");
    const selectBaseline = fieldBaseline(select);
    (select.querySelector("select") as HTMLSelectElement).selectedIndex = 1;
    expect(hasUnsavedInput(select, selectBaseline)).toBe(true);
  });

  it("sees typing React mirrored into the value attribute (defaultValue follows the value)", () => {
    const doc = page("<input>");
    const baseline = fieldBaseline(doc);
    const input = doc.querySelector("input") as HTMLInputElement;
    input.value = "Ana";
    input.defaultValue = "Ana";
    expect(hasUnsavedInput(doc, baseline)).toBe(true);
  });

  it("counts a field that appeared later as filled once it holds anything", () => {
    const doc = page("<div></div>");
    const baseline = fieldBaseline(doc);
    doc.body.innerHTML = "<textarea></textarea>";
    expect(hasUnsavedInput(doc, baseline)).toBe(false);
    (doc.querySelector("textarea") as HTMLTextAreaElement).value = "note";
    expect(hasUnsavedInput(doc, baseline)).toBe(true);
  });

  it("ignores hidden fields and buttons a script changed", () => {
    const doc = page('<input type="hidden" value="a"><input type="submit" value="Go">');
    const baseline = fieldBaseline(doc);
    for (const input of doc.querySelectorAll("input")) input.value = "changed";
    expect(hasUnsavedInput(doc, baseline)).toBe(false);
  });
});
