/**
 * axe-core's own rule metadata: which rules test which WCAG criterion, read
 * from each rule's `wcagNNN` tags (the installed axe-core, the one the gates run).
 */
import { createRequire } from "node:module";
import { criterionFromAxeTag } from "./criteria.ts";

export interface AxeRuleMeta {
  id: string;
  tags: string[];
}

interface AxeCore {
  getRules: () => { ruleId: string; tags: string[] }[];
  version: string;
}

const require = createRequire(import.meta.url);

export function axeRules(): { version: string; rules: AxeRuleMeta[] } {
  const axe = require("axe-core") as AxeCore;
  return { version: axe.version, rules: axe.getRules().map((r) => ({ id: r.ruleId, tags: r.tags })) };
}

/** Criterion id -> the axe rules tagged with it. */
export function axeRulesByCriterion(rules: readonly AxeRuleMeta[]): Map<string, AxeRuleMeta[]> {
  const map = new Map<string, AxeRuleMeta[]>();
  for (const rule of rules) {
    for (const tag of rule.tags) {
      const id = criterionFromAxeTag(tag);
      if (!id) continue;
      map.set(id, [...(map.get(id) ?? []), rule]);
    }
  }
  return map;
}
