/**
 * Focus order and reading order against the visual order (WCAG 1.3.2, 2.4.3).
 * - Tab order (from the Tab walk the page's other focus checks already made): a
 *   step that lands wholly above the previous stop without moving to a column on
 *   its right goes backwards on screen.
 * - Reading order of blocks: in every flex or grid container, a child placed
 *   wholly above the child before it and not in a column to its right (CSS
 *   `order`, `*-reverse`, grid placement) is read in another order than seen.
 * Fixed and sticky content and dialogs have no reading position in the page and
 * are left out. One DOM pass plus the shared walk: no extra key presses.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import type { FocusStop } from "../checks.ts";
import type { CheckOutcome } from "./types.ts";

/** Pixels of overlap tolerated before a step counts as going up (sub-pixel layout, focus outlines). */
const TOLERANCE_PX = 4;

type Box = NonNullable<FocusStop["box"]>;

/**
 * Whether `next` comes before `prev` on screen (left-to-right, top-to-bottom): wholly above it and not in a
 * column to its right, or on the same line and wholly to its left.
 */
export function goesBackwards(prev: Box, next: Box, tolerance = TOLERANCE_PX): boolean {
  const above = next.bottom < prev.top - tolerance && next.left < prev.right - tolerance;
  const sameLine = next.top < prev.bottom - tolerance && next.bottom > prev.top + tolerance;
  return above || (sameLine && next.right < prev.left + tolerance);
}

/**
 * Tab steps that go backwards on screen, from the forward pass of the Tab walk. Stops the walk marked
 * `registered` (a11y/false-positives.json entries for "focus-order", matched in the page) are not findings.
 */
export function tabOrderFailures(stops: readonly FocusStop[]): CheckOutcome {
  const failures: CheckOutcome["failures"] = [];
  let prev: FocusStop | undefined;
  let examined = 0;
  for (const stop of stops) {
    if (!stop.box || stop.box.pinned) continue;
    examined++;
    // A step onto an element the false-positive register names for this check is not a finding (its entry says why).
    if (prev?.box && !stop.registered && goesBackwards(prev.box, stop.box))
      failures.push({
        element: stop.element,
        detail: `Tab goes back up the page: from ${prev.element} (top ${Math.round(prev.box.top)} px) to ${Math.round(stop.box.top)} px`,
      });
    prev = stop;
  }
  return { examined, failures };
}

/** Children of flex and grid containers shown in another order than the DOM's. */
export async function checkBlockOrder(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  return page.evaluate(
    ({ waivers: skip, tolerance }) => {
      const h = window.mgA11y!;
      const failures: { element: string; detail: string }[] = [];
      let examined = 0;
      for (const box of document.body.querySelectorAll<HTMLElement>("*")) {
        const cs = getComputedStyle(box);
        if (!/flex|grid/.test(cs.display) || box.children.length < 2) continue;
        if (!h.visible(box) || h.waived(box, skip) || box.closest("dialog,[role=dialog],[popover]")) continue;
        let pinned = false;
        for (let a: Element | null = box; a && !pinned; a = a.parentElement)
          pinned = ["fixed", "sticky"].includes(getComputedStyle(a).position);
        if (pinned) continue;
        const kids = [...box.children].filter(
          (c) => h.visible(c) && h.text(c) && !["absolute", "fixed"].includes(getComputedStyle(c).position),
        );
        for (let i = 1; i < kids.length; i++) {
          examined++;
          const a = kids[i - 1]!.getBoundingClientRect();
          const b = kids[i]!.getBoundingClientRect();
          // goesBackwards, inlined: the callback runs in the page.
          const above = b.bottom < a.top - tolerance && b.left < a.right - tolerance;
          const sameLine = b.top < a.bottom - tolerance && b.bottom > a.top + tolerance;
          if (above || (sameLine && b.right < a.left + tolerance))
            failures.push({
              element: h.describe(kids[i]!),
              detail: `shown above ${h.describe(kids[i - 1]!)}, which comes first in the reading order`,
            });
        }
      }
      return { examined, failures };
    },
    { waivers, tolerance: TOLERANCE_PX },
  );
}
