/**
 * The five guidance pages a visitor can be routed to, in a module of their own: the route table (in the shell
 * every page loads) needs only these slugs, and importing them from options.ts put the quiz's whole option
 * list into the shell chunk (issue 10, "a third less JavaScript on content pages").
 */
export const PATH_SLUGS = [
  "getting-started",
  "cost-optimization",
  "irmaa-planning",
  "advantage-vs-supplement",
  "staying-informed",
] as const;

export type PathSlug = (typeof PATH_SLUGS)[number];
