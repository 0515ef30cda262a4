/**
 * React Router's route manifest (`/assets/manifest-<version>.js`, `window.__reactRouterManifest = {…}`) is loaded
 * by every page before it hydrates (issue 10, "a third less JavaScript on content pages"). It was 83 KB (4.4 KiB
 * gzip): 109 routes, each repeating the same seven flags, its module's address and the addresses of every chunk
 * it imports and every stylesheet it links; and each English route has a Spanish twin that differs only in its
 * id (`en:faq` / `es:faq`) and path (`/faq` / `/es/faq`).
 *
 * `compactRouteManifest` rewrites the file as a small script that builds THE SAME object: every address written
 * once, every import or stylesheet list written once, the flags as bits, and a Spanish twin written as "the
 * route before, in Spanish" when it is exactly that; postbuild also leaves out the routes' module preload lists,
 * which the browser never reads on this site (withoutRouteImports). Client navigation, the prerendered `.data`
 * files and the language switch work as before: the rewrite is checked by running it and comparing its object,
 * key order included, with the expected one; when they differ, the original file stays.
 */
import { runInNewContext } from "node:vm";

const GLOBAL = "__reactRouterManifest";
const PREFIX = `window.${GLOBAL}=`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Route = Record<string, Json>;

/** How one field of a route is written: a flag bit, an asset address, a list of addresses, or as it is. */
type Codec = "b" | "a" | "l" | "j";

/** The Spanish twin of an English route id and path (the site's rule: content/routes localizePath). */
export function twinOf(route: Route): Route | null {
  const { id, path } = route;
  if (typeof id !== "string" || !id.startsWith("en:") || typeof path !== "string") return null;
  const twinPath = path === "/" ? "/es" : path.startsWith("/") ? `/es${path}` : `es/${path}`;
  return { ...route, id: `es:${id.slice(3)}`, path: twinPath };
}

const isAssetList = (value: Json): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function codecOf(value: Json): Codec {
  if (typeof value === "boolean") return "b";
  if (typeof value === "string" && value.startsWith("/assets/")) return "a";
  if (isAssetList(value)) return "l";
  return "j";
}

/**
 * The decoder, shipped in the file: S the route shapes ([key, codec] lists), A the asset addresses without their
 * "/assets/" prefix, L the lists (indexes into A), R the rows ([shape, flag bits, twin?, ...values]), M the
 * manifest without its routes. Plain ES5, as the rest of the page's scripts may run on old phones.
 */
const DECODER = `(function(S,A,L,R,M){var o={},i,j,k,r,s,v,c,t;function a(n){return "/assets/"+A[n]}function l(n){return L[n].map(a)}for(i=0;i<R.length;i++){r=R[i];s=S[r[0]];v={};for(j=0,k=3;j<s.length;j++){c=s[j][1];v[s[j][0]]=c==="b"?!!(r[1]>>j&1):c==="a"?a(r[k++]):c==="l"?l(r[k++]):r[k++]}o[v.id]=v;if(r[2]){t={};for(j in v)t[j]=v[j] instanceof Array?v[j].slice():v[j];t.id="es:"+v.id.slice(3);t.path=v.path==="/"?"/es":v.path.charAt(0)==="/"?"/es"+v.path:"es/"+v.path;o[t.id]=t}}M.routes=o;return M})`;

type Manifest = { routes?: Record<string, Route> } & Record<string, Json>;

/**
 * The manifest without each route's `imports` (the chunks its module imports statically). In the browser React
 * Router reads them only to write `<link rel="modulepreload">` hints: in `<Scripts>` while it hydrates, for
 * chunks the page has already run (the prerendered page's hints are the build's, scripts/postbuild.ts), and in
 * `<PrefetchPageLinks>` (a `<Link prefetch>`), which this site does not use (a test keeps it so). A client-side
 * navigation imports the route's module, and the browser follows its imports. The list of every route's chunks
 * was a third of the compacted manifest. `entry.imports` stays.
 */
