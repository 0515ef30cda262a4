/** zod schemas of the resources directory (build and tests only; never shipped to the browser). */
import { z } from "zod";
import { RESOURCE_GROUP_IDS } from "./types.ts";

/** Hosts that are not .gov but are the official national programs the facts file names. */
export const OFFICIAL_NON_GOV_HOSTS = [
  "www.shiphelp.org",
  "shiphelp.org",
  "smpresource.org",
  "www.smpresource.org",
] as const;

/** True for https addresses on a .gov host or one of the official non-.gov programs. */
export function isOfficialUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:") return false;
  return parsed.hostname.endsWith(".gov") || (OFFICIAL_NON_GOV_HOSTS as readonly string[]).includes(parsed.hostname);
}

const text = z.string().trim().min(1);
export const bilingualSchema = z.object({ en: text, es: text });
const officialUrl = z
  .url({ protocol: /^https$/ })
  .refine(isOfficialUrl, { message: "must be an https address on a .gov host or an official national program" });
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "must be kebab-case" });

export const phoneSchema = z.object({
  display: z.string().regex(/^1-\d{3}-(?:\d{3}-\d{4}|[A-Z]{7,8} \(1-\d{3}-\d{3}-\d{4}\))$/),
  tel: z.string().regex(/^\+1\d{10}$/),
  tty: z
    .string()
    .regex(/^1-\d{3}-\d{3}-\d{4}$/)
    .optional(),
  hours: bilingualSchema.optional(),
});

export const resourceItemSchema = z.object({
  id,
  name: bilingualSchema,
  description: bilingualSchema,
  url: z.object({ en: officialUrl, es: officialUrl }),
  esPageInEnglish: z.boolean(),
  phone: phoneSchema.optional(),
  verified: z.boolean(),
});

export const resourceGroupSchema = z.object({
  id: z.enum(RESOURCE_GROUP_IDS),
  title: bilingualSchema,
  intro: bilingualSchema,
  items: z.array(resourceItemSchema).min(1),
});

export const resourceGroupsSchema = z.array(resourceGroupSchema).length(RESOURCE_GROUP_IDS.length);
