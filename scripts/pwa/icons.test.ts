import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { iconFiles, iconPixels } from "./icons.ts";

describe("app icons (issue 28)", () => {
  it("are PNGs of the sizes the manifests list", () => {
    for (const { path, png } of iconFiles()) {
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const size = Number(/(\d+)\.png$/.exec(path)?.[1]);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
      // The image data inflates to one filter byte plus four bytes per pixel on every row.
      const idat = png.indexOf("IDAT");
      const data = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
      expect(data.length).toBe(size * (size * 4 + 1));
    }
  });

  it("maskable: opaque to every edge, the letter inside the safe zone (radius 40%)", () => {
    const size = 512;
    const pixels = iconPixels(size, "maskable");
    let letterPixels = 0;
    const transparent: string[] = [];
    const outsideSafeZone: string[] = [];
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const i = (y * size + x) * 4;
        if (pixels[i + 3] !== 255) transparent.push(`${x},${y}`);
        // Any pixel lighter than the blue belongs to the white letter.
        if ((pixels[i] ?? 0) > 0x40) {
          letterPixels++;
          if (Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > 0.4 * size) outsideSafeZone.push(`${x},${y}`);
        }
      }
    expect(transparent).toEqual([]);
    expect(outsideSafeZone).toEqual([]);
    expect(letterPixels).toBeGreaterThan(size * size * 0.05);
  });

  it("any: the rounded square leaves its corners transparent", () => {
    const pixels = iconPixels(192, "any");
    expect(pixels[3]).toBe(0);
    expect(pixels[(96 * 192 + 2) * 4 + 3]).toBe(255);
  });
});
