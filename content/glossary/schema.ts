// zod schemas of the glossary (build and test time only: pages never import this file).
import { z } from "zod";

/** Anchor-friendly: lower-case letters, digits and single hyphens ("part-d", "medicare-advantage"). */
export const TermIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and hyphens");

/** Hosts of official sites a "Learn more" link may open (government agencies and the SHIP locator). */
export const OFFICIAL_HOSTS = [
  "www.medicare.gov",
  "es.medicare.gov",
  "www.ssa.gov",
  "www.cms.gov",
  "www.shiphelp.org",
] as const;

const officialUrl = z
  .url({ protocol: /^https$/ })
  .refine((url) => (OFFICIAL_HOSTS as readonly string[]).includes(new URL(url).hostname), {
    message: `must be on an official site (${OFFICIAL_HOSTS.join(", ")})`,
  });

export const LearnMoreSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("internal"),
    path: z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, "must be an English site path"),
  }),
  z.object({ kind: z.literal("official"), url: z.object({ en: officialUrl, es: officialUrl }) }),
]);

export const TermMetaSchema = z.object({
  id: TermIdSchema,
  related: z.array(TermIdSchema).min(1).max(6),
  learnMore: LearnMoreSchema,
});

export const TermTextSchema = z.object({
  term: z.string().min(2).max(80),
  letter: z.string().regex(/^[A-ZÑ]$/, "must be one upper-case letter"),
  definition: z.string().min(40).max(900),
  earlierDefinition: z.string().min(40).max(900).optional(),
  example: z.string().min(20).max(500),
});
