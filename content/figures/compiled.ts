/**
 * Date the facts file was compiled: every source was read on or before it. A module of its own: the cost pages'
 * head (datePublished) needs it in the browser, and importing it from sources.ts brought the whole list of
 * sources (about 5 KiB gzip) into those pages' JavaScript (issue 10).
 */
export const FACTS_COMPILED = "2026-11-21";
