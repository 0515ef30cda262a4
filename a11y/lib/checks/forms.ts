/**
 * Forms (WCAG 1.3.1, 3.3.2, 1.3.5): every group of radios or checkboxes sharing
 * a name has a group label (fieldset + legend, or role=group/radiogroup with a
 * name); every visible hint or error beside a field (in the field's own
 * wrapper, outside its label) is referenced by the field's aria-describedby;
 * personal fields (name, e-mail, phone, ZIP, birth date, street address)
 * carry an autocomplete token.
 */
import type { Page } from "@playwright/test";
import type { CheckOutcome } from "./types.ts";

/** Field name/id/label patterns that ask for the visitor's own data, and the tokens that fit them (1.3.5). */
export const PERSONAL_FIELDS: { pattern: string; tokens: string[] }[] = [
  { pattern: "e-?mail|correo", tokens: ["email"] },
  { pattern: "phone|tel[eé]fono|\\btel\\b", tokens: ["tel", "tel-national", "tel-local"] },
  { pattern: "first.?name|given.?name|nombre de pila", tokens: ["given-name"] },
  { pattern: "last.?name|family.?name|surname|apellido", tokens: ["family-name"] },
  { pattern: "full.?name|your.?name|^name$|su nombre|^nombre$", tokens: ["name", "nickname"] },
  { pattern: "zip|postal|c[oó]digo postal", tokens: ["postal-code"] },
  { pattern: "birth|bday|nacimiento", tokens: ["bday", "bday-day", "bday-month", "bday-year"] },
  { pattern: "street|address.?line|direcci[oó]n", tokens: ["street-address", "address-line1", "address-line2"] },
];

export async function checkForms(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  return page.evaluate(
    ({ personal, waivers: skip }) => {
      const h = window.mgA11y!;
      const failures: { element: string; detail: string }[] = [];
      let examined = 0;
      const fields = [
        ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
          "input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]), select, textarea",
        ),
      ].filter((f) => !f.closest("[hidden], [inert]") && !h.waived(f, skip));
      // Radio and checkbox groups: two or more with one name need a group label.
      const groups = new Map<string, HTMLInputElement[]>();
      for (const f of fields) {
        if (f instanceof HTMLInputElement && (f.type === "radio" || f.type === "checkbox") && f.name) {
          const key = `${f.form?.id ?? ""}|${f.name}`;
          groups.set(key, [...(groups.get(key) ?? []), f]);
        }
      }
      for (const [key, members] of groups) {
        if (members.length < 2) continue;
        examined++;
        const first = members[0]!;
        const container = first.closest("fieldset, [role=group], [role=radiogroup]");
        const allInside = container && members.every((m) => container.contains(m));
        const label =
          container instanceof HTMLFieldSetElement
            ? h.text(container.querySelector(":scope > legend") ?? document.createElement("i"))
            : container
              ? h.name(container)
              : "";
        if (!allInside || !label)
          failures.push({
            element: h.describe(first),
            detail: `group "${key.split("|")[1]}" of ${members.length} ${first.type}es has no group label (fieldset + legend or role=group with a name)`,
          });
      }
      for (const f of fields) {
        const labels = [...(f.labels ?? [])];
        const own = (f.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
        const described = own.map((id) => document.getElementById(id)).filter((e): e is HTMLElement => Boolean(e));
        // The field's wrapper: the widest ancestor holding this field (and its label) and no other field.
        let wrapper: Element | null = null;
        // At most three levels up, and never past content that is more than a field (headings, tables, links, lists).
        for (let a = f.parentElement, depth = 0; a && a !== document.body && depth < 3; a = a.parentElement, depth++) {
          if (a.matches("form, fieldset, [role=group], [role=radiogroup], main, section, article, aside, nav")) break;
          if (a.querySelector("h1, h2, h3, h4, h5, h6, table, a[href], ul, ol, [role=region]")) break;
          const others = [...a.querySelectorAll("input:not([type=hidden]), select, textarea")].filter(
            (x) => x !== f && !x.closest("[hidden]"),
          );
          if (others.length) break;
          wrapper = a;
        }
        if (!wrapper || !h.visible(f.type === "radio" || f.type === "checkbox" ? (labels[0] ?? f) : f)) continue;
        examined++;
        // Hints and errors: text blocks in the wrapper outside the field, its labels and what it references.
        const blocks = [...wrapper.querySelectorAll<HTMLElement>("p, span, div, small, strong, em")].filter(
          (b) =>
            h.visible(b) &&
            // The register names the element a finding is about (a11y/false-positives.json), here the text block.
            !h.waived(b, skip) &&
            !b.contains(f) &&
            !labels.some((l) => l.contains(b) || b.contains(l)) &&
            // A live status (a filter's result count) is announced by itself, not a hint.
            !b.closest("[role=status], [aria-live], [role=alert]") &&
            ![...b.children].some((c) => ["P", "SPAN", "DIV", "SMALL", "STRONG", "EM"].includes(c.tagName)) &&
            /\p{L}{2,}/u.test(h.text(b)),
        );
        for (const b of blocks) {
          if (described.some((d) => d.contains(b) || b.contains(d))) continue;
          failures.push({
            element: h.describe(b),
            detail: `text beside field ${h.describe(f)} is not in its aria-describedby (hint or error not tied to the field)`,
          });
        }
        // 1.3.5: personal fields need an autocomplete token.
        if (f instanceof HTMLInputElement || f instanceof HTMLTextAreaElement) {
          const about = `${f.name} ${f.id} ${labels.map((l) => h.text(l)).join(" ")}`.toLowerCase();
          const rule = personal.find((p) => new RegExp(p.pattern, "i").test(about.trim()));
          const tokens = (f.getAttribute("autocomplete") ?? "").toLowerCase().split(/\s+/);
          if (rule && !rule.tokens.some((t) => tokens.includes(t)) && !tokens.includes("off"))
            failures.push({
              element: h.describe(f),
              detail: `personal field without autocomplete (expected ${rule.tokens.join(" or ")})`,
            });
        }
      }
      return { examined, failures };
    },
    { personal: PERSONAL_FIELDS, waivers },
  );
}
