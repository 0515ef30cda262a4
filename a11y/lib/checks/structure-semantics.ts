/**
 * Markup that says the wrong thing about the page's structure (WCAG 1.3.1, 1.3.2), beyond structure.ts's
 * fake headings, <br> lists and header-less data tables:
 * - a table inside a table (layout by tables; a screen reader's table navigation gets lost);
 * - a table of header cells only (no data cell to describe);
 * - a data table (with header cells) that has no caption or name;
 * - empty paragraphs used for space (two or more in a row, or one between blocks: "blank" read out);
 * - <pre> laid out as columns of words with runs of spaces (a table or form drawn with spaces);
 * - an <article> around something that is not self-contained: no heading of its own and little text,
 *   or only navigation, a form or one link.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import type { CheckOutcome } from "./types.ts";

export async function checkStructureSemantics(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  return page.evaluate((skip) => {
    const h = window.mgA11y!;
    const failures: { element: string; detail: string }[] = [];
    const fail = (el: Element, detail: string) => failures.push({ element: h.describe(el), detail });
    const ok = (el: Element) => !h.waived(el, skip) && !el.closest("[hidden]");
    let examined = 0;
    for (const table of document.querySelectorAll("table")) {
      if (!ok(table)) continue;
      examined++;
      const layout = /^(presentation|none)$/.test(table.getAttribute("role") ?? "");
      const own = (sel: string) => [...table.querySelectorAll(sel)].filter((c) => c.closest("table") === table);
      const headers = own("th, [role=columnheader], [role=rowheader]");
      const cells = own("td");
      if (table.parentElement?.closest("table")) fail(table, "a table inside a table (layout by tables)");
      // A layout table with headers or a caption is structure.ts's to report.
      if (layout) continue;
      if (headers.length && !cells.some((c) => (c.textContent ?? "").trim()))
        fail(table, "a table of header cells only: no data cell for them to describe");
      const named =
        (table.querySelector("caption")?.textContent ?? "").trim() ||
        table.getAttribute("aria-label") ||
        table.getAttribute("aria-labelledby");
      if (headers.length && cells.length && !named)
        fail(table, "a data table without a caption (or aria-label): nothing says what it lists");
    }
    // Empty paragraphs for space.
    for (const p of document.querySelectorAll("p")) {
      if (
        !ok(p) ||
        (p.textContent ?? "").replace(/[\s\u00a0]+/g, "") ||
        p.querySelector("img, svg, input, iframe, video, audio, canvas, object")
      )
        continue;
      examined++;
      const r = p.getBoundingClientRect();
      const next = p.nextElementSibling;
      const prev = p.previousElementSibling;
      if (r.height > 0 || next?.tagName === "P" || prev?.tagName === "P")
        fail(p, 'an empty paragraph used for space (screen readers say "blank"; use CSS margins)');
    }
    // <pre> used for layout: several lines with columns of words set apart by runs of spaces.
    for (const pre of document.querySelectorAll("pre")) {
      if (!ok(pre) || pre.querySelector("code") || pre.closest("code")) continue;
      examined++;
      const lines = (pre.textContent ?? "").split("\n").filter((l) => l.trim());
      const columns = lines.filter((l) => /\S {3,}\S/.test(l.trim()));
      if (columns.length >= 3 && columns.some((l) => /\p{L}{2,}/u.test(l)))
        fail(pre, `<pre> lays out ${columns.length} lines as columns with spaces (a table drawn with spaces)`);
    }
    // <article> must be self-contained: a heading of its own, or enough text to stand alone.
    for (const article of document.querySelectorAll("article")) {
      if (!ok(article)) continue;
      examined++;
      const words = (h.text(article).match(/\p{L}{2,}/gu) ?? []).length;
      const heading = article.querySelector("h1, h2, h3, h4, h5, h6, [role=heading]");
      const onlyNav = article.querySelector("nav, form") && !article.querySelector("p, h1, h2, h3, h4, h5, h6");
      const oneLink = article.querySelectorAll("a").length === 1 && words < 12 && !heading;
      if (onlyNav || oneLink || (!heading && words < 25))
        fail(
          article,
          `an <article> around ${onlyNav ? "navigation or a form" : `${words} words with no heading`}: not a self-contained composition`,
        );
    }
    return { examined, failures };
  }, waivers);
}
