// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatFigure } from "../figures/index.ts";
import { AVOID_PENALTIES, CHECKLIST, getTimelineContent, HOW_TO_APPLY, TIMELINE_STEPS } from "./index.ts";
import { validate, validateTimeline } from "./validate.ts";

const ALL = { steps: TIMELINE_STEPS, apply: HOW_TO_APPLY, penalties: AVOID_PENALTIES, checklist: CHECKLIST };

describe("content/enrollment-timeline", () => {
  it("is valid: 7 steps from -3 to +3 months, every status used, a 5-step checklist", () => {
    expect(validate()).toEqual([]);
    expect(TIMELINE_STEPS.map((s) => s.offset)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(TIMELINE_STEPS.at(-1)!.status).toBe("urgent");
    expect(CHECKLIST).toHaveLength(5);
  });

  it("reports a missing step, steps out of order, an unused status and a duplicate checklist id", () => {
    expect(validateTimeline({ ...ALL, steps: TIMELINE_STEPS.slice(1) }).join("\n")).toMatch(/steps/);
    const reversed = TIMELINE_STEPS.toReversed();
    expect(validateTimeline({ ...ALL, steps: reversed }).join("\n")).toMatch(/in order/);
    const noUrgent = TIMELINE_STEPS.map((s) => (s.status === "urgent" ? { ...s, status: "caution" as const } : s));
    expect(validateTimeline({ ...ALL, steps: noUrgent }).join("\n")).toMatch(/status urgent/);
    const dup = [...CHECKLIST.slice(0, 4), { ...CHECKLIST[4]!, id: CHECKLIST[0]!.id }];
    expect(validateTimeline({ ...ALL, checklist: dup }).join("\n")).toMatch(/duplicate id in checklist/);
  });

  it("fills the penalty figures from content/figures in both languages", () => {
    for (const lang of ["en", "es"] as const) {
      const content = getTimelineContent(lang);
      const b = content.penalties.find((p) => p.id === "part-b-penalty")!.text;
      const d = content.penalties.find((p) => p.id === "part-d-penalty")!.text;
      expect(b).toContain(formatFigure("partB.latePenalty.percentPer12Months", lang));
      expect(d).toContain(formatFigure("partD.latePenalty.percentPerMonth", lang));
      expect(d).toContain(formatFigure("partD.basePremium", lang));
      expect(JSON.stringify(content)).not.toContain("{{fig:");
    }
  });
});
