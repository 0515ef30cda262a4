/**
 * Reading pages (issue 29, "Reading pages at the physical limit"): pages marked `reading` in the route table are
 * prerendered with React and never hydrated. Instead of React Router's scripts they load one small ES module,
 * app/enhance.ts (built apart from the framework by vite.enhance.config.ts), and Speculation Rules prefetch the
 * next reading page on hover or touch, so a full page load feels like a client-side one.
 */
import { isReadingPath, LANGUAGES, localizePath, SITE_ROUTES } from "@medicare-guide/content/routes";

/**
 * What the prerender writes as the enhancement module's address: scripts/postbuild.ts replaces it with the
 * hashed file the enhancement build wrote (assets/enhance.<hash>.js), and fails the build if it cannot.
 */
export const ENHANCE_MODULE_PLACEHOLDER = "/assets/mg-enhance-module.js";

/**
 * The enhancement build's entry is `enhance.<hash>.js` and its lazy chunks `enhance-<name>-<hash>.js`
 * (vite.enhance.config.ts): a dot, not a dash, after "enhance", because a hash may hold dashes and letters, so
 * `enhance-<hash>.js` could not be told from `enhance-connection-<hash>.js`. With both named `enhance-…`, the
 * first file in the folder was taken, and a build whose entry hash sorted after "connection" sent every reading
 * page the service-worker chunk instead of its enhancements (nothing enhanced, never ready).
 */
export function enhanceEntryFile(assetFiles: readonly string[]): string {
  const entries = assetFiles.filter((f) => /^enhance\.[\w-]+\.js$/.test(f));
  if (entries.length !== 1)
    throw new Error(
      `expected one enhancement entry assets/enhance.<hash>.js, found ${entries.length}: ${entries.join(", ")}`,
    );
  return entries[0]!;
}

export { isReadingPath };

/** Every reading page's path in both languages, for the Speculation Rules. */
export function readingPaths(): string[] {
  return SITE_ROUTES.filter((r) => r.reading).flatMap((r) => LANGUAGES.map((lang) => localizePath(r.path, lang)));
}

/**
 * Speculation Rules (WICG, "Speculation Rules"): links on the page to a reading page are prefetched with
 * moderate eagerness (hover for 200 ms, or pointer-down/touch), so following one needs no network round trip.
 * Prefetch, not prerender: a prerendered page runs its enhancement module before it is shown, and activating it
 * lost the On-this-page targets and the print date in 3-5 of the e2e tests of the merged tree (flaky, under load). Pages
 * that hydrate are left alone (their forms keep typed input in this tab's storage).
 * A constant per build: the server hashes it for the CSP like the other inline scripts (scripts/postbuild.ts).
 */
export function speculationRules(): string {
  const reading = readingPaths();
  return JSON.stringify({
    prefetch: [{ where: { href_matches: reading }, eagerness: "moderate" }],
  });
}
