/**
 * Images and media (WCAG 1.1.1, 1.2.1, 1.2.2, 1.2.3, 2.2.2, 4.1.2), what axe's image rules leave out:
 * - alt text that is a file name or a generic word ("image", "photo", "button", "imagen"): present, so
 *   axe is content, and useless;
 * - `alt` and `title` that say different things (which one is the image?);
 * - 1 x 1 spacer images stretched to make space (layout by image) or announced with a name;
 * - animated GIFs that play longer than 5 seconds (frame delays and loop count read from the file);
 * - `<video>` without a captions or subtitles track; `<audio>` and `<video>` with no transcript (or
 *   described text version) beside them;
 * - an image button (`input type=image`) whose alt is generic.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import type { CheckOutcome } from "./types.ts";

/** Alt texts that name the kind of thing, not what it shows (lower case). */
export const GENERIC_ALTS = [
  "image",
  "img",
  "picture",
  "pic",
  "photo",
  "photograph",
  "graphic",
  "icon",
  "button",
  "spacer",
  "logo",
  "banner",
  "untitled",
  "submit",
  "go",
  "click",
  "chart",
  "diagram",
  "imagen",
  "foto",
  "fotografía",
  "gráfico",
  "grafico",
  "icono",
  "botón",
  "boton",
  "logotipo",
  "enviar",
];
/** WCAG 2.2.2: moving content that starts by itself and lasts more than 5 seconds needs a pause. */
const MAX_ANIMATION_MS = 5_000;

/** Total play time of a GIF in ms (Infinity when it loops forever), from its frame delays and loop count. */
export function gifPlayTime(bytes: Uint8Array): { frames: number; ms: number } {
  if (bytes.length < 13 || String.fromCharCode(...bytes.subarray(0, 3)) !== "GIF") return { frames: 0, ms: 0 };
  let p = 13;
  const flags = bytes[10]!;
  if (flags & 0x80) p += 3 * (1 << ((flags & 7) + 1));
  let frames = 0;
  let delay = 0;
  let loops: number | undefined;
  const skipBlocks = () => {
    while (p < bytes.length && bytes[p] !== 0) p += bytes[p]! + 1;
    p++;
  };
  while (p < bytes.length) {
    const b = bytes[p]!;
    if (b === 0x3b) break;
    if (b === 0x21) {
      const label = bytes[p + 1]!;
      if (label === 0xf9) delay += (bytes[p + 4]! | (bytes[p + 5]! << 8)) * 10 || 100;
      if (label === 0xff && String.fromCharCode(...bytes.subarray(p + 3, p + 14)) === "NETSCAPE2.0")
        loops = bytes[p + 16]! | (bytes[p + 17]! << 8);
      p += 2;
      skipBlocks();
    } else if (b === 0x2c) {
      frames++;
      const f = bytes[p + 9]!;
      p += 10;
      if (f & 0x80) p += 3 * (1 << ((f & 7) + 1));
      p++; // LZW minimum code size
      skipBlocks();
    } else break;
  }
  if (frames < 2) return { frames, ms: 0 };
  // NETSCAPE2.0 loop count 0 means forever; n means n more plays after the first.
  return { frames, ms: loops === 0 ? Infinity : delay * (1 + (loops ?? 0)) };
}

async function gifBytes(page: Page, src: string): Promise<Uint8Array | undefined> {
  try {
    if (src.startsWith("file:")) return new Uint8Array(await readFile(fileURLToPath(src)));
    const response = await page.request.get(src);
    return response.ok() ? new Uint8Array(await response.body()) : undefined;
  } catch {
    return undefined;
  }
}

