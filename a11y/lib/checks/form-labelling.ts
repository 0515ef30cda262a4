/**
 * Labels a manual tester questions (WCAG 1.3.1, 2.4.6, 3.3.2), beyond forms.ts's groups, wrapper hints
 * and autocomplete:
 * - two labels for one field (which one is read depends on the screen reader);
 * - one label text for two fields of one form (which is which?), unless each sits in its own named group;
 * - a label far from its field (at 200 % zoom or with a magnifier the pair is never on screen together);
 * - a hint written beside a field (the element right before or after it, or after its label) that the
 *   field's aria-describedby does not reference: heard by nobody who tabs into the field.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import type { CheckOutcome } from "./types.ts";

/** A label further than this from its field (edge to edge, px) is far from it. */
const FAR_PX = 160;

export async function checkFormLabelling(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  return page.evaluate(
    ({ skip, far }) => {
      const h = window.mgA11y!;
      const failures: { element: string; detail: string }[] = [];
      const fail = (el: Element, detail: string) => failures.push({ element: h.describe(el), detail });
      const norm = (s: string) =>
        s
          .toLowerCase()
          .replace(/[*:()]+/g, " ")
          .replace(/\s+/g, " ")
          .trim();
      const fields = [
        ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
          "input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image]), select, textarea",
        ),
      ].filter((f) => h.visible(f) && !h.waived(f, skip));
      const byName = new Map<string, (typeof fields)[number][]>();
      const hintWords =
        /\b(e\.g\.|for example|must|format|at least|up to|between|digits|characters|optional|we will|por ejemplo|debe|formato|al menos|hasta|entre|d[ií]gitos|caracteres|opcional)\b/i;
      for (const f of fields) {
        const labels = [...(f.labels ?? [])].filter((l) => h.visible(l));
        const choice = f instanceof HTMLInputElement && (f.type === "radio" || f.type === "checkbox");
        if (labels.length >= 2)
          fail(f, `${labels.length} labels for one field ("${labels.map((l) => h.text(l)).join('" and "')}")`);
        const name = norm(h.name(f));
        if (name && !choice) {
          const group = f.closest("fieldset, [role=group], [role=radiogroup]");
          const key = `${f.form?.id ?? (f.form ? "form" : "")}|${group ? h.name(group) || h.text(group.querySelector("legend") ?? group).slice(0, 40) : ""}|${name}`;
          byName.set(key, [...(byName.get(key) ?? []), f]);
        }
        // Label distance (visual): edge-to-edge gap between the label box and the field box.
        const label = labels[0];
        if (label && !label.contains(f) && !choice) {
          const a = label.getBoundingClientRect();
          const b = f.getBoundingClientRect();
          const dx = Math.max(0, b.left - a.right, a.left - b.right);
          // A hint the field's aria-describedby names may sit between them (label, hint, field): not distance.
          const between = (f.getAttribute("aria-describedby") ?? "")
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.getBoundingClientRect())
            .filter((r): r is DOMRect => Boolean(r && r.top >= a.bottom - 1 && r.bottom <= b.top + 1))
            .reduce((sum, r) => sum + r.height, 0);
          const dy = Math.max(0, b.top - a.bottom - between, a.top - b.bottom);
          if (Math.hypot(dx, dy) > far)
            fail(f, `its label "${h.text(label).slice(0, 30)}" is ${Math.round(Math.hypot(dx, dy))} px away`);
        }
        // Hints right beside the field (or right after its label) must be in aria-describedby.
        const described = new Set((f.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean));
        const tied = (el: Element) =>
          [...described].some((id) => {
            const d = document.getElementById(id);
            return Boolean(d && (d === el || d.contains(el) || el.contains(d)));
          });
        const beside = [f.previousElementSibling, f.nextElementSibling, label?.nextElementSibling].filter(
          (e): e is Element =>
            Boolean(e) && e !== f && !e!.matches("label, input, select, textarea, button, br") && !e!.contains(f),
        );
        for (const el of beside) {
          const t = h.text(el);
          if (!t || !h.visible(el) || !hintWords.test(t) || tied(el) || el.closest("[aria-live], [role=status]"))
            continue;
          fail(f, `the hint "${t.slice(0, 50)}" beside it is not in its aria-describedby`);
          break;
        }
      }
      for (const [key, list] of byName)
        if (list.length > 1)
          fail(list[1]!, `${list.length} fields labelled "${key.split("|").pop()}" in one form: which is which?`);
      return { examined: fields.length, failures };
    },
    { skip: waivers, far: FAR_PX },
  );
}
