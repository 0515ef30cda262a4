/**
 * Whether the visitor has typed or chosen something on this page that a reload would lose (issue 28: "a form
 * being filled is never reloaded under the visitor"): any form field whose value differs from the one the page
 * was loaded with.
 */
export function hasUnsavedInput(doc: Document): boolean {
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input, textarea, select",
  )) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) return true;
    } else if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (
      field instanceof HTMLInputElement &&
      ["hidden", "submit", "button", "reset", "image"].includes(field.type)
    ) {
      continue;
    } else if (field.value !== field.defaultValue) return true;
  }
  return false;
}
