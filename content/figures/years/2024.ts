// Plan year 2024: every figure of the year with its status and source (sources.ts), and its IRMAA table.
// Values: /work/shared/facts/medicare-figures.md; NOTES.md says how each of the spec's contradictions was resolved.
import { definePlanYear, RULES, tier, v } from "./define.ts";

export const Y2024 = definePlanYear({
  year: 2024,
  figures: {
    ...RULES,
    "partA.premium.full": v(505, "S", "AHA-24", { also: ["DRCHRONO-24"] }),
    "partA.premium.reduced": v(278, "S", "AHA-24", { also: ["DRCHRONO-24"] }),
    "partA.deductible": v(1632, "V", "FR-A25D"),
    "partA.coinsurance.days61to90": v(408, "V", "FR-A25D"),
    "partA.coinsurance.lifetimeReserve": v(816, "V", "FR-A25D"),
    "partA.snf.coinsurance.days21to100": v(204, "V", "FR-A25D"),
    "partB.premium": v(174.7, "V", "FR-B25", { note: "The 2025 notice states the 2024 premium." }),
    "partB.deductible": v(240, "V", "FR-B25", { also: ["AHA-24"] }),
    "partB.premium.immunosuppressive": v(103, "S", "TRUSTED-24"),
    "partD.deductible.max": v(545, "S", "MI-PHASES", { also: ["AARP-GAP"] }),
    "partD.initialCoverageLimit": v(5030, "V", "MGOV-CAT"),
    "partD.coverageGap.coinsurance": v(25, "S", "MI-PHASES", { also: ["AARP-GAP"] }),
    "partD.catastrophicThreshold": v(8000, "V", "MGOV-CAT", {
      note: "A threshold of true out-of-pocket costs (manufacturer discounts count), not a cap on what you pay.",
    }),
    "partD.catastrophic.costSharing": v(0, "V", "MGOV-CAT", {
      note: "From 2024 the 5% catastrophic coinsurance was removed.",
    }),
    "partD.basePremium": v(34.7, "S", "HCFN-24"),
    "ma.moop.inNetwork": v(8850, "S", "MI-MOOP"),
    "ma.moop.combined": v(13300, "S", "INTLNEWS-MA25"),
    "ma.averagePremium": v(18.23, "V", "CMS-FS-MA25"),
    "medigap.highDeductible.deductible": v(2800, "S", "FINANCEBAND", { also: ["TOMC-24"] }),
    "medigap.planK.oopLimit": v(7060, "S", "ERICBURNS", { also: ["HEALTHLINE-K"] }),
    "medigap.planL.oopLimit": v(3530, "S", "ERICBURNS"),
    "extraHelp.incomeLimit.single": v(22590, "S", "ALLINA-EH24"),
    "extraHelp.incomeLimit.couple": v(30660, "S", "ALLINA-EH24"),
    "extraHelp.resourceLimit.single": v(17220, "S", "ALLINA-EH24"),
    "extraHelp.resourceLimit.couple": v(34360, "S", "ALLINA-EH24"),
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
