/**
 * Checks of the resources directory: schema, the six groups in the spec's order,
 * unique ids, both languages, and `verified` only where the facts file (through
 * content/contacts.ts, or the help-lines table) confirms the address.
 */
import { OFFICIAL_SITES } from "../contacts.ts";
import { RESOURCE_GROUPS } from "./data.ts";
import { resourceGroupsSchema } from "./schema.ts";
import { RESOURCE_GROUP_IDS, type ResourceGroup } from "./types.ts";

/** Addresses the facts file confirms: the official sites of contacts.ts and the Eldercare Locator (help lines table). */
export const CONFIRMED_URLS: ReadonlySet<string> = new Set([
  ...OFFICIAL_SITES.flatMap((site) => [site.url.en, site.url.es]),
  "https://eldercare.acl.gov/",
]);

export function validateResourceGroups(groups: readonly ResourceGroup[]): string[] {
  const at = "content/resources";
  const parsed = resourceGroupsSchema.safeParse(groups);
  if (!parsed.success) return parsed.error.issues.map((i) => `${at}: ${i.path.join(".")} ${i.message}`);
  const problems: string[] = [];
  const order = groups.map((g) => g.id).join(",");
  if (order !== RESOURCE_GROUP_IDS.join(","))
    problems.push(`${at}: groups must be in the spec's order (${RESOURCE_GROUP_IDS.join(", ")}), got ${order}`);
  const seen = new Set<string>();
  for (const group of groups) {
    for (const item of group.items) {
      if (seen.has(item.id)) problems.push(`${at}: duplicate item id ${item.id}`);
      seen.add(item.id);
      if (item.verified && !(CONFIRMED_URLS.has(item.url.en) && CONFIRMED_URLS.has(item.url.es))) {
        problems.push(`${at}: ${item.id} is marked verified but its address is not confirmed by the facts file`);
      }
    }
  }
  return problems;
}

export function validate(): string[] {
  return validateResourceGroups(RESOURCE_GROUPS);
}
