// Plan year 2025: every figure of the year with its status and source (sources.ts), and its IRMAA table.
// Values: /work/shared/facts/medicare-figures.md; NOTES.md says how each of the spec's contradictions was resolved.
import { definePlanYear, RULES, tier, u, v } from "./define.ts";

export const Y2025 = definePlanYear({
  year: 2025,
  figures: {
    ...RULES,
    "partA.premium.full": v(518, "V", "MYOU25-COPY", { also: ["FR-B25", "ACTION-26", "NEWHOR-25"] }),
    "partA.premium.reduced": v(285, "V", "MYOU25-COPY", { also: ["FR-B25", "ACTION-26", "NEWHOR-25"] }),
    "partA.deductible": v(1676, "V", "FR-A25D"),
    "partA.coinsurance.days61to90": v(419, "V", "FR-A25D"),
    "partA.coinsurance.lifetimeReserve": v(838, "V", "FR-A25D"),
    "partA.snf.coinsurance.days21to100": v(209.5, "V", "FR-A25D"),
    "partB.premium": v(185, "V", "FR-B25"),
    "partB.deductible": v(257, "V", "FR-B25"),
    "partB.premium.immunosuppressive": u(110.4, "HOMECARE-25"),
    "partB.actuarialRate.aged": v(368.1, "V", "FR-B25"),
    "partB.actuarialRate.disabled": v(487.8, "V", "FR-B25"),
    "partD.deductible.max": v(590, "S", "RITTER-PD25", {
      also: ["REBELLIS-PD25", "Q1-PARAMS", "MARCA-PD25", "CMS-PDR25"],
      note: "Both report the Final CY 2025 Part D Redesign Program Instructions (CMS, 1 April 2024); no CMS copy of the amount stored.",
    }),
    "partD.initialCoverage.coinsurance": v(25, "V", "CMS-PDR25"),
    "partD.oopCap": v(2000, "V", "MGOV-CAT", { also: ["ES-MPPP", "CMS-PDR25"] }),
    "partD.catastrophic.costSharing": v(0, "V", "CMS-PDR25"),
    "partD.basePremium": v(36.78, "S", "RISE-PD25", {
      also: ["RITTER-PD26"],
      note: "Both report CMS's Part D bid information fact sheet of July 2024; no CMS copy stored.",
    }),
    "ma.moop.inNetwork": u(9350, "Q1-MOOP25", {
      also: ["WIS-MOOP25"],
      note: "No CMS MOOP memo in the stored sources: unverified, never published.",
    }),
    "ma.moop.combined": u(14000, "WIS-MOOP25", { also: ["INTLNEWS-MA25"] }),
    "ma.moop.medianPlan": u(5400, "BMA-AVALERE", {
      also: ["RISE-MA26"],
      note: "Avalere's own analysis (released by Better Medicare Alliance), no CMS, SSA or Federal Register document: a Medicare figure is only published with its primary official source (issue 25), so never published.",
    }),
    "ma.averagePremium": v(16.4, "V", "CMS-PR-26", {
      note: "CMS's 26 September 2025 release gives $16.40 for 2025; its September 2024 projection was about $17.",
    }),
    "medigap.highDeductible.deductible": v(2870, "S", "GOODRX-HDG", {
      also: ["LC-HDG", "TOMC-25"],
      note: "Set by CMS (cms.gov Medigap F, G & J deductible announcement); the stored CMS page is the 2021 one, so S.",
    }),
    "medigap.planK.oopLimit": u(7220, "DEALSCENTRAL-K"),
    "medigap.planL.oopLimit": u(3610, "UNSOURCED", { note: "Derived as half the Plan K limit; no source found." }),
    // 150% of the 2025 HHS poverty guidelines ($15,650 / $21,150), the same guideline behind POMS's QMB limits
    // ($1,325 = $15,650 / 12 + $20, rounded up; $1,783 = $21,150 / 12 + $20).
    "extraHelp.incomeLimit.single": v(23475, "V", "FR-PG25", {
      also: ["POMS-MSP"],
      note: "150% of the 2025 poverty guideline for 1 person ($15,650).",
    }),
    "extraHelp.incomeLimit.couple": v(31725, "V", "FR-PG25", {
      also: ["POMS-MSP"],
      note: "150% of the 2025 poverty guideline for 2 people ($21,150).",
    }),
    "extraHelp.resourceLimit.single": v(17600, "V", "POMS-LISRES", {
      note: "POMS gives $16,100 excluding burial funds; + $1,500 burial allowance.",
    }),
    "extraHelp.resourceLimit.couple": u(35130, "UNSOURCED"),
    "msp.qmb.incomeLimit.single": v(1325, "V", "POMS-MSP", { note: "Includes the $20 general income disregard." }),
    "msp.qmb.incomeLimit.couple": v(1783, "V", "POMS-MSP"),
    "msp.slmb.incomeLimit.single": v(1585, "V", "POMS-MSP"),
    "msp.slmb.incomeLimit.couple": v(2135, "V", "POMS-MSP"),
    "msp.qi.incomeLimit.single": v(1781, "V", "FR-PG25", {
      also: ["POMS-MSP", "LC-MSP"],
      note: "135% of the 2025 guideline ($15,650) a month plus the $20 disregard, rounded up, as POMS does for QMB/SLMB.",
    }),
    "msp.qi.incomeLimit.couple": v(2400, "V", "FR-PG25", {
      also: ["POMS-MSP", "LC-MSP"],
      note: "135% of the 2025 guideline ($21,150) a month plus the $20 disregard, rounded up.",
    }),
    "msp.resourceLimit.single": v(9660, "V", "POMS-MSP"),
    "msp.resourceLimit.couple": v(14470, "V", "POMS-MSP"),
  },
  irmaa: {
    magiTaxYear: 2023,
    tiers: [
      tier(0, 185.0, 0),
      tier(74.0, 259.0, 13.7),
      tier(185.0, 370.0, 35.3),
      tier(295.9, 480.9, 57.0),
      tier(406.9, 591.9, 78.6),
      tier(443.9, 628.9, 85.8),
    ],
    thresholds: {
      single: [106_000, 133_000, 167_000, 200_000, 500_000],
      "married-joint": [212_000, 266_000, 334_000, 400_000, 750_000],
      "married-separate": [106_000, 394_000],
    },
    // POMS gives the single and joint tables with the Part D amounts; the Part B notice (FR-B25) announced them.
    partB: { status: "V", sourceId: "POMS-IRMAA25", alsoSourceIds: ["FR-B25", "FEDSMITH-25", "NCOA-25", "AJF-25"] },
    partD: { status: "V", sourceId: "POMS-IRMAA25", alsoSourceIds: ["FEDSMITH-25", "JME-25", "AJF-25"] },
  },
});
