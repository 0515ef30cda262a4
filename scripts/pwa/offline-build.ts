/**
 * The build's part of "Works on a bad connection" (issue 28), run by scripts/postbuild.ts once every page is final:
 * the web app manifest of each language and its icons, then the service worker's precache list, written by
 * workbox-build's injectManifest into the worker vite.sw.config.ts bundled (build/sw/sw.js -> build/client/sw.js).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { injectManifest } from "workbox-build";
import { LANGUAGES } from "@medicare-guide/content/routes";
import { webManifest, webManifestPath, type ManifestStrings } from "../../app/offline/web-manifest.ts";
import { iconFiles } from "./icons.ts";

/** The shell every page needs offline, precached when the worker installs (the rest is kept once opened). */
export const PRECACHE_PATTERNS = [
  // Every stylesheet (176 KiB before compression, one cache for every page and theme).
  "assets/*.css",
  // The framework, the client entry, the route manifest, the root route and the shell (hydrated pages).
  "assets/{framework,entry.client,manifest,root,shell}-*.js",
  // Each language's shell strings, the reading pages' module and its chunks (the connection module among them).
  "assets/strings-{en,es}-*.js",
  "assets/enhance*.js",
  "assets/connection-*.js",
  // No fonts: the themes use the system's fonts (design-system/src/tokens/tokens.css); a font added to the build
  // belongs here (a pattern that matches nothing fails the build).
  // The offline page of each language.
  "offline/index.html",
  "es/offline/index.html",
  // Installing: the manifests and their icons.
  "manifest.webmanifest",
  "es/manifest.webmanifest",
  "icons/*.png",
  "favicon.svg",
];

/** /offline/index.html is requested as /offline (the server's one URL per page). */
export function precacheUrl(file: string): string {
  return file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : `/${file}`;
}

export async function writeManifestsAndIcons(clientDir: string): Promise<void> {
  for (const lang of LANGUAGES) {
    const strings = JSON.parse(await readFile(join("locales", lang, "offline.json"), "utf8")) as {
      manifest: ManifestStrings;
    };
    const file = join(clientDir, webManifestPath(lang).slice(1));
    await mkdir(join(file, ".."), { recursive: true });
    await writeFile(file, `${JSON.stringify(webManifest(lang, strings.manifest), null, 2)}\n`);
  }
  for (const { path, png } of iconFiles()) {
    await mkdir(join(clientDir, path, ".."), { recursive: true });
    await writeFile(join(clientDir, path), png);
  }
}

export async function writeServiceWorker(
  buildDir: string,
  clientDir: string,
): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await injectManifest({
    swSrc: join(buildDir, "sw", "sw.js"),
    swDest: join(clientDir, "sw.js"),
    injectionPoint: "self.MG_PRECACHE_LIST",
    globDirectory: clientDir,
    globPatterns: PRECACHE_PATTERNS,
    // Hashed names never change content: no cache-busting query when they are fetched.
    dontCacheBustURLsMatching: /^\/?assets\//,
    manifestTransforms: [
      (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: precacheUrl(entry.url) })), warnings: [] }),
    ],
  });
  for (const warning of warnings) console.warn(`postbuild: service worker: ${warning}`);
  if (warnings.length > 0) throw new Error("postbuild: the service worker's precache list has warnings");
  return { count, size };
}
