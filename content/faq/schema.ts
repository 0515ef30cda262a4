// zod schemas of the FAQ (build and test time only).
import { z } from "zod";
import { OFFICIAL_HOSTS } from "../glossary/schema.ts";

export const FaqIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const href = z.union([
  z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, "must be an English site path"),
  z
    .url({ protocol: /^https$/ })
    .refine((url) => (OFFICIAL_HOSTS as readonly string[]).includes(new URL(url).hostname), {
      message: "must be an official site",
    }),
]);

export const FaqTextSchema = z.object({
  question: z.string().min(10).max(120).endsWith("?"),
  answer: z
    .array(z.union([z.string().min(20).max(700), z.array(z.string().min(3).max(450)).min(2).max(8)]))
    .min(1)
    .max(6),
  links: z.array(z.object({ label: z.string().min(3).max(90), href })).max(4),
});
