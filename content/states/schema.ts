/** zod schemas of the state programs directory (build and tests only). */
import { z } from "zod";

const text = z.string().trim().min(1);
const bilingual = z.object({ en: text, es: text });

/** Official addresses only: a state or territory .gov site, the national locator, or a known SHIP's own nonprofit site. */
export const STATE_SITE_HOSTS_NOT_GOV = ["www.shiphelp.org", "www.floridashine.org", "mmapinc.org", "www.missouriclaim.org"] as const;

export function isAllowedStateUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:") return false;
  return parsed.hostname.endsWith(".gov") || (STATE_SITE_HOSTS_NOT_GOV as readonly string[]).includes(parsed.hostname);
}

export const stateProgramSchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/),
  name: bilingual,
  program: bilingual,
  url: z.url({ protocol: /^https$/ }).refine(isAllowedStateUrl, { message: "must be an https .gov address, the SHIP locator or a listed SHIP site" }),
  verified: z.boolean(),
});

export const stateProgramsSchema = z.array(stateProgramSchema);
