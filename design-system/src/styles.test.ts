import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Issue 10: a page loads its CSS in at most 4 files. The components' CSS is gathered in three layers instead of one
 * file per component: styles.css (what a reading page shows, with the site's shell), forms.css (form controls) and
 * overlays.css (dialog, drawer, menu, toasts), the last two imported by their components.
 */
const src = dirname(fileURLToPath(import.meta.url));
const componentsDir = join(src, "components");
const imported = (file: string) =>
  [...readFileSync(join(src, file), "utf8").matchAll(/@import "\.\/([^"]+)"/g)].map((m) => m[1] ?? "");

describe("design-system CSS layers", () => {
  const styles = imported("styles.css");
  const layers = { "forms.css": imported("forms.css"), "overlays.css": imported("overlays.css") };
  const all = [...styles, ...Object.values(layers).flat()];

  it("holds every component's CSS in exactly one layer", () => {
    const files = readdirSync(componentsDir).flatMap((name) =>
      readdirSync(join(componentsDir, name))
        .filter((f) => f.endsWith(".css"))
        .map((f) => `components/${name}/${f}`),
    );
    const missing = files.filter((f) => !all.includes(f));
    const twice = files.filter((f) => all.indexOf(f) !== all.lastIndexOf(f));
    expect({ missing, twice }).toEqual({ missing: [], twice: [] });
  });

  it("no component imports its own CSS (that would make it a file of its own again)", () => {
    const own = readdirSync(componentsDir).flatMap((name) =>
      readdirSync(join(componentsDir, name))
        .filter((f) => /\.tsx?$/.test(f) && !/\.(test|examples)\./.test(f))
        .filter((f) =>
          /^import "\.\.?\/(?!\.\.\/(forms|overlays)\.css)[^"]*\.css";/m.test(
            readFileSync(join(componentsDir, name, f), "utf8"),
          ),
        )
        .map((f) => `${name}/${f}`),
    );
    expect(own).toEqual([]);
  });

  it("form and overlay components bring their layer with them; reading components rely on styles.css", () => {
    const without: string[] = [];
    for (const [layer, files] of Object.entries(layers))
      for (const name of new Set(files.map((f) => f.split("/")[1] ?? ""))) {
        const code = readdirSync(join(componentsDir, name))
          .filter((f) => f.endsWith(".tsx") && !/\.(test|examples)\./.test(f))
          .map((f) => readFileSync(join(componentsDir, name, f), "utf8"))
          .join("\n");
        if (!code.includes(`import "../../${layer}";`)) without.push(`${name} (${layer})`);
      }
    expect(without).toEqual([]);
  });
});
