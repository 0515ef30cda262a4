import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  builtManifest as run,
  compactRouteManifest,
  sameManifest,
  twinOf,
  withoutRouteImports,
} from "./compact-route-manifest.ts";

const flags = (loader: boolean) => ({
  hasAction: false,
  hasLoader: loader,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasDefaultExport: true,
  hasErrorBoundary: false,
});
const base = ["/assets/rolldown-runtime-a1.js", "/assets/framework-b2.js", "/assets/shell-c3.js"];
const page = (id: string, path: string, module: string, extra: string[] = [], css: string[] = []) => ({
  id,
  parentId: "root",
  path,
  ...flags(true),
  module,
  imports: [...base, ...extra],
  css: ["/assets/shell-d4.css#", ...css],
});

/** A manifest shaped like React Router's: root, English/Spanish twins, a route without a twin, the 404 pair. */
const MANIFEST = {
  entry: { module: "/assets/entry.client-e5.js", imports: base, css: ["/assets/shell-d4.css#"] },
  routes: {
    root: {
      id: "root",
      path: "",
      ...flags(true),
      module: "/assets/root-f6.js",
      imports: base,
      css: ["/assets/shell-d4.css#"],
    },
    "en:home": page("en:home", "/", "/assets/HomePage-g7.js", ["/assets/Card-h8.js"], ["/assets/HomePage-i9.css"]),
    "es:home": page("es:home", "/es", "/assets/HomePage-g7.js", ["/assets/Card-h8.js"], ["/assets/HomePage-i9.css"]),
    "en:faq": page("en:faq", "/faq", "/assets/FaqPage-j1.js", ["/assets/Accordion-k2.js"]),
    "es:faq": page("es:faq", "/es/faq", "/assets/FaqPage-j1.js", ["/assets/Accordion-k2.js"]),
    // Not a twin: its Spanish page loads another module.
    "en:news": page("en:news", "/news", "/assets/NewsPage-l3.js"),
    "es:news": page("es:news", "/es/news", "/assets/NewsPageEs-m4.js"),
    "en:not-found": { ...page("en:not-found", "*", "/assets/NotFound-n5.js"), ...flags(false) },
    "es:not-found": { ...page("es:not-found", "es/*", "/assets/NotFound-n5.js"), ...flags(false) },
  },
  url: "/assets/manifest-0a1b2c3d.js",
  version: "0a1b2c3d",
};
const SOURCE = `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`;

describe("compactRouteManifest", () => {
  it("builds the very same object, routes in the same order with their keys in the same order", () => {
    const compact = compactRouteManifest(SOURCE);
    expect(compact).not.toBeNull();
    const built = run(compact ?? "");
    expect(JSON.stringify(built)).toBe(JSON.stringify(MANIFEST));
    expect(Object.keys((built as typeof MANIFEST).routes)).toEqual(Object.keys(MANIFEST.routes));
  });

  it("writes each address once and a Spanish twin without its fields", () => {
    const compact = compactRouteManifest(SOURCE) ?? "";
    expect(compact.length).toBeLessThan(SOURCE.length);
    expect(compact.split("Accordion-k2.js")).toHaveLength(2);
    expect(compact.split("/assets/Accordion-k2.js")).toHaveLength(1);
    expect(compact).not.toContain('"es:faq"');
    // Not twins: written in full.
    expect(compact).toContain('"es:news"');
  });

  it("gives a twin's lists of its own (an edit to one route's list never reaches another)", () => {
    const built = run(compactRouteManifest(SOURCE) ?? "") as typeof MANIFEST;
    expect(built.routes["es:faq"].imports).toEqual(built.routes["en:faq"].imports);
    expect(built.routes["es:faq"].imports).not.toBe(built.routes["en:faq"].imports);
  });

  it("leaves a file that is not React Router's manifest alone", () => {
    expect(compactRouteManifest("export const x = 1;")).toBeNull();
    expect(compactRouteManifest(`window.__reactRouterManifest=${JSON.stringify({ entry: {} })};`)).toBeNull();
  });

  it("leaves the manifest alone when a route is keyed other than by its id", () => {
    const odd = {
      ...MANIFEST,
      routes: { ...MANIFEST.routes, "en:odd": page("en:other", "/odd", "/assets/Odd-o6.js") },
    };
    expect(compactRouteManifest(`window.__reactRouterManifest=${JSON.stringify(odd)};`)).toBeNull();
  });
});

describe("twinOf", () => {
  it("is the route in Spanish: es: id, /es path (the 404's es/*)", () => {
    expect(twinOf({ id: "en:home", path: "/" })).toEqual({ id: "es:home", path: "/es" });
    expect(twinOf({ id: "en:faq", path: "/faq" })).toEqual({ id: "es:faq", path: "/es/faq" });
    expect(twinOf({ id: "en:not-found", path: "*" })).toEqual({ id: "es:not-found", path: "es/*" });
    expect(twinOf({ id: "root", path: "" })).toBeNull();
  });
});

describe("sameManifest", () => {
  it("fails a script that builds another object, or none", () => {
    expect(sameManifest(SOURCE, MANIFEST)).toBe(true);
    expect(
      sameManifest(`window.__reactRouterManifest=${JSON.stringify({ ...MANIFEST, version: "x" })};`, MANIFEST),
    ).toBe(false);
    expect(sameManifest("throw new Error('no')", MANIFEST)).toBe(false);
  });
});

describe("withoutRouteImports", () => {
  it("leaves out each route's imports and nothing else, in the same key order; the entry keeps its own", () => {
    const compact = compactRouteManifest(SOURCE, { dropRouteImports: true }) ?? "";
    const built = run(compact) as typeof MANIFEST;
    expect(JSON.stringify(built)).toBe(JSON.stringify(withoutRouteImports(MANIFEST)));
    expect(Object.values(built.routes).some((route) => "imports" in route)).toBe(false);
    expect(built.routes["es:faq"]).toEqual({ ...MANIFEST.routes["es:faq"], imports: undefined });
    expect(built.entry.imports).toEqual(base);
    expect(compact).not.toContain("Accordion-k2.js");
  });

  /**
   * React Router reads a route's imports in the browser only for <PrefetchPageLinks> (what <Link prefetch> and a
   * `links` export with `page` render) and for hints while hydrating; postbuild drops them from the manifest.
   * A page that starts prefetching must bring them back (compactRouteManifest without dropRouteImports).
   */
  it("holds only while no page prefetches another (no <Link prefetch>, no PrefetchPageLinks, no page links)", () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const root = new URL("..", import.meta.url).pathname;
    const prefetching = [...sources(join(root, "app")), ...sources(join(root, "design-system", "src"))].filter((file) =>
      /\bprefetch=|PrefetchPageLinks|\bpage:\s*["'`]\//.test(readFileSync(file, "utf8")),
    );
    expect(prefetching).toEqual([]);
  });
});
