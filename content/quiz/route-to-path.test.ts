import { describe, expect, it } from "vitest";
import { QUESTION_OPTIONS, type QuizAnswers } from "./options.ts";
import { routeToPath } from "./route-to-path.ts";

/** Answers that match none of the five rules (they fall through to rule 6). */
const NEUTRAL: QuizAnswers = {
  age: "enrolled",
  enrollmentStatus: "original",
  income: "under103k",
  employerCoverage: "no",
  mainConcern: "learning",
  stayInformed: "web",
};

const answersWith = (over: Partial<QuizAnswers>): QuizAnswers => ({ ...NEUTRAL, ...over });

describe("routeToPath: each rule on its own", () => {
  it("rule 6: answers matching no rule go to getting-started", () => {
    expect(routeToPath(NEUTRAL)).toBe("getting-started");
  });

  it.each([[{ age: "approaching" }], [{ enrollmentStatus: "new" }], [{ enrollmentStatus: "unsure" }]] as const)(
    "rule 1: %o goes to getting-started",
    (over) => {
      expect(routeToPath(answersWith(over))).toBe("getting-started");
    },
  );

  it("rule 1 does not fire for the other ages and statuses", () => {
    for (const age of ["enrolled", "under65"] as const) {
      for (const enrollmentStatus of ["original", "advantage"] as const) {
        // mainConcern comparing makes a miss of rule 1 visible (rule 3).
        expect(routeToPath(answersWith({ age, enrollmentStatus, mainConcern: "comparing" }))).toBe(
          "advantage-vs-supplement",
        );
      }
    }
  });

  it.each(
    (["103k-129k", "129k-161k", "over161k"] as const).flatMap((income) =>
      (["irmaa", "costs"] as const).map((mainConcern) => [income, mainConcern] as const),
    ),
  )("rule 2: income %s with concern %s goes to irmaa-planning", (income, mainConcern) => {
    expect(routeToPath(answersWith({ income, mainConcern }))).toBe("irmaa-planning");
  });

  it("rule 2 needs a higher income band: under103k with concern irmaa does not match it", () => {
    expect(routeToPath(answersWith({ income: "under103k", mainConcern: "irmaa" }))).toBe("getting-started");
  });

  it("rule 2 needs concern irmaa or costs: a higher band alone does not match it", () => {
    for (const mainConcern of ["learning", "comparing", "updates"] as const) {
      expect(routeToPath(answersWith({ income: "over161k", mainConcern }))).not.toBe("irmaa-planning");
    }
  });

  it("rule 3: concern comparing goes to advantage-vs-supplement", () => {
    expect(routeToPath(answersWith({ mainConcern: "comparing" }))).toBe("advantage-vs-supplement");
  });

  it("rule 4: concern costs (lowest income band) goes to cost-optimization", () => {
    expect(routeToPath(answersWith({ mainConcern: "costs" }))).toBe("cost-optimization");
  });

  it.each([[{ mainConcern: "updates" }], [{ stayInformed: "email" }], [{ stayInformed: "both" }]] as const)(
    "rule 5: %o goes to staying-informed",
    (over) => {
      expect(routeToPath(answersWith(over))).toBe("staying-informed");
    },
  );

  it("employer coverage never changes the path", () => {
    for (const employerCoverage of QUESTION_OPTIONS.employerCoverage) {
      expect(routeToPath(answersWith({ employerCoverage }))).toBe("getting-started");
      expect(routeToPath(answersWith({ employerCoverage, mainConcern: "comparing" }))).toBe("advantage-vs-supplement");
    }
  });
});

describe("routeToPath: answers matching two rules go by the earlier rule", () => {
  it.each([
    ["1 over 2", { age: "approaching", income: "over161k", mainConcern: "irmaa" }, "getting-started"],
    [
      "1 over 2 (status new, concern costs)",
      { enrollmentStatus: "new", income: "103k-129k", mainConcern: "costs" },
      "getting-started",
    ],
    ["1 over 3", { enrollmentStatus: "unsure", mainConcern: "comparing" }, "getting-started"],
    ["1 over 4", { age: "approaching", mainConcern: "costs" }, "getting-started"],
    ["1 over 5 (concern updates)", { enrollmentStatus: "new", mainConcern: "updates" }, "getting-started"],
    ["1 over 5 (stay informed both)", { age: "approaching", stayInformed: "both" }, "getting-started"],
    ["2 over 4", { income: "129k-161k", mainConcern: "costs" }, "irmaa-planning"],
    ["2 over 5", { income: "over161k", mainConcern: "irmaa", stayInformed: "email" }, "irmaa-planning"],
    ["3 over 5", { mainConcern: "comparing", stayInformed: "both" }, "advantage-vs-supplement"],
    ["4 over 5", { mainConcern: "costs", stayInformed: "email" }, "cost-optimization"],
  ] as const)("rule %s", (_name, over, expected) => {
    expect(routeToPath(answersWith(over))).toBe(expected);
  });

  it("1 over 2, 4 and 5 at once", () => {
    expect(
      routeToPath(
        answersWith({
          age: "approaching",
          enrollmentStatus: "unsure",
          income: "over161k",
          mainConcern: "costs",
          stayInformed: "both",
        }),
      ),
    ).toBe("getting-started");
  });
});

describe("routeToPath: every combination of answers", () => {
  /** The spec's table, written independently of the implementation: first match wins. */
  const RULES: [(a: QuizAnswers) => boolean, string][] = [
    [(a) => a.age === "approaching" || ["new", "unsure"].includes(a.enrollmentStatus), "getting-started"],
    [(a) => a.income !== "under103k" && ["irmaa", "costs"].includes(a.mainConcern), "irmaa-planning"],
    [(a) => a.mainConcern === "comparing", "advantage-vs-supplement"],
    [(a) => a.mainConcern === "costs", "cost-optimization"],
    [(a) => a.mainConcern === "updates" || ["email", "both"].includes(a.stayInformed), "staying-informed"],
  ];
  const expected = (a: QuizAnswers) => RULES.find(([test]) => test(a))?.[1] ?? "getting-started";

  it("agrees with the rule table for all 2,160 answer sets", () => {
    let count = 0;
    for (const age of QUESTION_OPTIONS.age)
      for (const enrollmentStatus of QUESTION_OPTIONS.enrollmentStatus)
        for (const income of QUESTION_OPTIONS.income)
          for (const employerCoverage of QUESTION_OPTIONS.employerCoverage)
            for (const mainConcern of QUESTION_OPTIONS.mainConcern)
              for (const stayInformed of QUESTION_OPTIONS.stayInformed) {
                const a = { age, enrollmentStatus, income, employerCoverage, mainConcern, stayInformed };
                expect(routeToPath(a)).toBe(expected(a));
                count += 1;
              }
    expect(count).toBe(2160);
  });
});
