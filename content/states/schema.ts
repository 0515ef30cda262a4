/** zod schemas of the state programs directory (build and tests only). */
import { z } from "zod";

const text = z.string().trim().min(1);
const bilingual = z.object({ en: text, es: text });

/**
 * Official addresses only: a state or territory .gov site, the national locator, or a host that is
 * not under .gov but is confirmed in sources.ts as a program's own or a territory government's site.
 */
export const STATE_SITE_HOSTS_NOT_GOV = [
  "www.shiphelp.org", // the national SHIP locator
  "floridashine.org", // Florida SHINE (sources.ts: FL)
  "hawaiiship.org", // Hawaii SHIP (sources.ts: HI)
  "ltg.gov.vi", // Office of the Lieutenant Governor, U.S. Virgin Islands (sources.ts: VI)
  "shiine.net", // South Dakota SHIINE (sources.ts: SD)
] as const;

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
  url: z
    .url({ protocol: /^https$/ })
    .refine(isAllowedStateUrl, { message: "must be an https .gov address, the SHIP locator or a listed SHIP site" }),
  verified: z.boolean(),
  phone: z
    .object({ display: z.string().regex(/^(1-\d{3}-|\(\d{3}\) )\d{3}-\d{4}$/), tel: z.string().regex(/^\+1\d{10}$/) })
    .strict()
    .refine((p) => p.tel.slice(-10) === p.display.replace(/\D/g, "").slice(-10), {
      message: "tel must be the same number as display",
    })
    .optional(),
});

export const stateProgramsSchema = z.array(stateProgramSchema);

/** One entry of sources.ts: a page read on a given day and what it confirms (name, address or both). */
export const rowSourceSchema = z
  .object({
    url: z.url({ protocol: /^https?$/ }),
    publisher: text,
    kind: z.enum(["official", "official-copy", "news", "locator"]),
    confirms: z.array(z.enum(["name", "address", "phone", "directory"])).min(1),
    name: text.optional(),
    address: z.url({ protocol: /^https$/ }).optional(),
    phone: text.optional(),
    note: text,
    checked: z.iso.date(),
  })
  .strict()
  .refine((s) => s.confirms.includes("name") === (s.name !== undefined), {
    message: "name must be given exactly when the source confirms the name",
  })
  .refine((s) => s.confirms.includes("address") === (s.address !== undefined), {
    message: "address must be given exactly when the source confirms the address",
  })
  .refine((s) => s.confirms.includes("phone") === (s.phone !== undefined), {
    message: "phone must be given exactly when the source confirms the phone",
  })
  // The national locator confirms only that the row's link goes there; only the locator confirms that.
  .refine(
    (s) =>
      (s.kind === "locator") === s.confirms.includes("directory") &&
      (s.kind !== "locator" || (s.confirms.length === 1 && s.url === "https://www.shiphelp.org/")),
    { message: "a locator source is https://www.shiphelp.org/ and confirms only the directory" },
  );

export const stateSourcesSchema = z.record(z.string().regex(/^[A-Z]{2}$/), z.array(rowSourceSchema).min(1));
