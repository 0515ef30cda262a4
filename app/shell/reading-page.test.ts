import { describe, expect, it } from "vitest";
import { enhanceEntryFile } from "./reading-page.ts";

describe("enhanceEntryFile (the reading pages' module, from the built assets)", () => {
  it("takes the entry, never a lazy chunk, whatever order the folder lists them in", () => {
    // The failing build of 2026-11-29: the entry's hash sorted after the connection chunk's name.
    const files = [
      "enhance-ListenPlayer.enhance-DvatDuzd.js",
      "enhance-connection-U_bGaiol.js",
      "enhance.vXQQgKUO.js",
      "entry.client-Ab12-x_9.js",
    ];
    expect(enhanceEntryFile(files)).toBe("enhance.vXQQgKUO.js");
    expect(enhanceEntryFile(files.toReversed())).toBe("enhance.vXQQgKUO.js");
    // A hash may hold dashes and underscores.
    expect(enhanceEntryFile(["enhance-connection-a-b.js", "enhance.-a_b-c9.js"])).toBe("enhance.-a_b-c9.js");
  });

  it("fails the build when there is no entry, or more than one", () => {
    expect(() => enhanceEntryFile(["enhance-connection-U_bGaiol.js"])).toThrow(/found 0/);
    expect(() => enhanceEntryFile(["enhance.aaaa.js", "enhance.bbbb.js"])).toThrow(/found 2/);
  });
});
