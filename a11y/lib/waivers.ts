/**
 * The false-positive register for the custom checks: the same file and entry
 * format as axe's (a11y/false-positives.json: { rule, selector, wcag, reason }),
 * with `rule` naming the custom check id (a11y/lib/registry.ts). The check
 * skips the elements the selector matches; whole-page checks (reflow) take
 * the selector "html". Each entry is checked by hand and says why.
 */
import { readFalsePositives } from "../config.ts";

export function readCheckWaivers(checkId: string): string[] {
  return readFalsePositives()
    .filter((fp) => fp.rule === checkId)
    .map((fp) => fp.selector);
}
