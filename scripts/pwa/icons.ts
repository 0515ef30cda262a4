/**
 * The app icons of the web app manifests (issue 28), drawn from the favicon's design (public/favicon.svg: a white
 * "M" on the standard theme's blue) at the sizes the platforms ask for, by scripts/postbuild.ts:
 * - "any" (192, 512): the favicon's rounded square;
 * - "maskable" (512): the blue to every edge, the "M" inside the safe zone (W3C "Web Application Manifest",
 *   "icon masks": the circle of radius 40% of the icon in its centre is never cut off).
 */
import { THEME_COLORS } from "../../app/offline/web-manifest.ts";
import { encodePng } from "./png.ts";

/** The favicon's "M" (its path in a 32-unit box), as one polygon. */
const M_POLYGON: readonly [number, number][] = [
  [9, 23],
  [9, 9],
  [12, 9],
  [16, 16],
  [20, 9],
  [23, 9],
  [23, 23],
  [20, 23],
  [20, 14],
  [16, 20.5],
  [12, 14],
  [12, 23],
];
const BOX = 32;
const CORNER_RADIUS = 6;

/** Where the row at height `y` is inside the polygon: pairs of x (even-odd rule), left to right. */
function polygonSpans(y: number, polygon: readonly [number, number][]): [number, number][] {
  const crossings: number[] = [];
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as [number, number];
    const [xj, yj] = polygon[j] as [number, number];
    if (yi > y !== yj > y) crossings.push(xi + ((y - yi) * (xj - xi)) / (yj - yi));
  }
  crossings.sort((a, b) => a - b);
  const spans: [number, number][] = [];
  for (let k = 0; k + 1 < crossings.length; k += 2) spans.push([crossings[k] as number, crossings[k + 1] as number]);
  return spans;
}

/** Where the row at height `y` is inside the favicon's rounded square. */
function roundedSquareSpan(y: number): [number, number] {
  const dy = y < CORNER_RADIUS ? CORNER_RADIUS - y : y > BOX - CORNER_RADIUS ? y - (BOX - CORNER_RADIUS) : 0;
  const inset = CORNER_RADIUS - Math.sqrt(Math.max(0, CORNER_RADIUS ** 2 - dy ** 2));
  return [inset, BOX - inset];
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export type IconPurpose = "any" | "maskable";

/**
 * The icon's pixels (RGBA). Each pixel is the average of 4 x 4 samples, so the edges are smooth; the samples of a
 * row are counted by spans (where the row enters and leaves each shape), not one by one.
 */
export function iconPixels(size: number, purpose: IconPurpose): Uint8Array {
  const [br, bg, bb] = rgb(THEME_COLORS.standard);
  const samples = 4;
  const grid = size * samples;
  const shape = new Uint16Array(size * size);
  const letter = new Uint16Array(size * size);
  const count = (counts: Uint16Array, row: number, [from, to]: [number, number]) => {
    const first = Math.max(0, Math.ceil((from / BOX) * grid - 0.5));
    const last = Math.min(grid - 1, Math.floor((to / BOX) * grid - 0.5));
    for (let sx = first; sx <= last; sx++) {
      const pixel = row * size + Math.floor(sx / samples);
      counts[pixel] = (counts[pixel] ?? 0) + 1;
    }
  };
  for (let sy = 0; sy < grid; sy++) {
    const y = ((sy + 0.5) / grid) * BOX;
    const row = Math.floor(sy / samples);
    count(shape, row, purpose === "maskable" ? [0, BOX] : roundedSquareSpan(y));
    for (const span of polygonSpans(y, M_POLYGON)) count(letter, row, span);
  }
  const pixels = new Uint8Array(size * size * 4);
  for (let p = 0; p < size * size; p++) {
    const covered = shape[p] ?? 0;
    if (covered === 0) continue;
    const white = letter[p] ?? 0;
    const blue = covered - white;
    // White over blue, weighted by how much of the pixel each covers.
    pixels[p * 4] = Math.round((br * blue + 255 * white) / covered);
    pixels[p * 4 + 1] = Math.round((bg * blue + 255 * white) / covered);
    pixels[p * 4 + 2] = Math.round((bb * blue + 255 * white) / covered);
    pixels[p * 4 + 3] = Math.round((255 * covered) / (samples * samples));
  }
  return pixels;
}

/** The icon files the manifests list (app/offline/web-manifest.ts MANIFEST_ICONS), by path under the build. */
export function iconFiles(): { path: string; png: Buffer }[] {
  return [
    { path: "icons/icon-192.png", png: encodePng(192, 192, iconPixels(192, "any")) },
    { path: "icons/icon-512.png", png: encodePng(512, 512, iconPixels(512, "any")) },
    { path: "icons/icon-maskable-512.png", png: encodePng(512, 512, iconPixels(512, "maskable")) },
  ];
}
