// Plan year 2026: every figure of the year with its status and source (sources.ts), and its IRMAA table.
// Values: /work/shared/facts/medicare-figures.md; NOTES.md says how each of the spec's contradictions was resolved.
import { definePlanYear, RULES, tier, v } from "./define.ts";

export const Y2026 = definePlanYear({
  year: 2026,
  figures: {
    ...RULES,
    "partA.premium.full": v(565, "V", "FR-A26P", { also: ["BREAD-26", "AHA-26", "RISE-26"] }),
    "partA.premium.reduced": v(311, "V", "FR-A26P", { also: ["BREAD-26", "AHA-26", "RISE-26"] }),
    "partA.deductible": v(1736, "V", "FR-A26D", { also: ["BREAD-26"] }),
    "partA.coinsurance.days61to90": v(434, "V", "FR-A26D", { also: ["BREAD-26"] }),
    "partA.coinsurance.lifetimeReserve": v(868, "V", "FR-A26D", { also: ["BREAD-26"] }),
    "partA.snf.coinsurance.days21to100": v(217, "V", "FR-A26D", { also: ["BREAD-26"] }),
    "partB.premium": v(202.9, "V", "FR-B26", { note: "Final figure; the Trustees' $206.50 was a projection." }),
    "partB.deductible": v(283, "V", "FR-B26"),
    "partB.premium.immunosuppressive": v(121.6, "S", "AARP-COMM-26", { also: ["RITTER-26"] }),
    "partB.actuarialRate.aged": v(405.4, "V", "FR-B26"),
    "partB.actuarialRate.disabled": v(548.6, "V", "FR-B26"),
    "partD.deductible.max": v(615, "S", "RETIREEFIRST", { also: ["Q1-2026"] }),
    "partD.initialCoverage.coinsurance": v(25, "S", "MI-PHASES"),
    "partD.oopCap": v(2100, "S", "AHA-MA26", { also: ["RETIREEFIRST", "MEDGOV-MIRROR-26"] }),
    "partD.catastrophic.costSharing": v(0, "S", "MI-PHASES"),
    "partD.basePremium": v(38.99, "S", "KFF-PD26", {
      note: "Capped by law at +6%; unadjusted it would have been $75.38.",
    }),
    "partD.averagePremium.standAlone": v(34.5, "V", "CMS-PR-26"),
    "partD.averagePremium.maPdDrugPortion": v(11.5, "V", "CMS-PR-26"),
    "ma.moop.inNetwork": v(9250, "U", "UNSOURCED", {
      note: "Pages disagree ($8,850, $9,850, $9,250); no CMS document found. Never publish.",
    }),
    "ma.moop.combined": v(13900, "U", "UNSOURCED", {
      note: "Pages disagree ($13,680, $14,750, $13,900); no CMS document found. Never publish.",
    }),
    "ma.moop.medianPlan": v(5900, "S", "BMA-AVALERE"),
    "ma.averagePremium": v(14, "V", "CMS-PR-26"),
    "medigap.highDeductible.deductible": v(2950, "S", "CAROLINA-HD26", { also: ["LC-HDG"] }),
    "medigap.planK.oopLimit": v(8000, "S", "SENIORHCP-K", { note: "One source only." }),
    "medigap.planL.oopLimit": v(4000, "U", "UNSOURCED", { note: "Derived as half the Plan K limit; no source found." }),
    "extraHelp.incomeLimit.single": v(23940, "S", "LC-EH26"),
    "extraHelp.incomeLimit.couple": v(32460, "S", "LC-EH26"),
  },
  irmaa: {
    magiTaxYear: 2024,
    tiers: [
      tier(0, 202.9, 0),
      tier(81.2, 284.1, 14.5),
      tier(202.9, 405.8, 37.5),
      tier(324.6, 527.5, 60.4),
      tier(446.3, 649.2, 83.3),
      tier(487.0, 689.9, 91.0),
    ],
    thresholds: {
      single: [109_000, 137_000, 171_000, 205_000, 500_000],
      "married-joint": [218_000, 274_000, 342_000, 410_000, 750_000],
      "married-separate": [109_000, 391_000],
    },
    partB: { status: "S", sourceId: "RITTER-26", alsoSourceIds: ["TOTALBEN-26", "MOAA-26"] },
    partD: { status: "S", sourceId: "GREGLEWIS-26", alsoSourceIds: ["MRMONEY-26"] },
  },
});