export function withoutRouteImports<M extends Manifest>(manifest: M): M {
  const routes = Object.fromEntries(
    Object.entries(manifest.routes ?? {}).map(([id, { imports: _imports, ...route }]) => [id, route]),
  );
  return { ...manifest, routes };
}

/**
 * The compact script for a manifest file's source, or null when it cannot be rewritten exactly. With
 * `dropRouteImports`, the object it builds is `withoutRouteImports` of the original.
 */
export function compactRouteManifest(source: string, { dropRouteImports = false } = {}): string | null {
  const trimmed = source.trim().replace(/;$/, "");
  if (!trimmed.startsWith(PREFIX)) return null;
  const parsed = JSON.parse(trimmed.slice(PREFIX.length)) as Manifest;
  if (!parsed.routes || typeof parsed.routes !== "object") return null;
  const original = dropRouteImports ? withoutRouteImports(parsed) : parsed;
  const routes = original.routes as Record<string, Route>;

  const shapes: [string, Codec][][] = [];
  const shapeIndex = new Map<string, number>();
  const assets: string[] = [];
  const assetIndex = new Map<string, number>();
  const lists: number[][] = [];
  const listIndex = new Map<string, number>();
  const asset = (href: string) => {
    let n = assetIndex.get(href);
    if (n === undefined) {
      n = assets.push(href.slice("/assets/".length)) - 1;
      assetIndex.set(href, n);
    }
    return n;
  };
  const list = (hrefs: string[]) => {
    const indexes = hrefs.map((href) => (href.startsWith("/assets/") ? asset(href) : -1));
    if (indexes.includes(-1)) return null;
    const key = indexes.join(",");
    let n = listIndex.get(key);
    if (n === undefined) {
      n = lists.push(indexes) - 1;
      listIndex.set(key, n);
    }
    return n;
  };

  const rows: Json[][] = [];
  const entries = Object.entries(routes);
  for (let i = 0; i < entries.length; i++) {
    const [key, route] = entries[i] as [string, Route];
    if (route.id !== key) return null;
    const shape = Object.entries(route).map(([field, value]): [string, Codec] => [field, codecOf(value)]);
    if (shape.filter(([, codec]) => codec === "b").length > 30) return null;
    const shapeKey = JSON.stringify(shape);
    let s = shapeIndex.get(shapeKey);
    if (s === undefined) {
      s = shapes.push(shape) - 1;
      shapeIndex.set(shapeKey, s);
    }
    let bits = 0;
    const values: Json[] = [];
    for (const [j, [field, codec]] of shape.entries()) {
      const value = route[field] as Json;
      if (codec === "b") bits |= (value ? 1 : 0) << j;
      else if (codec === "a") values.push(asset(value as string));
      else if (codec === "l") {
        const n = list(value as string[]);
        if (n === null) return null;
        values.push(n);
      } else values.push(value);
    }
    // The next route is this one's Spanish twin, in the same place it has now: written as a flag.
    const next = entries[i + 1];
    const twin = twinOf(route);
    const hasTwin = Boolean(next && twin && JSON.stringify(next[1]) === JSON.stringify(twin) && next[0] === twin.id);
    if (hasTwin) i++;
    rows.push([s, bits, hasTwin ? 1 : 0, ...values]);
  }

  const rest = { ...original, routes: 0 };
  const args = [shapes, assets, lists, rows, rest].map((part) => JSON.stringify(part)).join(",");
  const compact = `${PREFIX}${DECODER}(${args});`;
  return sameManifest(compact, original) ? compact : null;
}

/** The object a manifest script assigns to React Router's global (in a sandbox), or undefined when it throws. */
export function builtManifest(script: string): unknown {
  const window: Record<string, unknown> = {};
  try {
    runInNewContext(script, { window }, { timeout: 2000 });
  } catch {
    return undefined;
  }
  return window[GLOBAL];
}

/** Whether the script builds exactly the original object (values and key order). */
export function sameManifest(script: string, original: unknown): boolean {
  const built = builtManifest(script);
  return built !== undefined && JSON.stringify(built) === JSON.stringify(original);
}
