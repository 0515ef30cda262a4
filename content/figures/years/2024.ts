// Plan year 2024: every figure of the year with its status and source (sources.ts), and its IRMAA table.
// Values: /work/shared/facts/medicare-figures.md; NOTES.md says how each of the spec's contradictions was resolved.
import { definePlanYear, RULES, tier, u, v } from "./define.ts";

export const Y2024 = definePlanYear({
  year: 2024,
  figures: {
    ...RULES,
    "partA.premium.full": u(505, "AHA-24", { also: ["DRCHRONO-24"] }),
    "partA.premium.reduced": u(278, "AHA-24", { also: ["DRCHRONO-24"] }),
    "partA.deductible": v(1632, "V", "FR-A25D"),
    "partA.coinsurance.days61to90": v(408, "V", "FR-A25D"),
    "partA.coinsurance.lifetimeReserve": v(816, "V", "FR-A25D"),
    "partA.snf.coinsurance.days21to100": v(204, "V", "FR-A25D"),
    "partB.premium": v(174.7, "V", "FR-B25", { note: "The 2025 notice states the 2024 premium." }),
    "partB.deductible": v(240, "V", "FR-B25", { also: ["AHA-24"] }),
    "partB.premium.immunosuppressive": v(103, "V", "POMS-BID24", { also: ["TRUSTED-24"] }),
    "partD.deductible.max": v(545, "S", "Q1-PARAMS", {
      also: ["MI-PHASES", "AARP-GAP"],
      note: "CMS's CY 2024 Part D parameters (Rate Announcement), as reported; no CMS copy stored.",
    }),
    "partD.initialCoverageLimit": v(5030, "V", "MGOV-CAT"),
    "partD.coverageGap.coinsurance": v(25, "V", "USC-1395W-102", {
      also: ["MI-PHASES", "AARP-GAP"],
      note: "The law's 25% in the coverage gap for 2024: generic drugs 25% (2020 through 2024); brand-name drugs the 75% gap percentage minus the 50% manufacturer discount (2019 through 2024).",
    }),
    "partD.catastrophicThreshold": v(8000, "V", "MGOV-CAT", {
      note: "A threshold of true out-of-pocket costs (manufacturer discounts count), not a cap on what you pay.",
    }),
    "partD.catastrophic.costSharing": v(0, "V", "MGOV-CAT", {
      note: "From 2024 the 5% catastrophic coinsurance was removed.",
    }),
    "partD.basePremium": u(34.7, "HCFN-24"),
    "ma.moop.inNetwork": u(8850, "MI-MOOP", { note: "No CMS MOOP memo in the stored sources: unverified." }),
    "ma.moop.combined": u(13300, "INTLNEWS-MA25"),
    "ma.averagePremium": v(18.23, "V", "CMS-FS-MA25"),
    "medigap.highDeductible.deductible": u(2800, "FINANCEBAND", { also: ["TOMC-24"] }),
    "medigap.planK.oopLimit": u(7060, "ERICBURNS", { also: ["HEALTHLINE-K"] }),
    "medigap.planL.oopLimit": u(3530, "ERICBURNS"),
    "extraHelp.incomeLimit.single": u(22590, "ALLINA-EH24", {
      note: "150% of the 2024 guideline; no official copy stored.",
    }),
    "extraHelp.incomeLimit.couple": u(30660, "ALLINA-EH24", {
      note: "150% of the 2024 guideline; no official copy stored.",
    }),
    "extraHelp.resourceLimit.single": u(17220, "ALLINA-EH24"),
    "extraHelp.resourceLimit.couple": u(34360, "ALLINA-EH24"),
  },
  irmaa: {
    magiTaxYear: 2022,
    tiers: [
      tier(0, 174.7, 0),
      tier(69.9, 244.6, 12.9),
      tier(174.7, 349.4, 33.3),
      tier(279.5, 454.2, 53.8),
      tier(384.3, 559.0, 74.2),
      tier(419.3, 594.0, 81.0),
    ],
    thresholds: {
      single: [103_000, 129_000, 161_000, 193_000, 500_000],
      "married-joint": [206_000, 258_000, 322_000, 386_000, 750_000],
      "married-separate": [103_000, 397_000],
    },
    // Part B: the whole table (totals and every edge, married filing separately up to $397,000) as Railroad
    // Medicare (Palmetto GBA, a CMS contractor) published it; adjustments = total - $174.70.
    partB: {
      status: "V",
      sourceId: "PALMETTO-B24",
      alsoSourceIds: ["CMS-FS-AB24", "MEDPLANNING-24", "AJF-24"],
    },
    // Part D: reports of CMS's fact sheet of 12 October 2023 only (NARVRE-24, the Railroad Retirement Board's
    // wording, gives the range $12.90 to $81.00); no official copy of the Part D table stored.
    partD: { status: "S", sourceId: "MI-ES-PD", alsoSourceIds: ["NARVRE-24", "CMS-FS-AB24"] },
  },
});