export async function checkImagesMedia(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  const read = await page.evaluate(
    ({ generic, skip }) => {
      const h = window.mgA11y!;
      const failures: { element: string; detail: string }[] = [];
      const fail = (el: Element, detail: string) => failures.push({ element: h.describe(el), detail });
      const norm = (s: string) =>
        s
          .toLowerCase()
          .replace(/[.,:;!?"'()-]+/g, " ")
          .replace(/\s+/g, " ")
          .trim();
      const genericSet = new Set(generic);
      const gifs: { src: string; element: string }[] = [];
      let examined = 0;
      const images = [...document.querySelectorAll<HTMLImageElement>("img")].filter(
        (i) => !h.waived(i, skip) && !i.closest("[hidden]"),
      );
      for (const img of images) {
        examined++;
        const alt = img.getAttribute("alt");
        const file = decodeURIComponent(
          new URL(img.currentSrc || img.src, location.href).pathname.split("/").pop() ?? "",
        );
        const spacer = img.naturalWidth === 1 && img.naturalHeight === 1;
        if (spacer) {
          const r = img.getBoundingClientRect();
          if (r.width > 1 || r.height > 1)
            fail(
              img,
              `a 1 x 1 spacer image stretched to ${Math.round(r.width)} x ${Math.round(r.height)} px for layout (use CSS)`,
            );
          else if (alt) fail(img, `a 1 x 1 spacer image with alt="${alt}" (announced; alt must be empty)`);
          continue;
        }
        if (alt && h.visible(img)) {
          const a = norm(alt);
          if (
            /\.(jpe?g|png|gif|svg|webp|bmp|tiff?)$/i.test(alt.trim()) ||
            (file && a === norm(file.replace(/\.\w+$/, "")))
          )
            fail(img, `alt="${alt}" is a file name, not what the image shows`);
          else if (genericSet.has(a) || /^(image|picture|photo|imagen|foto) \d*$/.test(a))
            fail(img, `alt="${alt}" names the kind of thing, not what it shows or does`);
          const title = img.getAttribute("title");
          if (title && norm(title) && !norm(title).includes(a) && !a.includes(norm(title)))
            fail(img, `alt="${alt}" and title="${title}" disagree: which one describes the image?`);
        }
        if (/\.gif$/i.test(file) && h.visible(img))
          gifs.push({ src: img.currentSrc || img.src, element: h.describe(img) });
      }
      for (const input of document.querySelectorAll<HTMLInputElement>("input[type=image]")) {
        if (h.waived(input, skip)) continue;
        examined++;
        const alt = norm(input.alt || input.getAttribute("aria-label") || "");
        if (!alt || genericSet.has(alt))
          fail(input, `image button with alt="${input.alt}": says nothing about what it does`);
      }
      const transcriptWords = /transcript|transcripci|text version|versi[oó]n (de|en) texto|full text|texto completo/i;
      for (const media of document.querySelectorAll<HTMLMediaElement>("video, audio")) {
        if (h.waived(media, skip)) continue;
        examined++;
        const video = media instanceof HTMLVideoElement;
        if (video && !media.querySelector("track[kind=captions], track[kind=subtitles]") && !media.muted)
          fail(media, 'a video without a captions track (<track kind="captions">)');
        let near = "";
        for (let a: Element | null = media, i = 0; a && i < 3; a = a.parentElement, i++)
          near = `${a.textContent ?? ""} ${a.nextElementSibling?.textContent ?? ""} ${[...a.querySelectorAll("a")].map((l) => l.getAttribute("href")).join(" ")}`;
        if (!transcriptWords.test(near)) fail(media, `${video ? "a video" : "audio"} with no transcript beside it`);
      }
      return { failures, gifs, examined };
    },
    { generic: GENERIC_ALTS, skip: waivers },
  );
  const failures = [...read.failures];
  for (const gif of read.gifs) {
    const bytes = await gifBytes(page, gif.src);
    if (!bytes) continue;
    const { frames, ms } = gifPlayTime(bytes);
    if (frames > 1 && ms > MAX_ANIMATION_MS)
      failures.push({
        element: gif.element,
        detail: `an animated GIF that plays ${ms === Infinity ? "forever" : `${(ms / 1000).toFixed(1)} s`} (${frames} frames) with no way to pause it (over 5 s)`,
      });
  }
  return { examined: read.examined, failures };
}
