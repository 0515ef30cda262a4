/**
 * Where links go and how they show it (WCAG 2.4.4, 2.1.1, 1.3.1, 1.4.1, 1.2.1, 3.2.2), beyond
 * link-purpose's names:
 * - a destination that is no destination: `javascript:`, an empty href or `#` on a link that is not a
 *   button in disguise (no role);
 * - a new window (target=_blank) that the link's name, description or an icon's alt does not announce;
 * - two links side by side with no text between them (read as one run of words);
 * - two links next to each other to the same place (an image link and a text link): twice the stops;
 * - a title that repeats the link text (read twice, tells nothing);
 * - "click here" style names (the phrase inside a longer name; link-purpose judges names that are only it);
 * - a link to an audio or video file with no transcript beside it, or to an image with no description
 *   (in its own words or beside it);
 * - a link in running text told apart from its words by colour alone (no underline, border, weight,
 *   style or background of its own).
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import type { CheckOutcome } from "./types.ts";

export async function checkLinkDestination(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  return page.evaluate((skip) => {
    const h = window.mgA11y!;
    const failures: { element: string; detail: string }[] = [];
    const fail = (el: Element, detail: string) => failures.push({ element: h.describe(el), detail });
    const norm = (s: string) =>
      s
        .toLowerCase()
        .replace(/[.,:;!?¡¿…"'“”«»()→›>-]+/g, " ")
        .replace(/\s+/g, " ")
        .trim();
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a")].filter(
      (a) => h.visible(a) && !h.waived(a, skip) && !a.hasAttribute("data-a11y-sentinel"),
    );
    const newWindowWords = /new (window|tab)|nueva (ventana|pestaña)|opens? in|se abre en/i;
    const mediaFile = /\.(mp3|wav|m4a|ogg|oga|aac|flac|mp4|m4v|webm|mov|avi|ogv|jpe?g|png|gif|webp|tiff?)$/i;
    const alternativeWords =
      /transcript|transcripci|text version|versi[oó]n (de|en) texto|description|descripci[oó]n|captions?|subt[ií]tulos/i;
    const isRunningText = (a: Element) => {
      let block: Element | null = a.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      if (!block || !block.matches("p, li, dd, td, blockquote, figcaption, label, span, div")) return false;
      const own = (a.textContent ?? "").replace(/\s+/g, "");
      return /\p{L}{3,}.*\p{L}{3,}/u.test((block.textContent ?? "").replace(/\s+/g, "").replace(own, ""));
    };
    for (const a of links) {
      const href = a.getAttribute("href");
      const name = h.name(a);
      const role = a.getAttribute("role");
      if (href === null) continue;
      if (/^\s*javascript:/i.test(href)) fail(a, `href="${href.slice(0, 40)}": a link that goes nowhere (a script)`);
      else if (!role && (href.trim() === "" || href.trim() === "#"))
        fail(a, `href="${href}": a link that goes nowhere (a button in disguise, or a destination left out)`);
      if (a.target === "_blank" || a.target === "_new") {
        const described = (a.getAttribute("aria-describedby") ?? "")
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ");
        const says = `${name} ${described} ${a.getAttribute("aria-label") ?? ""} ${[...a.querySelectorAll("img[alt], svg title, [aria-label]")].map((e) => e.getAttribute("alt") ?? e.getAttribute("aria-label") ?? e.textContent).join(" ")}`;
        if (!newWindowWords.test(says)) fail(a, "opens a new window (target=_blank) without saying so");
      }
      const title = a.getAttribute("title");
      if (title && norm(title) && norm(title) === norm(name))
        fail(a, `title="${title}" repeats the link text (read twice, adds nothing)`);
      const n = norm(name);
      if (/\b(click|tap) here\b|haga clic aqu[ií]|pulse aqu[ií]|clic aqu[ií]/.test(n) && !/^(click here|here)$/.test(n))
        fail(a, `"${name}": a "click here" name says how, not where`);
      let url: URL | undefined;
      try {
        url = new URL(a.href, location.href);
      } catch {
        /* not a URL: reported above when it matters */
      }
      const image = url && /\.(jpe?g|png|gif|webp|tiff?)$/i.test(url.pathname);
      // An image link described by its own words ("photo of the library open day") needs nothing more;
      // "View image" or a file name says nothing of what it shows.
      const describedImage = image && (name.match(/\p{L}{2,}/gu) ?? []).length >= 4 && !/\.\w{3,4}\b/.test(name);
      if (url && mediaFile.test(url.pathname) && !describedImage) {
        const around = a.closest("figure, li, p, section, article, div") ?? a.parentElement!;
        const near = `${around.textContent ?? ""} ${around.nextElementSibling?.textContent ?? ""}`;
        if (!alternativeWords.test(near.replace(a.textContent ?? "", "")))
          fail(
            a,
            `links to a media file (${url.pathname.split("/").pop()}) with no transcript or description beside it`,
          );
      }
      // Colour alone: in running text, nothing but its colour sets it apart.
      if (isRunningText(a) && /\p{L}/u.test(a.textContent ?? "")) {
        const cs = getComputedStyle(a);
        let ps = a.parentElement ? getComputedStyle(a.parentElement) : cs;
        for (let p = a.parentElement; p && getComputedStyle(p).display.startsWith("inline"); p = p.parentElement)
          ps = getComputedStyle(p);
        const marked = (s: CSSStyleDeclaration) =>
          s.textDecorationLine.includes("underline") ||
          (parseFloat(s.borderBottomWidth) > 0 && s.borderBottomStyle !== "none");
        const child = a.firstElementChild ? getComputedStyle(a.firstElementChild) : undefined;
        const cue =
          marked(cs) ||
          (child && marked(child)) ||
          Number(cs.fontWeight) - Number(ps.fontWeight) >= 300 ||
          cs.fontStyle !== ps.fontStyle ||
          (cs.backgroundColor !== "rgba(0, 0, 0, 0)" && cs.backgroundColor !== ps.backgroundColor);
        if (!cue) fail(a, "a link in running text set apart by colour alone (no underline or other cue)");
      }
    }
    // Neighbours: links one after the other in the same block.
    for (const a of links) {
      let next: Node | null = a.nextSibling;
      let between = "";
      while (next && next.nodeType === Node.TEXT_NODE) {
        between += next.textContent ?? "";
        next = next.nextSibling;
      }
      if (!(next instanceof HTMLAnchorElement) || !h.visible(next) || h.waived(next, skip)) continue;
      const parentDisplay = a.parentElement ? getComputedStyle(a.parentElement).display : "";
      const inline =
        getComputedStyle(a).display.startsWith("inline") && getComputedStyle(next).display.startsWith("inline");
      if (a.href && next.href && a.href === next.href && !between.trim())
        fail(a, `next to another link to the same place (${next.getAttribute("href")}): merge them into one link`);
      else if (inline && !/flex|grid/.test(parentDisplay) && !/[\p{L}\p{N}\p{P}|·•]/u.test(between))
        fail(a, `no text between it and the next link ("${h.text(next).slice(0, 30)}"): read as one run`);
    }
    return { examined: links.length, failures };
  }, waivers);
}
