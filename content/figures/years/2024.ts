// Plan year 2024: every figure of the year with its status and source (sources.ts), and its IRMAA table.
// Values: /work/shared/facts/medicare-figures.md; NOTES.md says how each of the spec's contradictions was resolved.
import { definePlanYear, RULES, tier, v } from "./define.ts";

export const Y2024 = definePlanYear({
  year: 2024,
  figures: {
    ...RULES,
    "partA.premium.full": v(505, "U", "AHA-24", {
      also: ["DRCHRONO-24"],
      note: "No official document found in the stored sources (issue 25): unverified, never published.",
    }),
    "partA.premium.reduced": v(278, "U", "AHA-24", {
      also: ["DRCHRONO-24"],
      note: "No official document found in the stored sources (issue 25): unverified, never published.",
    }),
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
    "partD.coverageGap.coinsurance": v(25, "S", "MI-PHASES", {
      also: ["AARP-GAP"],
      note: "The standard benefit's 25% in the coverage gap (CMS's CY 2024 parameters), as reported.",
    }),
    "partD.catastrophicThreshold": v(8000, "V", "MGOV-CAT", {
      note: "A threshold of true out-of-pocket costs (manufacturer discounts count), not a cap on what you pay.",
    }),
    "partD.catastrophic.costSharing": v(0, "V", "MGOV-CAT", {
      note: "From 2024 the 5% catastrophic coinsurance was removed.",
    }),
    "partD.basePremium": v(34.7, "U", "HCFN-24", {
      note: "No official document found in the stored sources (issue 25): unverified, never published.",
    }),
    "ma.moop.inNetwork": v(8850, "U", "MI-MOOP", { note: "No CMS MOOP memo in the stored sources: unverified." }),
    "ma.moop.combined": v(13300, "U", "INTLNEWS-MA25", {
      note: "No official document found in the stored sources (issue 25): unverified, never published.",
    }),
    "ma.averagePremium": v(18.23, "V", "CMS-FS-MA25"),
    "medigap.highDeductible.deductible": v(2800, "U", "FINANCEBAND", {
      also: ["TOMC-24"],
      note: "No official document found in the stored sources (issue 25): unverified, never published.",
    }),
    "medigap.planK.oopLimit": v(7060, "U", "ERICBURNS", {
      also: ["HEALTHLINE-K"],
      note: "No official document found in the stored sources (issue 25): unverified, never published.",
    }),
    "medigap.planL.oopLimit": v(3530, "U", "ERICBURNS", {
      note: "No official document found in the stored sources (issue 25): unverified, never published.",
    }),
    "extraHelp.incomeLimit.single": v(22590, "U", "ALLINA-EH24", {
      note: "150% of the 2024 guideline; no official copy stored.",
    }),
    "extraHelp.incomeLimit.couple": v(30660, "U", "ALLINA-EH24", {
      note: "150% of the 2024 guideline; no official copy stored.",
    }),
    "extraHelp.resourceLimit.single": v(17220, "U", "ALLINA-EH24", {
      note: "No official document found in the stored sources (issue 25): unverified, never published.",
    }),
    "extraHelp.resourceLimit.couple": v(34360, "U", "ALLINA-EH24", {
      note: "No official document found in the stored sources (issue 25): unverified, never published.",
    }),
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
    partB: { status: "S", sourceId: "MEDPLANNING-24", alsoSourceIds: ["AJF-24"] },
    partD: { status: "S", sourceId: "MI-ES-PD", alsoSourceIds: ["NARVRE-24"] },
  },
});
