// Plan year 2026: every figure of the year with its status and source (sources.ts), and its IRMAA table.
// Values: /work/shared/facts/medicare-figures.md; NOTES.md says how each of the spec's contradictions was resolved.
import { definePlanYear, RULES, tier, u, v } from "./define.ts";

export const Y2026 = definePlanYear({
  year: 2026,
  figures: {
    ...RULES,
    "partA.premium.full": v(565, "V", "FR-A26P", { also: ["CMS-FS-AB26", "BREAD-26", "AHA-26", "RISE-26"] }),
    "partA.premium.reduced": v(311, "V", "FR-A26P", { also: ["CMS-FS-AB26", "BREAD-26", "AHA-26", "RISE-26"] }),
    "partA.deductible": v(1736, "V", "FR-A26D", { also: ["CMS-FS-AB26", "BREAD-26"] }),
    "partA.coinsurance.days61to90": v(434, "V", "FR-A26D", { also: ["CMS-FS-AB26", "BREAD-26"] }),
    "partA.coinsurance.lifetimeReserve": v(868, "V", "FR-A26D", { also: ["CMS-FS-AB26", "BREAD-26"] }),
    "partA.snf.coinsurance.days21to100": v(217, "V", "FR-A26D", { also: ["CMS-FS-AB26", "BREAD-26"] }),
    "partB.premium": v(202.9, "V", "FR-B26", {
      also: ["CMS-FS-AB26"],
      note: "Final figure; the Trustees' $206.50 was a projection.",
    }),
    "partB.deductible": v(283, "V", "FR-B26", { also: ["CMS-FS-AB26"] }),
    "partB.premium.immunosuppressive": u(121.6, "AARP-COMM-26", {
      also: ["RITTER-26"],
      note: "Quoted from CMS's fact sheet by a forum post only: unverified (and not used by any page).",
    }),
    "partB.actuarialRate.aged": v(405.4, "V", "FR-B26"),
    "partB.actuarialRate.disabled": v(548.6, "V", "FR-B26"),
    "partD.deductible.max": v(615, "S", "AHCP-PD26", {
      also: ["RETIREEFIRST", "Q1-2026", "CMS-RA26"],
      note: "Both report the CY 2026 Rate Announcement / Final Part D Redesign Program Instructions (CMS, 7 April 2025); no CMS copy stored.",
    }),
    "partD.initialCoverage.coinsurance": v(25, "V", "USC-1395W-102", {
      also: ["MI-PHASES", "REBELLIS-PD25", "CMS-RA26"],
      note: "The law sets 25% coinsurance up to the out-of-pocket threshold for 2025 and each subsequent year.",
    }),
    "partD.oopCap": v(2100, "S", "RISKSTRAT-PD26", {
      also: ["AHA-MA26", "AHCP-PD26", "RETIREEFIRST", "MEDGOV-MIRROR-26", "CMS-RA26"],
      note: "Both report the Final CY 2026 Part D Redesign Program Instructions (CMS, 7 April 2025); no CMS copy stored.",
    }),
    "partD.catastrophic.costSharing": v(0, "V", "USC-1395W-102", {
      also: ["MI-PHASES", "REBELLIS-PD25", "CMS-RA26"],
      note: "No cost sharing in catastrophic coverage for 2024 and each succeeding year (Inflation Reduction Act).",
    }),
    "partD.basePremium": v(38.99, "S", "RITTER-PD26", {
      also: ["BLUEPEAK-PD26", "KFF-PD26", "CMS-PD26BID"],
      note: "Both report CMS's Part D bid information fact sheet of 28 July 2025 (CMS-PD26BID, whose stored copy stops before the amount). Capped by law at +6%; unadjusted it would have been $75.38.",
    }),
    "partD.averagePremium.standAlone": v(34.5, "V", "CMS-PR-26"),
    "partD.averagePremium.maPdDrugPortion": v(11.5, "V", "CMS-PR-26"),
    "ma.moop.inNetwork": u(9250, "LOUISVILLE-MOOP26", {
      also: ["PROMISECARE-MOOP26"],
      note: "Two insurer pages give $9,250 but name no CMS document, and none is stored (issue 25): unverified, never published. One page's $8,850 is the 2024 limit.",
    }),
    "ma.moop.combined": u(13900, "UNSOURCED", {
      note: "Pages disagree ($13,680, $14,750, $13,900); no CMS document found. Never publish.",
    }),
    "ma.moop.medianPlan": u(5900, "BMA-AVALERE", {
      also: ["RISE-MA26"],
      note: "Avalere's own analysis (released by Better Medicare Alliance), no CMS, SSA or Federal Register document: a Medicare figure is only published with its primary official source (issue 25), so never published.",
    }),
    "ma.averagePremium": v(14, "V", "CMS-PR-26"),
    "medigap.highDeductible.deductible": v(2950, "S", "CAROLINA-HD26", {
      also: ["MEDGUIDE-HDG26", "LC-HDG"],
      note: "Set by CMS (cms.gov Medigap F, G & J deductible announcement); the stored CMS page is the 2021 one, so S.",
    }),
    "medigap.planK.oopLimit": u(8000, "SENIORHCP-K", {
      note: "One secondary page only: unverified, never published.",
    }),
    "medigap.planL.oopLimit": u(4000, "UNSOURCED", { note: "Derived as half the Plan K limit; no source found." }),
    // 150% of HHS's 2026 poverty guidelines (ASPE: $15,960 / $21,640), published in the Federal Register on
    // 15 January 2026 (effective 13 January): no article dated earlier may state them (content/figures/dates.ts).
    "extraHelp.incomeLimit.single": v(23940, "V", "FR-PG26", {
      also: ["ASPE-PG26", "LC-EH26"],
      note: "150% of the 2026 poverty guideline for 1 person ($15,960).",
    }),
    "extraHelp.incomeLimit.couple": v(32460, "V", "FR-PG26", {
      also: ["ASPE-PG26", "LC-EH26"],
      note: "150% of the 2026 poverty guideline for 2 people ($21,640).",
    }),
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
    // Part B: CMS's fact-sheet table in a verbatim copy (the Part B notice FR-B26 announces the same amounts).
    partB: { status: "V", sourceId: "AJM-FS26", alsoSourceIds: ["FR-B26", "RITTER-26", "TOTALBEN-26", "MOAA-26"] },
    // Part D: reports naming CMS's 14 November 2025 fact sheet (CMS-FS-AB26); no CMS copy of the Part D table
    // stored. The amounts equal the statutory formula on the base beneficiary premium ($38.99, S).
    partD: { status: "S", sourceId: "SAVVY-26", alsoSourceIds: ["FARMCPA-26", "MRMONEY-26", "CMS-FS-AB26"] },
  },
});
