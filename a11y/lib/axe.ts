/**
 * axe scans (axe-core run in the page by scripts/axe-in-page.ts), compacted for the JSON reports, with
 * the known false positives (a11y/false-positives.json) as the only filter.
 */
import type { Page } from "@playwright/test";
import type { Result, RunOptions } from "axe-core";
import { runAxe } from "../../scripts/axe-in-page.ts";
import { AXE_HIGH_CONTRAST_RULES, AXE_TAGS, readFalsePositives, type FalsePositive } from "../config.ts";

export interface AxeNode {
  target: string;
  html: string;
  summary?: string;
  /** Gallery only: the example (Component/index) the node belongs to. */
  example?: string;
}

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  tags: string[];
  nodes: AxeNode[];
}

export interface AxeScan {
  /** Rules run (tags, or rule ids for the AAA contrast run). */
  ran: string[];
  violations: AxeFinding[];
  incomplete: AxeFinding[];
  /** Nodes dropped because a11y/false-positives.json lists them. */
  falsePositives: { id: string; target: string; reason: string }[];
  /** Gallery only: findings that vanish when their example is scanned on its own (caused by examples sitting side by side). */
  compositionOnly?: { id: string; target: string; example: string }[];
  passes: number;
}

const falsePositives: FalsePositive[] = readFalsePositives();

function compact(results: Result[]): AxeFinding[] {
  return results.map((r) => ({
    id: r.id,
    impact: r.impact ?? null,
    help: r.help,
    helpUrl: r.helpUrl,
    tags: r.tags,
    nodes: r.nodes.map((n) => ({
      target: n.target.map((t) => (Array.isArray(t) ? t.join(" >>> ") : String(t))).join(" "),
      html: n.html.slice(0, 300),
      summary: n.failureSummary?.slice(0, 400),
    })),
  }));
}

/** Drops the nodes a false-positive entry (same rule, element matching its selector) covers. */
async function filterFalsePositives(
  page: Page,
  violations: AxeFinding[],
  dropped: AxeScan["falsePositives"],
): Promise<AxeFinding[]> {
  const out: AxeFinding[] = [];
  for (const v of violations) {
    const entries = falsePositives.filter((fp) => fp.rule === v.id);
    if (entries.length === 0) {
      out.push(v);
      continue;
    }
    const kept: AxeNode[] = [];
    for (const node of v.nodes) {
      const match = await page
        .evaluate(
          ({ target, selectors }) => {
            const el = document.querySelector(target);
            return el ? selectors.findIndex((s) => el.matches(s)) : -1;
          },
          { target: node.target, selectors: entries.map((e) => e.selector) },
        )
        .catch(() => -1);
      if (match >= 0) dropped.push({ id: v.id, target: node.target, reason: entries[match]?.reason ?? "" });
      else kept.push(node);
    }
    if (kept.length) out.push({ ...v, nodes: kept });
  }
  return out;
}

/**
 * Scans the page (or `include` only): WCAG 2.0-2.2 A/AA + best practices, and in
 * the high-contrast theme additionally color-contrast-enhanced (AAA, 7:1) alone.
 */
export async function scan(
  page: Page,
  options: { include?: string; highContrast?: boolean; rules?: readonly string[] } = {},
): Promise<AxeScan> {
  // axe.run in the page itself (AxeBuilder's legacy mode; its default mode opened a new blank page in the
  // context for every scan to merge frame results, 2-4 times slower on 2 cores; our pages have no iframes, and
  // on 24 page x theme scans with and without planted barriers both modes found the same violations and
  // incomplete nodes). resultTypes keeps one node per passing rule (only the count of passing rules is
  // recorded), sparing the serialisation of every passing text node.
  const run = (runOnly: RunOptions["runOnly"]) =>
    runAxe(page, { include: options.include }, { resultTypes: ["violations", "incomplete"], runOnly });
  // A theme cell runs only the rules its theme can change (a11y/config.ts THEME_AXE_RULES); with the AAA
  // contrast rule in the same run when the theme promises 7:1 (one pass over the page instead of two).
  const themeRules = options.rules && [...options.rules, ...(options.highContrast ? AXE_HIGH_CONTRAST_RULES : [])];
  const main = themeRules
    ? await run({ type: "rule", values: themeRules })
    : await run({ type: "tag", values: [...AXE_TAGS] });
  let violations = compact(main.violations);
  let incomplete = compact(main.incomplete);
  let passes = main.passes.length;
  const ran = themeRules ? [...themeRules] : [...AXE_TAGS];
  if (themeRules && options.highContrast) {
    const ranIds = [...main.passes, ...main.violations, ...main.incomplete, ...main.inapplicable].map((r) => r.id);
    for (const rule of AXE_HIGH_CONTRAST_RULES) {
      if (!ranIds.includes(rule)) throw new Error(`axe did not run ${rule}`);
    }
  } else if (options.highContrast) {
    // runOnly by rule id turns the off-by-default AAA rule on, and nothing else.
    const aaa = await run({ type: "rule", values: [...AXE_HIGH_CONTRAST_RULES] });
    const ranIds = [...aaa.passes, ...aaa.violations, ...aaa.incomplete, ...aaa.inapplicable].map((r) => r.id);
    for (const rule of AXE_HIGH_CONTRAST_RULES) {
      if (!ranIds.includes(rule)) throw new Error(`axe did not run ${rule}`);
    }
    violations = [...violations, ...compact(aaa.violations)];
    incomplete = [...incomplete, ...compact(aaa.incomplete)];
    passes += aaa.passes.length;
    ran.push(...AXE_HIGH_CONTRAST_RULES);
  }
  const dropped: AxeScan["falsePositives"] = [];
  violations = await filterFalsePositives(page, violations, dropped);
  return { ran, violations, incomplete, falsePositives: dropped, passes };
}

/** One line per violating node, for test failure messages. */
export function describeViolations(result: AxeScan, label: string): string[] {
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${label}: axe ${v.id} (${v.impact}): ${v.help}: ${n.target}`),
  );
}
