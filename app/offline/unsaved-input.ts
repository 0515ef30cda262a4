/**
 * Whether the visitor has typed or chosen something on this page that a reload would lose (issue 28: "a form
 * being filled is never reloaded under the visitor"). React keeps a controlled field's `value` attribute (its
 * defaultValue) equal to what was typed, so the page's own defaults cannot tell: the fields are read once when
 * the connection module starts (`fieldBaseline`), and each field is compared with that. A field that appeared
 * later (a tool's next step) counts as filled as soon as it holds anything.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const IGNORED_TYPES = new Set(["hidden", "submit", "button", "reset", "image"]);

function fieldsOf(doc: Document): Field[] {
  return [...doc.querySelectorAll<Field>("input, textarea, select")].filter(
    (field) => !(field instanceof HTMLInputElement && IGNORED_TYPES.has(field.type)),
  );
}

/** What the visitor set in a field: its text, whether it is ticked, or which options are chosen. */
function stateOf(field: Field): string {
  if (field instanceof HTMLSelectElement) return [...field.options].map((o) => (o.selected ? "1" : "0")).join("");
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.checked ? "checked" : "";
  return field.value;
}

/** The state a field was given by the page itself (its HTML defaults), for a field the baseline never saw. */
function emptyStateOf(field: Field): string {
  if (field instanceof HTMLSelectElement)
    return [...field.options].map((o) => (o.defaultSelected ? "1" : "0")).join("");
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.defaultChecked ? "checked" : "";
  return "";
}

export type FieldBaseline = WeakMap<Element, string>;

/** Every field's state now (when the page has loaded, before the visitor could type). */
export function fieldBaseline(doc: Document): FieldBaseline {
  const baseline: FieldBaseline = new WeakMap();
  for (const field of fieldsOf(doc)) baseline.set(field, stateOf(field));
  return baseline;
}

export function hasUnsavedInput(doc: Document, baseline: FieldBaseline = new WeakMap()): boolean {
  return fieldsOf(doc).some((field) => stateOf(field) !== (baseline.get(field) ?? emptyStateOf(field)));
}
