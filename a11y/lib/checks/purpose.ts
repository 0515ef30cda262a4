/**
 * Link and button purpose (WCAG 2.4.4, 2.5.3, 4.1.2): empty names, generic
 * names in English or Spanish ("read more", "aquí") with no context in the name,
 * names only from a title attribute, one name for different pages, a visible
 * label missing from the accessible name, and file links (PDF, audio,
 * documents) that do not say the type (and the size, for files we host).
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import type { CheckOutcome } from "./types.ts";

/** Names that say nothing about the target on their own (lower case, no punctuation). */
export const GENERIC_NAMES = [
  "click here",
  "click",
  "here",
  "more",
  "read more",
  "learn more",
  "more info",
  "more information",
  "details",
  "link",
  "this link",
  "go",
  "continue reading",
  "aquí",
  "aqui",
  "haga clic",
  "haga clic aquí",
  "haz clic aquí",
  "clic aquí",
  "más",
  "mas",
  "leer más",
  "ver más",
  "más información",
  "mas informacion",
  "detalles",
  "enlace",
  "este enlace",
];

export async function checkLinkPurpose(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  return page.evaluate(
    ({ generic, waivers: skip }) => {
      const h = window.mgA11y!;
      const failures: { element: string; detail: string }[] = [];
      const norm = (s: string) =>
        s
          .toLowerCase()
          .replace(/[.,:;!?¡¿…"'“”«»()→›>-]+/g, " ")
          .replace(/\s+/g, " ")
          .trim();
      const genericSet = new Set(generic);
      const controls = [
        ...document.querySelectorAll<HTMLElement>("a[href], button, [role=button], [role=link], input[type=submit]"),
      ].filter((el) => h.visible(el) && !el.hasAttribute("data-a11y-sentinel") && !h.waived(el, skip));
      const targets = new Map<string, Set<string>>();
      for (const el of controls) {
        const accName = el instanceof HTMLInputElement ? el.value || el.getAttribute("aria-label") || "" : h.name(el);
        const fromTitle =
          !el.getAttribute("aria-label") &&
          !el.getAttribute("aria-labelledby") &&
          !h.text(el) &&
          Boolean(el.getAttribute("title"));
        if (!norm(accName)) {
          failures.push({ element: h.describe(el), detail: "no accessible name" });
          continue;
        }
        if (fromTitle) {
          failures.push({ element: h.describe(el), detail: `name only from its title attribute ("${accName}")` });
          continue;
        }
        if (genericSet.has(norm(accName))) {
          failures.push({ element: h.describe(el), detail: `generic name "${accName}" with no context in the name` });
        }
        // Label in name: the visible words must be part of the accessible name (speech input says what it sees).
        const visibleText = norm(h.text(el));
        if (visibleText && /\p{L}/u.test(visibleText) && !norm(accName).includes(visibleText)) {
          failures.push({
            element: h.describe(el),
            detail: `visible label "${visibleText}" is not in the accessible name "${accName}"`,
          });
        }
        if (el instanceof HTMLAnchorElement) {
          const url = new URL(el.href, location.href);
          const key = norm(accName);
          // Same page, another section (a fragment) counts as the same target.
          const target = `${url.origin}${url.pathname.replace(/\/$/, "")}${url.search}`;
          if (!targets.has(key)) targets.set(key, new Set());
          targets.get(key)!.add(target);
          const file = /\.(pdf|docx?|xlsx?|pptx?|mp3|wav|m4a|ogg|mp4|zip|csv|rtf|odt)$/i.exec(url.pathname);
          if (file) {
            const says = `${accName} ${el.getAttribute("aria-describedby") ? h.text(document.getElementById(el.getAttribute("aria-describedby")!) ?? el) : ""}`;
            const type = new RegExp(`\\b${file[1]}\\b`, "i").test(says);
            const size = /\d+([.,]\d+)?\s?(kb|mb|gb|kib|mib|bytes?|páginas?|pages?|min)/i.test(says);
            // The size is required for files we host; another site's file may change size at any time.
            const ours = url.origin === location.origin || url.protocol === "file:";
            if (!type || (!size && ours))
              failures.push({
                element: h.describe(el),
                detail: `link to a ${(file[1] ?? "").toUpperCase()} file does not say its ${[!type && "type", !size && ours && "size"].filter(Boolean).join(" and ")}`,
              });
          }
        }
      }
      for (const [key, set] of targets) {
        if (set.size > 1)
          failures.push({
            element: `links named "${key}"`,
            detail: `one name for ${set.size} different targets: ${[...set].slice(0, 3).join(", ")}`,
          });
      }
      return { examined: controls.length, failures };
    },
    { generic: GENERIC_NAMES, waivers },
  );
}
