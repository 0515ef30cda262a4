/**
 * Titles that say what a page or frame is (WCAG 2.4.2, 4.1.2). axe only asks that a <title> and an
 * iframe title exist; a manual tester reads them:
 * - a page title that is generic ("Untitled", "Home page", "index.html") or shares no word with the
 *   page's main heading (a template's title left on another page);
 * - a page title that leaves the site's pattern: when the site names itself (application-name or
 *   og:site_name), every title ends (or starts) with that name;
 * - an iframe title that is generic ("iframe", "frame", "embedded content") or its file name.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import type { CheckOutcome } from "./types.ts";

export async function checkPageTitle(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  return page.evaluate((skip) => {
    const h = window.mgA11y!;
    const failures: { element: string; detail: string }[] = [];
    const fold = (s: string) =>
      h
        .stripAccents(s)
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim();
    const generic =
      /^(untitled( document| page)?|document|page|new page|home( page)?|index( html?)?|default|title|page title|sin titulo|documento|pagina|inicio|iframe|frame|embed|embedded content|widget|content|contenido|marco)$/;
    const title = document.title.trim();
    let examined = 1;
    const site =
      document.querySelector('meta[name="application-name"]')?.getAttribute("content") ??
      document.querySelector('meta[property="og:site_name"]')?.getAttribute("content") ??
      "";
    const own = site ? title.replace(site, "").replace(/^[\s|·–—:-]+|[\s|·–—:-]+$/g, "") : title;
    const h1 = document.querySelector("main h1, h1");
    if (!h.waived(document.documentElement, skip) && title) {
      if (generic.test(fold(own)) || /\.(html?|php|aspx?)$/i.test(own))
        failures.push({ element: "title", detail: `"${title}" does not say what the page is` });
      else if (h1 && h.visible(h1)) {
        // Words of 4+ letters, compared by their first five letters (plural, gender and verb endings).
        const stems = (s: string) => new Set((fold(s).match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, 5)));
        const heading = stems(h.text(h1));
        const titled = stems(own);
        if (heading.size && titled.size && ![...titled].some((w) => heading.has(w)))
          failures.push({
            element: "title",
            detail: `"${title}" shares no word with the main heading "${h.text(h1).slice(0, 60)}"`,
          });
      }
      if (site && !title.startsWith(site) && !title.endsWith(site))
        failures.push({
          element: "title",
          detail: `"${title}" leaves the site's pattern (it does not end with "${site}")`,
        });
    }
    for (const frame of document.querySelectorAll("iframe")) {
      if (h.waived(frame, skip) || !h.visible(frame)) continue;
      examined++;
      const name = (frame.getAttribute("title") ?? frame.getAttribute("aria-label") ?? "").trim();
      const file = (frame.getAttribute("src") ?? "").split(/[/?#]/).filter(Boolean).pop() ?? "";
      if (name && (generic.test(fold(name)) || fold(name) === fold(file)))
        failures.push({
          element: h.describe(frame),
          detail: `iframe title "${name}" does not say what the frame holds`,
        });
    }
    return { examined, failures };
  }, waivers);
}
