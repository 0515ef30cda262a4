/**
 * The build that ships the report and ACR pages, compared with the run they describe (issue "A gate that finds
 * what rule engines miss", item 3). vite.config.ts computes it once per build with git
 * (a11y/report/build-provenance.ts) and defines MG_BUILD_PROVENANCE; the pages' loaders read it at prerender.
 */

/** same: the tested commit; same-code: a later commit changing only the report's files; changed; unknown. */
export type BuildRelation = "same" | "same-code" | "changed" | "unknown";

export interface BuildProvenance {
  /** The commit the site is built from ("unknown" without git). */
  build: string;
  relation: BuildRelation;
}

declare const MG_BUILD_PROVENANCE: BuildProvenance | undefined;

/** The build's provenance; outside a Vite build (no define): unknown, so a page never claims more than it knows. */
export function buildProvenance(): BuildProvenance {
  return typeof MG_BUILD_PROVENANCE === "object" && MG_BUILD_PROVENANCE
    ? MG_BUILD_PROVENANCE
    : { build: "unknown", relation: "unknown" };
}
