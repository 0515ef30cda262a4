/**
 * Abbreviations (WCAG 3.1.4, adopted AAA; plain language): the first time a page uses an abbreviation the
 * encyclopedia defines (content/glossary: "IRMAA (Income-Related Monthly Adjustment Amount)"), the reader
 * can learn what it stands for: it is inside <abbr title>, is a defined word (toggletip) or a link to the
 * encyclopedia, or its expansion is written before it or within a sentence or two after it. One DOM pass
 * over <main> of the page already loaded.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import { TERMS_EN } from "../../../content/glossary/en.ts";
import { TERMS_ES } from "../../../content/glossary/es.ts";
import type { CheckOutcome } from "./types.ts";

/** How far after the first use the expansion may come (characters: about two sentences). */
const EXPANSION_WINDOW = 200;

/** [abbreviation, expansion] pairs from the encyclopedia's term names, in one language. */
export function glossaryAbbreviations(terms: Readonly<Record<string, { term: string }>>): [string, string][] {
  const out: [string, string][] = [];
  for (const { term } of Object.values(terms)) {
    const first = term.match(/^([A-Z][A-Z-]+s?) \((.+)\)$/);
    if (first) out.push([first[1]!, first[2]!]);
    const last = term.match(/^(.+) \(([A-Z][A-Z-]+s?)\)$/);
    if (last) out.push([last[2]!, last[1]!]);
  }
  return out;
}

export async function checkAbbreviations(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  const list = glossaryAbbreviations(lang.startsWith("es") ? TERMS_ES : TERMS_EN);
  return page.evaluate(
    ({ list: pairs, waivers: skip, window: span }) => {
      const h = window.mgA11y!;
      const failures: { element: string; detail: string }[] = [];
      let examined = 0;
      const main = document.querySelector("main");
      if (!main) return { examined, failures };
      // The text of <main> in reading order, with each text node's start offset.
      const nodes: { node: Text; at: number }[] = [];
      let text = "";
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        if (!n.parentElement || n.parentElement.closest("script,style,[hidden]")) continue;
        nodes.push({ node: n, at: text.length });
        text += `${n.textContent ?? ""} `;
      }
      const lower = text.toLowerCase();
      for (const [abbr, expansion] of pairs) {
        // Abbreviations are capitals and hyphens only (glossaryAbbreviations): nothing to escape. An English
        // plural ("HMOs") is a use too. A dot and a letter after it make a domain name ("SSA.gov"), which names
        // a website, not the agency: not a use.
        const re = new RegExp(`(^|[^\\p{L}\\p{N}-])${abbr}s?(?![\\p{L}\\p{N}-]|\\.\\p{L})`, "u");
        const m = re.exec(text);
        if (!m) continue;
        const index = m.index + m[1]!.length;
        const holder = nodes.findLast((x) => x.at <= index)?.node.parentElement;
        if (!holder || h.waived(holder, skip)) continue;
        examined++;
        if (holder.closest("abbr[title], .mg-toggletip, a[href*='encyclopedia']")) continue;
        const near = lower.slice(0, index + abbr.length + span);
        if (near.includes(expansion.toLowerCase())) continue;
        failures.push({
          element: h.describe(holder),
          detail: `first "${abbr}" on the page without its expansion ("${expansion}"), <abbr title> or a link to the encyclopedia`,
        });
      }
      return { examined, failures };
    },
    { list, waivers, window: EXPANSION_WINDOW },
  );
}
