/**
 * Error messages, found the way a manual tester finds them: by submitting each form empty and then with
 * wrong values (WCAG 3.3.1, 3.3.3, 1.4.1). After each submission:
 * - fields marked wrong (aria-invalid, or a changed border, outline or background) with no new text: the
 *   error is shown only in colour;
 * - a new message that names no field and is tied to none (no field's aria-describedby or
 *   aria-errormessage reaches it, none of the fields' labels appears in it): which answer is wrong?
 * - the fields disabled, read-only or gone while a message shows: no way to correct.
 * The browser's own constraint messages (required, type=email without novalidate) are announced by
 * the browser and pass. A form that really submits is stopped (its submit event's default prevented
 * after the page's own handlers ran), so the check never leaves the page. Runs last: it leaves the
 * form with what it typed.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import type { CheckOutcome } from "./types.ts";

/** Values no field of their kind accepts. */
const WRONG: Record<string, string> = { email: "not-an-address", number: "abc", tel: "abc", date: "", text: "%%%" };
const MAX_FORMS = 3;

export async function checkFormErrors(
  page: Page,
  waivers: readonly string[],
  region?: { after: string; before: string },
): Promise<CheckOutcome> {
  const forms = await page.evaluate(
    ({ skip, edges, max }) => {
      const h = window.mgA11y!;
      const after = edges && document.querySelector(edges.after);
      const before = edges && document.querySelector(edges.before);
      const inRegion = (el: Element) =>
        (!after ||
          Boolean(after.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && !after.contains(el))) &&
        (!before || Boolean(before.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING));
      const found = [...document.querySelectorAll("form")].filter(
        (f) =>
          h.visible(f) &&
          inRegion(f) &&
          !h.waived(f, skip) &&
          f.querySelector("button:not([type=button]):not([type=reset]), input[type=submit]") &&
          f.querySelector("input:not([type=hidden]):not([type=submit]):not([type=button]), textarea, select"),
      );
      found.slice(0, max).forEach((f, i) => f.setAttribute("data-a11y-form", String(i)));
      // Stop real submissions after the page's own handlers had their say (bubble phase, on window).
      const w = window as unknown as { mgA11yStopSubmit?: boolean };
      if (!w.mgA11yStopSubmit) {
        w.mgA11yStopSubmit = true;
        window.addEventListener("submit", (e) => e.preventDefault());
      }
      return Math.min(found.length, max);
    },
    { skip: waivers, edges: region, max: MAX_FORMS },
  );
  const failures: { element: string; detail: string }[] = [];
  let examined = 0;
  for (let i = 0; i < forms; i++) {
    for (const round of ["empty", "wrong"] as const) {
      const form = page.locator(`[data-a11y-form="${i}"]`);
      if (!(await form.count())) break;
      const before = await page.evaluate((n) => {
        const f = document.querySelector(`[data-a11y-form="${n}"]`)!;
        const fields = [...f.querySelectorAll<HTMLElement>("input, select, textarea")];
        const look = (e: Element) => {
          const cs = getComputedStyle(e);
          return `${cs.borderTopColor}|${cs.outlineColor}|${cs.outlineStyle}|${cs.backgroundColor}|${e.getAttribute("aria-invalid")}`;
        };
        (window as unknown as { mgA11yFormBefore?: unknown }).mgA11yFormBefore = {
          text: new Set(
            document.body.innerText
              .split("\n")
              .map((l) => l.trim())
              .filter(Boolean),
          ),
          looks: fields.map(look),
          native: 0,
        };
        for (const field of fields)
          field.addEventListener(
            "invalid",
            () => (window as unknown as { mgA11yFormBefore: { native: number } }).mgA11yFormBefore.native++,
            { once: true },
          );
        return fields.map((e, k) => {
          e.setAttribute("data-a11y-field", `${n}-${k}`);
          const type = (e as HTMLInputElement).type ?? "text";
          return {
            id: `${n}-${k}`,
            type,
            fillable: e.matches(
              "input:not([type=radio]):not([type=checkbox]):not([type=submit]):not([type=button]):not([type=hidden]), textarea",
            ),
          };
        });
      }, i);
      if (round === "wrong") {
        let typed = 0;
        for (const f of before.filter((x) => x.fillable)) {
          const value = WRONG[f.type] ?? WRONG.text!;
          if (!value) continue;
          await page
            .locator(`[data-a11y-field="${f.id}"]`)
            .fill(value, { timeout: 1_000 })
            .then(() => typed++)
            .catch(() => undefined);
        }
        if (!typed) break;
      }
      const url = page.url();
      await page.evaluate((n) => {
        const f = document.querySelector<HTMLFormElement>(`[data-a11y-form="${n}"]`)!;
        const submit = f.querySelector<HTMLElement>("button:not([type=button]):not([type=reset]), input[type=submit]");
        // Hidden submit buttons (no-JavaScript fallbacks) are not what a visitor presses.
        if (submit && submit.checkVisibility()) submit.click();
        else f.requestSubmit();
      }, i);
      await page.waitForTimeout(400);
      if (page.url().split("#")[0] !== url.split("#")[0]) {
        await page.goto(url, { waitUntil: "load" }).catch(() => undefined);
        break;
      }
      examined++;
      const verdict = await page.evaluate((n) => {
        const h = window.mgA11y!;
        const f = document.querySelector(`[data-a11y-form="${n}"]`);
        const state = (
          window as unknown as { mgA11yFormBefore: { text: Set<string>; looks: string[]; native: number } }
        ).mgA11yFormBefore;
        const problems: string[] = [];
        const fresh = document.body.innerText
          .split("\n")
          .map((l) => l.trim())
          .filter((l) => l && !state.text.has(l) && /\p{L}{3,}/u.test(l));
        if (!f)
          return {
            problems: fresh.length ? ["the form is gone after the error: no way to correct the answers"] : [],
            name: "form",
          };
        const fields = [...f.querySelectorAll<HTMLElement>("[data-a11y-field]")];
        const changed = fields.filter((e, k) => {
          const cs = getComputedStyle(e);
          return (
            `${cs.borderTopColor}|${cs.outlineColor}|${cs.outlineStyle}|${cs.backgroundColor}|${e.getAttribute("aria-invalid")}` !==
            state.looks[k]
          );
        });
        // Focus on the submitter may change its own outline: only fields count, not the focused one alone.
        const tiedTo = (e: Element) =>
          `${e.getAttribute("aria-describedby") ?? ""} ${e.getAttribute("aria-errormessage") ?? ""}`
            .split(/\s+/)
            .filter(Boolean)
            .map((id) => document.getElementById(id)?.innerText.trim() ?? "")
            .join(" ");
        // Marked wrong, with no words: neither a new message on the page nor one tied to the field.
        const marked = changed.filter(
          (e) =>
            (e !== document.activeElement || e.getAttribute("aria-invalid") === "true") &&
            !/\p{L}{3,}/u.test(tiedTo(e)),
        );
        if (state.native > 0) return { problems, name: h.describe(f) };
        if (marked.length && !fresh.length)
          problems.push(`${marked.length} field(s) marked wrong by colour or aria-invalid with no message`);
        const labels = fields.map((e) => h.name(e).toLowerCase()).filter(Boolean);
        // A message may be tied to a field's group (a date's fieldset describes its month, day and year).
        const tiedIds = [...f.querySelectorAll("[aria-describedby], [aria-errormessage]")].flatMap((e) =>
          `${e.getAttribute("aria-describedby") ?? ""} ${e.getAttribute("aria-errormessage") ?? ""}`
            .split(/\s+/)
            .filter(Boolean),
        );
        const tiedText = tiedIds.map((id) => document.getElementById(id)?.innerText ?? "").join("\n");
        for (const line of fresh) {
          const l = line.toLowerCase();
          const names = labels.some((lab) => (lab.match(/\p{L}{4,}/gu) ?? []).some((w) => l.includes(w)));
          if (
            !names &&
            !tiedText.includes(line) &&
            /error|invalid|required|wrong|please|must|could not|obligatori|inv[aá]lid|debe|no se pudo|por favor|incorrect/i.test(
              l,
            )
          )
            problems.push(`the message "${line.slice(0, 60)}" names no field and is tied to none`);
        }
        if (
          fresh.length &&
          fields.length &&
          fields.every(
            (e) => (e as HTMLInputElement).disabled || (e as HTMLInputElement).readOnly || !e.checkVisibility(),
          )
        )
          problems.push("the fields are disabled or hidden after the error: no way to correct the answers");
        return { problems, name: h.describe(f) };
      }, i);
      for (const p of verdict.problems) failures.push({ element: verdict.name, detail: `submitted ${round}: ${p}` });
    }
  }
  await page
    .evaluate(() => {
      for (const e of document.querySelectorAll("[data-a11y-form]")) e.removeAttribute("data-a11y-form");
      for (const e of document.querySelectorAll("[data-a11y-field]")) e.removeAttribute("data-a11y-field");
    })
    .catch(() => undefined);
  return { examined, failures };
}
