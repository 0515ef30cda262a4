import { describe, expect, it } from "vitest";
import { getFigure, getIllustrative, irmaaTable } from "@medicare-guide/content/figures/index";
import { APPEAL_REASONS, appealFormSchema, checkAppeal, LIFE_CHANGING_EVENTS, type AppealReason } from "./model.ts";

describe("IRMAA appeal assistant: the eight official life-changing events (Form SSA-44)", () => {
  it("lists all eight, with work stoppage and work reduction apart and the employer settlement payment", () => {
    expect(LIFE_CHANGING_EVENTS).toEqual([
      "marriage",
      "divorce",
      "death_spouse",
      "work_stoppage",
      "work_reduction",
      "loss_income",
      "loss_pension",
      "employer_settlement",
    ]);
    expect(APPEAL_REASONS).toHaveLength(10);
  });
});

describe("IRMAA appeal assistant: the spec's eligibility rule (9.8)", () => {
  it.each([...LIFE_CHANGING_EVENTS])(
    "%s with documents: eligible, with the SSA-44 steps and the resource links",
    (reason) => {
      const r = checkAppeal({ reason, documents: "yes" });
      expect(r.eligible).toBe(true);
      expect(r.reason).toBe(reason);
      expect(r.route).toBe("life-changing-event");
      expect(r.steps).toEqual([
        "complete-ssa44",
        "gather-documents",
        "estimate-income",
        "submit",
        "wait",
        "reconsideration",
      ]);
      expect(r.showResources).toBe(true);
    },
  );

  it.each([...LIFE_CHANGING_EVENTS])(
    "%s without documents: not eligible yet (get the documents first), no resource links",
    (reason) => {
      const r = checkAppeal({ reason, documents: "no" });
      expect(r.eligible).toBe(false);
      expect(r.route).toBe("needs-documents");
      expect(r.steps[0]).toBe("get-documents-first");
      expect(r.showResources).toBe(false);
    },
  );

  it.each<[AppealReason, string]>([
    ["incorrect", "incorrect-information"],
    ["other", "not-a-life-changing-event"],
  ])("%s is never eligible, with or without documents", (reason, route) => {
    for (const documents of ["yes", "no"] as const) {
      const r = checkAppeal({ reason, documents });
      expect(r.eligible).toBe(false);
      expect(r.route).toBe(route);
      expect(r.showResources).toBe(false);
      expect(r.steps).toContain("call-ssa");
    }
  });

  it("ineligible 'other' advice: call Social Security, or wait for the automatic adjustment from the newer tax return", () => {
    expect(checkAppeal({ reason: "other", documents: "yes" }).steps).toEqual(["call-ssa", "wait-two-years"]);
  });

  it("incorrect information: correct the tax data, or ask for a reconsideration within the deadline", () => {
    expect(checkAppeal({ reason: "incorrect", documents: "yes" }).steps).toEqual([
      "correct-information",
      "reconsideration",
      "call-ssa",
    ]);
  });

  it("uses the official deadline (60 days, receipt presumed after 5) and the illustrative decision time", () => {
    const { figures } = checkAppeal({ reason: "marriage", documents: "yes" });
    expect(figures.appealDays).toBe(getFigure("irmaa.appealDays").value);
    expect(figures.appealDays).toBe(60);
    expect(figures.receiptDays).toBe(getFigure("irmaa.noticeReceiptDays").value);
    expect(figures.lookbackYears).toBe(2);
    const decision = getIllustrative("irmaaAppeal.decisionDays");
    expect(figures.decisionDays).toEqual({ min: decision.min, max: decision.max });
  });
});

const messages = (v: unknown) => {
  const r = appealFormSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("IRMAA appeal assistant: form rules (spec section 5: reason and documents answer)", () => {
  it("asks for both answers", () => {
    expect(messages({})).toEqual({
      reason: "tool-irmaa-appeal:errors.reason",
      documents: "tool-irmaa-appeal:errors.documents",
    });
    expect(messages({ reason: "marriage" })).toEqual({ documents: "tool-irmaa-appeal:errors.documents" });
    expect(messages({ reason: "marriage", documents: "yes" })).toEqual({});
    expect(messages({ reason: "lottery", documents: "yes" })).toEqual({ reason: "tool-irmaa-appeal:errors.reason" });
  });

  it("the optional estimate needs both the filing status and the new income (or neither); income 0 or more", () => {
    const ok = { reason: "marriage", documents: "yes", year: "2026" };
    expect(messages({ ...ok, newIncome: Number.NaN })).toEqual({});
    expect(messages({ ...ok, filingStatus: "single" })).toEqual({ newIncome: "tool-irmaa-appeal:errors.newIncome" });
    expect(messages({ ...ok, newIncome: 90_000 })).toEqual({ filingStatus: "tool-irmaa-appeal:errors.filingStatus" });
    expect(messages({ ...ok, filingStatus: "single", newIncome: -1 })).toEqual({
      newIncome: "tools:errors.incomeNegative",
    });
    expect(appealFormSchema.parse({ ...ok, filingStatus: "married-separate", newIncome: 0 }).estimate).toEqual({
      year: "2026",
      filingStatus: "married-separate",
      income: 0,
    });
    expect(appealFormSchema.parse({ ...ok }).estimate).toBeNull();
    expect(appealFormSchema.parse({ reason: "marriage", documents: "yes" })).toMatchObject({ estimate: null });
  });
});

describe("IRMAA appeal assistant: the new-income estimate (year and filing status chosen, irmaaTier)", () => {
  it("uses the chosen year's table and filing status, married filing separately included", () => {
    const [t1] = irmaaTable(2025).thresholds.single;
    const r = checkAppeal({
      reason: "work_stoppage",
      documents: "yes",
      estimate: { year: "2025", filingStatus: "single", income: t1 },
    });
    expect(r.newIrmaa?.year).toBe(2025);
    expect(r.newIrmaa?.bracket.tier).toBe(0);
    const [first] = irmaaTable(2026).thresholds["married-separate"];
    const mfs = checkAppeal({
      reason: "divorce",
      documents: "no",
      estimate: { year: "2026", filingStatus: "married-separate", income: first + 1 },
    });
    expect(mfs.newIrmaa?.bracket.tier).toBe(4);
    expect(mfs.eligible).toBe(false);
  });
  it("without an estimate there is none", () => {
    expect(checkAppeal({ reason: "other", documents: "no" }).newIrmaa).toBeNull();
  });
});
