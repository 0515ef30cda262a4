/**
 * A tool's form as a GET form (spec "Progressive enhancement"): before hydration the browser submits the
 * visible, named fields as the page's query; once the page runs, the same query fills the form and the
 * result is computed. The kind of each value comes from the form's own elements, so every tool gets this
 * without listing its fields: radios (one value), checkboxes (every value), number boxes (marked
 * data-number by the design system's NumberField, typed text like "$85,000" read as 85000), the three
 * boxes of a memorable date (`<name>-month|day|year`), and text boxes (as typed).
 * Unknown names are ignored; every value still goes through the tool's zod schema, so a bad value gets
 * the same message beside its field and in the summary as a bad typed one.
 */

import { HELD_SUBMISSION_KEY_PREFIX } from "../../shell/display-preferences.ts";

export type QueryValue = string | string[] | number | { month: string; day: string; year: string };

const DATE_PART = /^(.+)-(month|day|year)$/;

/** "$85,000" or " 85000 " -> 85000; anything that is not a plain number -> NaN (the schema reports it). */
export function parseQueryNumber(text: string): number {
  const cleaned = text.replace(/[\s$,]/g, "");
  if (cleaned === "" || !/^-?\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** The form's values found in the query, by field name; null when the query names none of its fields. */
export function valuesFromQuery(form: HTMLFormElement, params: URLSearchParams): Record<string, QueryValue> | null {
  const values: Record<string, QueryValue> = {};
  for (const name of new Set(params.keys())) {
    const elements = Array.from(form.elements).filter(
      (el): el is HTMLInputElement =>
        el instanceof HTMLInputElement && (el.name === name || el.getAttribute("data-held-name") === name),
    );
    const first = elements[0];
    if (!first) continue;
    const date = DATE_PART.exec(name);
    if (date) {
      const [, base, part] = date as unknown as [string, string, "month" | "day" | "year"];
      const current = (values[base] as { month: string; day: string; year: string } | undefined) ?? {
        month: "",
        day: "",
        year: "",
      };
      current[part] = (params.get(name) ?? "").slice(0, 4);
      values[base] = current;
    } else if (first.type === "checkbox") {
      values[name] = params.getAll(name);
    } else if (first.type === "radio") {
      values[name] = params.get(name) ?? "";
    } else if (first.hasAttribute("data-number")) {
      values[name] = parseQueryNumber(params.getAll(name).find((v) => v.trim() !== "") ?? "");
    } else {
      values[name] = (params.get(name) ?? "").slice(0, 200);
    }
  }
  return Object.keys(values).length > 0 ? values : null;
}

/** The query that reproduces the form's current inputs (what Share links to where inputs are not personal). */
export function queryFromForm(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string" || value === "") continue;
    const el = form.elements.namedItem(name);
    const input = el instanceof HTMLInputElement ? el : null;
    params.append(name, input?.hasAttribute("data-number") ? String(parseQueryNumber(value)) : value);
  }
  return params.toString();
}

/**
 * A submission the inline bootstrap kept in this tab (instead of the URL) because the page was not yet
 * hydrated and its inputs are personal; read once and removed. Null where there is none or storage fails.
 */
export function takeHeldSubmission(pathname: string): URLSearchParams | null {
  try {
    const key = HELD_SUBMISSION_KEY_PREFIX + pathname;
    const held = sessionStorage.getItem(key);
    if (held === null) return null;
    sessionStorage.removeItem(key);
    return new URLSearchParams(held);
  } catch {
    return null;
  }
}
