// The sources behind the figures, copied from /work/shared/facts/medicare-figures.md (compiled 2026-11-21), plus the
// primary documents found for issue 25 (NOTES.md, "Primary sources"). Dates are days (YYYY-MM-DD) or null when the
// day is not known: a news article may state a figure only from its day (content/figures/dates.ts).
// "official" = Federal Register/govinfo, cms.gov, medicare.gov, ssa.gov (or a verbatim mirror of one);
// "secondary" = news, nonprofits, brokers citing CMS/SSA; "unsourced" = nothing found (only U figures may cite it).
import type { Source } from "./types.ts";

export { FACTS_COMPILED } from "./compiled.ts";

const official = (id: string, title: string, publisher: string, url: string, date: string | null = null): Source => ({
  id,
  title,
  publisher,
  url,
  date,
  kind: "official",
});
const secondary = (id: string, title: string, publisher: string, url: string, date: string | null = null): Source => ({
  id,
  title,
  publisher,
  url,
  date,
  kind: "secondary",
});

const LIST: readonly Source[] = [
  // Official / primary (or verbatim mirrors)
  official(
    "FR-B26",
    "Medicare Part B Monthly Actuarial Rates, Premium Rates, and Annual Deductible Beginning January 1, 2026 (CMS-8091-N, 90 FR 52063)",
    "Federal Register (CMS)",
    "https://www.govinfo.gov/content/pkg/FR-2025-11-19/html/2025-20251.htm",
    "2025-11-19",
  ),
  official(
    "FR-B25",
    "Medicare Part B Monthly Actuarial Rates, Premium Rates, and Annual Deductible Beginning January 1, 2025 (CMS-8088-N, 89 FR 90002)",
    "Federal Register (CMS)",
    "https://www.federalregister.gov/d/2024-26474",
    "2024-11-14",
  ),
  official(
    "FR-A26D",
    "CY 2026 Inpatient Hospital Deductible and Hospital and Extended Care Services Coinsurance Amounts (CMS-8089-N)",
    "Federal Register (CMS)",
    "https://www.federalregister.gov/d/2025-20249",
    "2025-11-19",
  ),
  official(
    "FR-A26P",
    "CY 2026 Part A Premiums for the Uninsured Aged and for Certain Disabled Individuals Who Have Exhausted Other Entitlement (CMS-8090-N)",
    "Federal Register (CMS)",
    "https://www.federalregister.gov/d/2025-20250",
    "2025-11-19",
  ),
  official(
    "BREAD-26",
    "Plain-language digest of the 19 November 2025 Federal Register (Part A premiums and cost sharing)",
    "breadandcircus.eggy.ai",
    "https://breadandcircus.eggy.ai/2025-11-19",
    "2025-11-19",
  ),
  official(
    "FR-A25D",
    "CY 2025 Inpatient Hospital Deductible and Hospital and Extended Care Services Coinsurance Amounts (FR Doc 2024-26472, Table 1: 2024 and 2025)",
    "Federal Register (CMS)",
    "https://www.federalregister.gov/d/2024-26472",
    "2024-11-14",
  ),
  official(
    "CMS-PD26BID",
    "2026 Medicare Part D Bid Information and Part D Premium Stabilization Demonstration Parameters",
    "CMS",
    "https://www.cms.gov/newsroom/fact-sheets/2026-medicare-part-d-bid-information-and-part-d-premium-stabilization-demonstration-parameters",
    "2025-07-28",
  ),
  official(
    "CMS-FS-MA25",
    "Medicare Advantage and Medicare Prescription Drug Programs to Remain Stable as CMS Implements Improvements to the Programs in 2025",
    "CMS",
    "https://cms.gov/newsroom/fact-sheets/medicare-advantage-and-medicare-prescription-drug-programs-remain-stable-cms-implements-improvements",
    "2024-09-27",
  ),
  official(
    "CMS-PR-26",
    "Medicare Advantage and Medicare Prescription Drug Programs Expected to Remain Stable in 2026",
    "CMS",
    "https://www.pubt.io/view/5A02DA4166E7D1DA6E17A4942D3F27553B844432",
    "2025-09-26",
  ),
  official(
    "CMS-FS-AB26",
    "2026 Medicare Parts A & B Premiums and Deductibles (fact sheet)",
    "CMS",
    "https://www.cms.gov/newsroom/fact-sheets/2026-medicare-parts-b-premiums-deductibles",
    "2025-11-14",
  ),
  official(
    "CMS-RA26",
    "Announcement of Calendar Year (CY) 2026 Medicare Advantage (MA) Capitation Rates and Part C and Part D Payment Policies (the final CY 2026 Rate Announcement)",
    "CMS",
    "https://www.cms.gov/files/document/2026-announcement.pdf",
    "2025-04-07",
  ),
  official(
    "CMS-PDR25",
    "Final CY 2025 Part D Redesign Program Instructions Fact Sheet",
    "CMS",
    "http://www.cms.gov/newsroom/fact-sheets/final-cy-2025-part-d-redesign-program-instructions-fact-sheet",
    "2024-04-01",
  ),
  official(
    "CMS-FANDJ",
    "Deductible Amount for Medigap High Deductible Options F, G & J",
    "CMS",
    "https://www.cms.gov/Medicare/Health-Plans/Medigap/FandJ",
  ),
  official(
    "REGINFO-4199",
    "Implementing Certain Provisions of the Consolidated Appropriations Act and Other Revisions to Medicare Enrollment and Eligibility Rules (CMS-4199, RIN 0938-AU85)",
    "reginfo.gov",
    "https://www.reginfo.gov/public/do/eAgendaViewRule?pubId=202204&RIN=0938-AU85",
  ),
  official(
    "MGOV-CAT",
    "Catastrophic coverage",
    "Medicare.gov",
    "https://www.medicare.gov/drug-coverage-part-d/costs-for-medicare-drug-coverage/catastrophic-coverage",
  ),
  official(
    "MGOV-PDPREM",
    "Monthly premium for drug plans",
    "Medicare.gov",
    "https://medicare.gov/drug-coverage-part-d/costs-for-medicare-drug-coverage/monthly-premium-for-drug-plans",
  ),
  official(
    "ES-CHOICES",
    "Sus opciones de cobertura de Medicare",
    "es.medicare.gov",
    "https://es.medicare.gov/what-medicare-covers/your-medicare-coverage-choices",
  ),
  official(
    "ES-SNF",
    "Atención en centros de enfermería especializada",
    "es.medicare.gov",
    "https://es.medicare.gov/coverage/skilled-nursing-facility-care",
  ),
  official(
    "ES-ASSIGN",
    "¿Acepta su proveedor Medicare como pago total?",
    "es.medicare.gov",
    "https://es.medicare.gov/basics/costs/medicare-costs/provider-accept-Medicare",
  ),
  official("ES-INSULIN", "Insulina", "es.medicare.gov", "https://es.medicare.gov/coverage/insulin"),
  official(
    "ES-MPPP",
    "Medicare Prescription Payment Plan: before using this payment option",
    "es.medicare.gov",
    "https://es.medicare.gov/prescription-payment-plan/before-payment-option",
  ),
  official(
    "SSA-ES-PRIMAS",
    "Primas de Medicare: Reglas para beneficiarios con ingresos más altos",
    "Social Security Administration",
    "https://www.ssa.gov/espanol/beneficios/medicare/primas-medicare.html",
  ),
  official(
    "POMS-IRMAA-APPEAL",
    "POMS HI 01140.001: IRMAA appeals (reconsideration)",
    "Social Security Administration",
    "https://secure.ssa.gov/poms.nSf/lnx/0601140001",
  ),
  official(
    "POMS-LISRES",
    "POMS HI 03030.025: Resource Limits for Subsidy Eligibility",
    "Social Security Administration",
    "https://secure.ssa.gov/apps10/poms.nsf/lnx/0603030025",
  ),
  official(
    "POMS-MSP",
    "POMS HI 00815.023: Medicare Savings Programs Income Limits",
    "Social Security Administration",
    "https://secure.ssa.gov/poms.nsf/lnx/0600815023",
  ),
  official(
    "SSA-FAQ-TAXYR",
    "Tax year used in determining my income-related Part B and prescription drug coverage premiums (archived FAQ)",
    "Social Security Administration",
    "https://cybercemetery.unt.edu/archive/oilspill/20130215144740/http://ssa-custhelp.ssa.gov/app/answers/detail/a_id/1588",
    "2013-02-15",
  ),
  official(
    "MEDGOV-MIRROR-26",
    'Mirror of Medicare.gov Part D text ("capped at $2,100 in 2026")',
    "Medicare.gov (mirror)",
    "https://tj-5hx.pages.dev/localsearch/search?FORM=HDRSC2&q=Part+D+Coverage",
  ),

  // Added for issue 25 (primary sources): each was read in the stored pages, with the figure it gives.
  official(
    "FR-PG26",
    "Annual Update of the HHS Poverty Guidelines (FR Doc 2026-00755, 91 FR 1797; effective 13 January 2026)",
    "Federal Register (HHS)",
    "https://www.govinfo.gov/content/pkg/FR-2026-01-15/html/2026-00755.htm",
    "2026-01-15",
  ),
  official(
    "ASPE-PG26",
    'HHS Poverty Guidelines for 2026 ("1 | $15,960", "2 | $21,640", 48 contiguous states and DC)',
    "ASPE (HHS)",
    "https://aspe.hhs.gov/topics/poverty-economic-mobility/poverty-guidelines",
  ),
  official(
    "FR-PG25",
    "Annual Update of the HHS Poverty Guidelines (FR Doc 2025-01377, 90 FR 5917; $15,650 for 1 person, $21,150 for 2)",
    "Federal Register (HHS)",
    "https://www.govinfo.gov/content/pkg/FR-2025-01-17/html/2025-01377.htm",
    "2025-01-17",
  ),
  official(
    "POMS-IRMAA25",
    'POMS HI 01101.020 IRMAA Sliding Scale Tables, TN 33 (12-24): 2025 tables ("More than $106,000 but less than or equal to $133,000 $259.00 $13.70")',
    "Social Security Administration",
    "https://secure.ssa.gov/poms.Nsf/lnx/0601101020",
  ),
  official(
    "POMS-BID24",
    'POMS HI 01001.016: 2024 Part B immunosuppressive drug (Part B-ID) premiums ("Less than or equal to $103,000 ... $0.00 | $103.00")',
    "Social Security Administration",
    "https://secure.ssa.gov/poms.NSF/lnx/0601001016",
  ),
  official(
    "POMS-IEP",
    'POMS HI 00801.133: enrollment periods ("the IEP begins 3 months before the first month of eligibility ... and continues for 7 months")',
    "Social Security Administration",
    "https://secure.ssa.gov/apps10/poms.NSF/lnx/0600801133",
  ),
  official(
    "POMS-SEP",
    'POMS HI 00805.275 Special Enrollment Period (SEP) Enrollments - Group Health Plans, TN 113 (10-24) ("in any of the 8 consecutive months following the last month")',
    "Social Security Administration",
    "https://secure.ssa.gov/apps10/poms.nsf/lnx/0600805275",
  ),
  official(
    "POMS-HIRED",
    'POMS HI 01005.007 Reduced Hospital Insurance (HI) Premium ("have at least 30 quarters of coverage (QCs) are eligible for a reduction")',
    "Social Security Administration",
    "https://secure.ssa.gov/apps10/poms.NSF/lnx/0601005007",
  ),
  official(
    "CFR-408-22",
    '42 CFR 408.22 Increased premiums for late enrollment and for reenrollment ("increased by ten percent for each full twelve months"; verbatim copy)',
    "Code of Federal Regulations (chanrobles.com copy)",
    "https://chanrobles.com/usa/uslaws/cfr/title42/42-2.0.1.2.8.2.35.3.php",
  ),
  official(
    "CMS-LEP",
    'Creditable Coverage and Late Enrollment Penalty ("a continuous period of 63 days or more")',
    "CMS",
    "https://www.cms.gov/Medicare/Eligibility-and-Enrollment/MedicarePresDrugEligEnrol/CreditableCoverageLateEnrollmentPenalty",
  ),
  official(
    "PALMETTO-MSP",
    "When Medicare Is the Secondary Payer for the 'Working Aged' (Palmetto GBA, a CMS Medicare Administrative Contractor: \"A single employer of 20 or more employees\")",
    "Palmetto GBA (CMS contractor)",
    "https://www.palmettogba.com/palmetto/jjb.nsf/DID/AKFKMX3657",
    "2021-01-04",
  ),
  official(
    "WI-OCI-GI",
    'Guaranteed Issue (Wisconsin Office of the Commissioner of Insurance: "no later than 63 calendar days after your health plan or policy coverage ends")',
    "Wisconsin OCI",
    "http://oci.wi.gov/srissues/mgfacts-guar.htm",
  ),
  official(
    "MYOU25-COPY",
    'Medicare & You 2025, "Your Medicare costs" (verbatim copy: "You usually don\'t pay a monthly premium for Part A coverage if you or your spouse paid Medicare taxes while working for a certain amount of time"; "a premium of either $285 or $518 each month in 2025"; "your monthly premium may go up 10%")',
    "CMS (copy at banattyinsurance.com)",
    "https://www.banattyinsurance.com/medicare-planning/part-a---how-does-it-work%3F?lang=es",
  ),
  official(
    "AJM-FS26",
    "2026 Medicare Parts A & B Premiums and Deductibles, CMS fact sheet of 14 November 2025 (verbatim copy of its Part B IRMAA table)",
    "CMS (copy at ajmassoc.com)",
    "https://www.ajmassoc.com/post/medicare-part-b-premiums-more-to-increase-for-2026",
    "2025-11-14",
  ),

  // Added in the third issue 25 pass (NOTES.md, "third pass"): each was read in the stored pages with the
  // quoted words. A copy host is named in the publisher, as for MYOU25-COPY and AJM-FS26.
  official(
    "FR-A25P",
    'CY 2025 Part A Premiums for the Uninsured Aged and for Certain Disabled Individuals Who Have Exhausted Other Entitlement (CMS-8087-N, 89 FR 90015): "This premium is paid by enrollees aged 65 and over who are not otherwise eligible for benefits under Medicare Part A"',
    "Federal Register (CMS)",
    "https://regulations.justia.com/regulations/fedreg/2024/11/14/2024-26473.html",
    "2024-11-14",
  ),
  official(
    "MGAP-CHART-COPY",
    'CMS Medigap benefits chart (Choosing a Medigap Policy and Medicare & You, 2019 amounts), footnote: "Plan N pays 100% of the Part B coinsurance, except for a copayment of up to $20 for some office visits and up to a $50 copayment for emergency room visits that don\'t result in an inpatient admission"',
    "CMS (copy at maturemarketins.com)",
    "https://www.maturemarketins.com/medicare-solutions",
  ),
  official(
    "MGOV-TRAVEL-COPY",
    'Medicare.gov, "Travel outside the U.S.": with Medigap Plan C, D, E, F, G, H, I, J, M or N the plan "Pays 80% of the billed charges for certain medically necessary emergency care outside the U.S. after you meet a $250 deductible for the year"',
    "Medicare.gov (copy at justusinsurance.com)",
    "https://justusinsurance.com/?p=259",
  ),
  official(
    "PALMETTO-B24",
    'Medicare Part B Premium and Deductible for 2024 (Railroad Medicare, published 11/13/2023): the 2024 Part B premium by 2022 income, "above $103,000 up to $129,000 | above $206,000 up to $258,000 | Not applicable | $244.60" ... "above $193,000 and less than $500,000 | above $386,000 and less than $750,000 | above $103,000 and less than $397,000 | $559.00"; "$500,000 or above | $750,000 or above | $397,000 or above | $594.00"',
    "Palmetto GBA (CMS contractor)",
    "https://www.palmettogba.com/palmetto/rrb.nsf/DID/VXLK3G3AFS",
    "2023-11-13",
  ),
  official(
    "CMS-FS-AB24",
    '2024 Medicare Parts A & B Premiums and Deductibles; 2024 Medicare Part D Income-Related Monthly Adjustment Amounts (fact sheet: "On October 12, 2023, the Centers for Medicare & Medicaid Services (CMS) released ... the 2024 Medicare Part D income-related monthly adjustment amounts")',
    "CMS",
    "https://www.cms.gov/newsroom/fact-sheets/2024-medicare-parts-b-premiums-and-deductibles-2024-medicare-part-d-income-related-monthly",
    "2023-10-12",
  ),

  // The Social Security Act as codified in title 42 of the United States Code (uscode.house.gov), read in a
  // verbatim copy of the Code (github.com/codexstanford/markdonw-chunck-of-the-usa-code, snapshot of April
  // 2023, after the Inflation Reduction Act). Standing rules carry no day; the Inflation Reduction Act's
  // Part D wording carries the day it became law (16 August 2022, as CMS's 2025 redesign fact sheet says).
  official(
    "USC-1395W-102",
    '42 U.S.C. 1395w-102(b) (SSA 1860D-2(b)), standard prescription drug coverage: "(A) 25 percent coinsurance ... for 2025 and each subsequent year ... (i) equal to 25 percent"; catastrophic cost-sharing "(II) for 2024 and each succeeding year, $0"; generic gap coinsurance "(III) 2020 through 2024 is 25 percent"; adult vaccines "(i) the deductible under paragraph (1) shall not apply; and (ii) there shall be no coinsurance or other cost-sharing"',
    "United States Code (Office of the Law Revision Counsel)",
    "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title42-section1395w-102",
    "2022-08-16",
  ),
  official(
    "USC-1395W-113",
    '42 U.S.C. 1395w-113(b)(3)(A) (SSA 1860D-13(b)), Part D late enrollment penalty: the greater of an actuarially sound amount or "(ii) 1 percent of the base beneficiary premium ... for each such uncovered month in such period"',
    "United States Code (Office of the Law Revision Counsel)",
    "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title42-section1395w-113",
  ),
  official(
    "USC-1395SS",
    '42 U.S.C. 1395ss(s) (SSA 1882(s)), Medigap: open enrollment "during the 6 month period beginning with the first month as of the first day on which the individual is 65 years of age or older and is enrolled for benefits under part B" ((s)(2)(A)); guaranteed issue "beginning on the date that is 60 days before the effective date of the disenrollment and ending on the date that is 63 days after such effective date" ((s)(3)(E)(iv))',
    "United States Code (Office of the Law Revision Counsel)",
    "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title42-section1395ss",
  ),
  official(
    "USC-1395Y-B",
    '42 U.S.C. 1395y(b)(1)(A)(ii) (SSA 1862(b)), Medicare secondary payer, small employers: only "a plan of, or contributed to by, an employer that has 20 or more employees for each working day in each of 20 or more calendar weeks in the current calendar year or the preceding calendar year"',
    "United States Code (Office of the Law Revision Counsel)",
    "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title42-section1395y",
  ),
  official(
    "USC-414-426",
    '42 U.S.C. 414(a) (SSA 214(a)): a "fully insured individual" has "(2) 40 quarters of coverage"; 42 U.S.C. 426(a) (SSA 226(a)): an individual 65 or older who "is entitled to monthly insurance benefits under section 402 of this title , would be entitled to those benefits except that he has not filed an application therefor" ... "shall be entitled to hospital insurance benefits under part A of subchapter XVIII"',
    "United States Code (Office of the Law Revision Counsel)",
    "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title42-section414",
  ),

  // Secondary
  secondary(
    "LOUISVILLE-MOOP26",
    "Key Changes and Trends for 2026 (in-network out-of-pocket limit $9,250, down from $9,350)",
    "Louisville City Insurance",
    "https://louisvillecityinsurance.com/key-changes-and-trends-for-2026",
  ),
  secondary(
    "PROMISECARE-MOOP26",
    "Medicare Advantage 2026: federal out-of-pocket maximum $9,250, down $100 from 2025",
    "PromiseCare",
    "https://promisecare.com/?p=32325",
  ),
  secondary(
    "AHA-24",
    "CMS announces Medicare premiums, deductibles for 2024",
    "AHA News",
    "https://www.aha.org/news/headline/2023-10-13-cms-announces-medicare-premiums-deductibles-2024",
    "2023-10-13",
  ),
  secondary(
    "AHA-26",
    "CMS releases details on Medicare premiums, deductibles for 2026",
    "AHA News",
    "https://www.einpresswire.com/article/868033856/cms-releases-details-on-medicare-premiums-deductibles-for-2026",
    "2025-11-17",
  ),
  secondary(
    "AHA-MA26",
    "CMS releases proposed 2026 payment updates for Medicare Advantage, Part D",
    "AHA News",
    "https://www.einpresswire.com/article/776743425/cms-releases-proposed-2026-payment-updates-for-medicare-advantage-part-d",
    "2025-01-14",
  ),
  secondary(
    "DRCHRONO-24",
    "2024 Medicare deductible and coinsurance rates",
    "DrChrono",
    "https://support.drchrono.com/home/19977931736731-2024-medicare-deductible-coinsurance-rates",
  ),
  secondary(
    "NEWHOR-25",
    "2025 Medicare Parts A & B premiums and deductibles",
    "New Horizons Marketing",
    "https://newhorizonsmktg.com/announcements/2025-medicare-parts-a-b-premiums-and-deductibles",
  ),
  secondary(
    "ACTION-26",
    "2026 Medicare Parts A, B, D premiums, deductibles and coinsurance rates announced",
    "Action Benefits Agency",
    "https://www.actionbenefitsagency.com/blog/2026-medicare-parts-a-b-d-premiums-deductibles-and-coinsurance-rates-announced",
  ),
  secondary(
    "MARCA-26",
    "Medicare Part A premiums (quoting Medicare.gov)",
    "Marca",
    "https://amp.marca.com/en/lifestyle/us-news/personal-finance/2025/11/24/69245060ca4741712b8b45f0.html",
    "2025-11-24",
  ),
  secondary(
    "RISE-26",
    "Medicare premiums and deductibles set to rise in 2026",
    "RISE",
    "https://www.risehealth.org/insights-articles/medicare-premiums-and-deductibles-set-to-rise-in-2026",
  ),
  secondary(
    "TRUSTED-24",
    "Part B standard rate for 2024",
    "Trusted Life Agent",
    "https://trustedlifeagent.com/part-b-standard-rate-for-2024/",
  ),
  secondary(
    "HOMECARE-25",
    "CMS releases 2025 Medicare premiums, deductibles",
    "HomeCare Magazine",
    "https://homecaremag.com/news/cms-releases-2025-medicare-premiums-deductibles",
  ),
  secondary(
    "AARP-COMM-26",
    "2026 Medicare Cost Announced",
    "AARP Community",
    "https://community.aarp.org/t5/Medicare-Insurance/2026-Medicare-Cost-Announced/td-p/2639900",
  ),
  secondary(
    "RITTER-26",
    "2026 Medicare Part A & B Premiums & Deductibles (CMS tables)",
    "Ritter Insurance Marketing",
    "https://ritterim.com/blog/2026-medicare-part-a-and-b-premiums-and-deductibles",
  ),
  secondary(
    "MYOU-PENALTY",
    "What's the Part B late enrollment penalty? (quotes Medicare & You)",
    "medicarehealthcareinsurance.com",
    "http://www.medicarehealthcareinsurance.com/medicare-part-b/what-s-the-part-b-late-enrollment-penalty/",
  ),
  secondary(
    "MI-PENALTY",
    "Premium penalty (glossary)",
    "Medicare Rights Center, Medicare Interactive",
    "https://www.medicareinteractive.org/glossary/premium-penalty",
  ),
  secondary(
    "MI-LIMIT",
    "Limiting charge (glossary)",
    "Medicare Rights Center, Medicare Interactive",
    "https://www.medicareinteractive.org/glossary/limiting-charge",
  ),
  secondary(
    "MI-MOOP",
    "Maximum out-of-pocket limit",
    "Medicare Rights Center, Medicare Interactive",
    "https://www.medicareinteractive.org/get-answers/medicare-health-coverage-options/medicare-advantage-plan-overview/maximum-out-of-pocket-limit",
  ),
  secondary(
    "MI-PHASES",
    "Phases of Part D coverage",
    "Medicare Rights Center, Medicare Interactive",
    "https://medicareinteractive.org/get-answers/medicare-prescription-drug-coverage-part-d/medicare-part-d-costs/phases-of-part-d-coverage",
  ),
  secondary(
    "MI-IRMAA",
    "Appealing a higher Part B or Part D premium (IRMAA)",
    "Medicare Rights Center, Medicare Interactive",
    "https://www.medicareinteractive.org/understanding-medicare/denials-appeals/premium-appeals/appealing-a-higher-part-b-or-part-d-premium-irmaa",
  ),
  secondary(
    "MI-OEP",
    "Medigap open enrollment period (glossary)",
    "Medicare Rights Center, Medicare Interactive",
    "https://www.medicareinteractive.org/glossary/initial-open-enrollment-period",
  ),
  secondary(
    "MI-ES-PD",
    "Los costos de la Parte D para las personas con altos ingresos",
    "Medicare Rights Center, Medicare Interactive",
    "https://medicareinteractive.org/es/obtener-respuestas/cobertura-de-medicamentos-recetados-de-medicare-parte-d/los-costos-de-la-parte-d/los-costos-de-la-parte-d-para-las-personas-con-altos-ingresos",
  ),
  secondary(
    "MEDPLANNING-24",
    "Medicare Part B costs 2024",
    "MedicarePlanning.com",
    "https://www.medicareplanning.com/medicare-part-b-costs-2024/",
  ),
  secondary(
    "AJF-24",
    "Medicare 2024 costs at a glance",
    "AJF Insurance Services",
    "https://ajfinsuranceservices.com/medicare/medicare-2024-costs-at-a-glance",
  ),
  secondary(
    "FEDSMITH-25",
    "2025 Medicare Part B premiums increasing",
    "FedSmith",
    "https://www.fedsmith.com/2024/11/22/2025-medicare-part-b-premiums-increasing/",
    "2024-11-22",
  ),
  secondary(
    "NCOA-25",
    "Medicare IRMAA: Increased Medicare Part B and D Premiums Based on Income",
    "NCOA",
    "https://www.ncoa.org/article/medicare-irmaa-increased-medicare-part-b-and-d-premiums-based-on-income/",
  ),
  secondary(
    "AJF-25",
    "Medicare 2025 costs at a glance",
    "AJF Insurance Services",
    "https://ajfinsuranceservices.com/medicare/medicare-2025-costs-at-a-glance",
  ),
  secondary(
    "MOAA-26",
    "How Much Will Your Medicare Part B Premium Rise in 2026?",
    "MOAA",
    "https://www.moaa.org/content/publications-and-media/news-articles/2025-news-articles/health-care-and-earned-benefits/how-much-will-your-medicare-part-b-premium-rise-in-2026",
  ),
  secondary(
    "TOTALBEN-26",
    "2026 Medicare Parts A & B premiums and deductibles",
    "Total Benefits",
    "https://totalbenefits.net/2026-medicare-parts-a-b-premiums-and-deductibles",
  ),
  secondary(
    "NARVRE-24",
    "Medicare Part B premium and deductible increase",
    "NARVRE",
    "https://www.narvre.us/medicare-part-b-premium-and-deductible-increase/",
  ),
  secondary(
    "JME-25",
    "What is Medicare Part D and how much does it cost?",
    "JME Insurance",
    "https://jmeinsurance.com/medicare/what-is-medicare-part-d-and-how-much-does-it-cost",
  ),
  secondary(
    "MARCA-PD25",
    "Medicare Part D changes for 2025",
    "Marca",
    "https://amp.marca.com/en/lifestyle/us-news/personal-finance/2024/12/27/676ec73dca47414e6f8b458b.html",
    "2024-12-27",
  ),
  secondary("MRMONEY-26", "2026 IRMAA brackets", "Michael Ryan Money", "https://michaelryanmoney.com/?p=25114"),
  secondary(
    "SAVVY-26",
    'CMS announces 2026 Medicare premiums (IRMAA table with the Part D income-related amounts $14.50 to $91.00; "See the CMS Fact Sheet for more")',
    "Savvy Social Security",
    "http://www.savvysocialsecurity.com/cms-announces-2026-medicare-premiums",
  ),
  secondary(
    "RETIREEFIRST",
    "Brief: CMS Advance Notice and Draft Part D Redesign",
    "RetireeFirst",
    "https://retireefirst.com/brief-cms-advance-notice-and-draft-part-d-redesign/",
  ),
  secondary(
    "Q1-2026",
    "2026 Medicare Part D Outlook",
    "Q1Medicare",
    "https://q1medicare.com/PartD-The-2026-Medicare-Part-D-Outlook.php",
  ),
  secondary(
    "AARP-GAP",
    "Does the doughnut hole apply to Part C?",
    "AARP",
    "https://aarp.org/health/medicare-qa-tool/does-the-doughnut-hole-apply-to-part-c",
  ),
  secondary(
    "HCFN-24",
    "CMS announces lower Medicare Part D premium for 2024",
    "Healthcare Finance News",
    "https://healthcarefinancenews.com/news/cms-announces-lower-medicare-part-d-premium-2024",
  ),
  secondary(
    "RISE-PD25",
    "CMS releases preliminary 2025 Medicare Part D bid information",
    "RISE",
    "https://risehealth.org/insights-articles/cms-releases-preliminary-2025-medicare-part-d-bid-information",
  ),
  secondary(
    "KFF-PD26",
    "The Trump Administration Is Reducing Enhanced Support for the Part D Stand-Alone Drug Plan Market",
    "KFF",
    "https://www.kff.org/quick-take/the-trump-administration-is-reducing-enhanced-support-for-the-part-d-stand-alone-drug-plan-market/",
    "2025-07-28",
  ),
  secondary(
    "LABORFIRST",
    "CY 2026 final rule and final notice for payment policy updates for MA and Part D",
    "LaborFirst",
    "https://laborfirst.com/news/cms-releases-cy-2026-final-rule-final-notice-for-payment-policy-updates-for-ma-part-d-programs/",
  ),
  secondary(
    "ASHFORD",
    "Late enrollment penalty for Part D",
    "Ashford Insurance Group",
    "https://ashfordinsurancegroup.com/late-enrollment-penalty-for-part-d/",
  ),
  secondary(
    "JUSTUS",
    "What happens if I don't sign up for Medicare Part D when I turn 65?",
    "Justus Insurance",
    "https://justusinsurance.com/post-22-what-happens-if-i-dont-sign-up-for-medicare-part-d-when-i-turn-65",
  ),
  secondary(
    "Q1-MOOP25",
    "2025 Medicare Advantage plan Maximum Out-Of-Pocket (MOOP) limits",
    "Q1Medicare",
    "https://q1medicare.com/news/2025-medicare-advantage-plan-maximum-out-of-pocket/1050/18",
  ),
  secondary(
    "WIS-MOOP25",
    "What is the OOP max for Medicare Advantage in 2025?",
    "wis.it.com",
    "https://wis.it.com/what-is-the-oop-max-for-medicare-advantage-in-2025",
  ),
  secondary(
    "INTLNEWS-MA25",
    "Average cost of Medicare Advantage plans",
    "internationallnews.com",
    "https://internationallnews.com/2024/12/03/average-cost-of-medicare-advantage-plans",
    "2024-12-03",
  ),
  secondary(
    "BMA-AVALERE",
    "New analysis finds rising out-of-pocket costs and fewer plan choices ahead for Medicare Advantage beneficiaries in 2026 (Avalere)",
    "Better Medicare Alliance",
    "https://bettermedicarealliance.org/news/new-analysis-finds-rising-out-of-pocket-costs-and-fewer-plan-choices-ahead-for-medicare-advantage-beneficiaries-in-2026",
    "2025-10-14",
  ),
  secondary(
    "RISE-MA26",
    "Medicare Advantage members face higher costs, fewer plan options in 2026 (reports the Avalere analysis for Better Medicare Alliance: median MOOP $5,400 in 2025, $5,900 in 2026)",
    "RISE",
    "https://www.risehealth.org/insights-articles/article/medicare-advantage-members-face-higher-costs-fewer-plan-options-in-2026",
  ),
  secondary(
    "PFWISE-TRAVEL",
    'Medicare and foreign travel (quotes Medicare.gov: Medigap "Pays 80% of the billed charges for certain medically necessary emergency care outside the US after you meet a $250 deductible for the year")',
    "pfwise.com",
    "http://www.pfwise.com/blog/medicare-and-foreign-travel",
  ),
  secondary(
    "ERICBURNS",
    "Compare Medigap plan benefits",
    "Eric Burns Insurance",
    "https://ericburnsinsurance.com/compare-medigap-plan-benefits/",
  ),
  secondary(
    "HEALTHLINE-K",
    "Medicare Plan K coverage",
    "healthlinerevive.com",
    "https://healthlinerevive.com/health/medicare/medicare-plan-k-coverage",
  ),
  secondary(
    "DEALSCENTRAL-K",
    "Medicare Supplement Plan K",
    "dealscentral.guru",
    "https://dealscentral.guru/health/medicare/medicare-supplement-plan-k",
  ),
  secondary(
    "SENIORHCP-K",
    "Medigap Plan K",
    "Senior Healthcare Planning",
    "https://seniorhealthcareplanning.com/medigap-plan-K",
  ),
  secondary(
    "FINANCEBAND",
    "What is the deductible for Plan G in 2024? (quotes CMS)",
    "FinanceBand",
    "https://financeband.com/what-is-the-deductible-for-plan-g-in-2024",
  ),
  secondary(
    "TOMC-24",
    "2024 Medicare rates",
    "Tom C Is My Agent",
    "https://www.tomcismyagent.com/post/2024-medicare-rates",
  ),
  secondary(
    "TOMC-25",
    "2025 Medicare rates",
    "Tom C Is My Agent",
    "https://www.tomcismyagent.com/post/2025-medicare-rates",
  ),
  secondary(
    "LC-HDG",
    "What is the deductible for high-deductible Plan G?",
    "Legal Clarity",
    "https://legalclarity.org/what-is-the-deductible-for-high-deductible-plan-g",
  ),
  secondary(
    "CAROLINA-HD26",
    "High-deductible Medigap plans in 2026",
    "Carolina Senior Benefits",
    "https://carolinaseniorbenefits.com/high-deductible-medigap-plans-in-2026",
  ),
  secondary("T65", "Medicare supplements", "T65 Solutions", "https://t65solutions.com/medicare-supplements/"),
  secondary(
    "JUSTIA-DICT",
    "Open enrollment period (dictionary, quoting Medicare's glossary)",
    "Justia",
    "https://www.justia.com/dictionary/open-enrollment-period.html",
  ),
  secondary(
    "NC-MEDSUPP-GI",
    "Medicare supplement guaranteed issue rights (reproduces Medicare's Choosing a Medigap Policy)",
    "northcarolina-medicaresupplement.com",
    "http://northcarolina-medicaresupplement.com/medicare-supplement-guaranteed-issue-rights/",
  ),
  secondary(
    "CAHA-GI",
    "Medigap guaranteed issue",
    "California Health Advocates",
    "https://cahealthadvocates.org/medigap/guaranteed-issue/",
  ),
  secondary(
    "KFF-4199",
    "Four Key Changes in the Biden Administration's Final Rule on Medicare Enrollment and Eligibility",
    "KFF",
    "https://www.kff.org/medicare/issue-brief/four-key-changes-in-the-biden-administrations-final-rule-on-medicare-enrollment-and-eligibility/",
  ),
  secondary(
    "Q1-SEP",
    "Special enrollment period (quotes Medicare.gov)",
    "Q1Medicare",
    "https://q1medicare.com/news/Article.php?article_id=76",
  ),
  secondary(
    "HEALTHGOV-SEP",
    "Medicare special enrollment periods 2025",
    "healthgov.com",
    "https://healthgov.com/article/medicare-special-enrollment-periods-2025.html",
  ),
  secondary(
    "ALLINA-EH24",
    "Part D Extra Help",
    "Allina Health Aetna Medicare",
    "https://www.allinahealthaetnamedicare.com/en/faq/part-d-extra-help.html",
  ),
  secondary(
    "LC-EH26",
    "What is the income limit for the low-income subsidy? (cites Medicare.gov)",
    "Legal Clarity",
    "https://legalclarity.org/what-is-the-income-limit-for-low-income-subsidy",
  ),
  secondary(
    "LC-MSP",
    "What is the income limit for the Medicare Savings Program?",
    "Legal Clarity",
    "https://legalclarity.org/what-is-the-income-limit-for-the-medicare-savings-program-2",
  ),

  secondary(
    "RITTER-PD26",
    "2026 Medicare Part D Bid Info Likely Means Higher Premiums (reports CMS's fact sheet of 28 July 2025: base beneficiary premium $38.99)",
    "Ritter Insurance Marketing",
    "https://ritterim.com/blog/2026-medicare-part-d-bid-info-likely-means-higher-premiums-and-plan-disruption-heres-why",
  ),
  secondary(
    "BLUEPEAK-PD26",
    "Navigating Medicare Part D in 2026 (reports CMS's 28 July 2025 bid information: base beneficiary premium $38.99)",
    "BluePeak Advisors",
    "https://myemail.constantcontact.com/BluePeak-News-Alert.html?soid=1125232338291&aid=4heIG41QAIM",
    "2025-07-30",
  ),
  secondary(
    "RITTER-PD25",
    "2025 Medicare Part D Redesign Updates (reports the Final CY 2025 Part D Redesign Program Instructions: deductible $590)",
    "Ritter Insurance Marketing",
    "https://ritterim.com/blog/2025-medicare-part-d-redesign-updates/",
  ),
  secondary(
    "REBELLIS-PD25",
    "CMS's Final CY 2025 Part D Redesign Program: the big five takeaways (deductible $590, 25% coinsurance, $2,000 threshold)",
    "Rebellis Group",
    "https://www.rebellisgroup.com/post/cms-s-final-cy-2025-part-d-redesign-program-the-big-five-takeaways",
  ),
  secondary(
    "RISKSTRAT-PD26",
    "Medicare Part D creditable coverage: CMS finalizes (the Final CY 2026 Part D Redesign Program Instructions of 7 April 2025: cap $2,100)",
    "Risk Strategies",
    "https://owler.com/reports/rsc-insurance-brokerage--inc./medicare-part-d-creditable-coverage--cms-finalizes/1744740033958",
  ),
  secondary(
    "AHCP-PD26",
    "The 2026 Part D cap and creditable coverage determination (deductible $615, cap $2,100, citing CMS's Final CY 2026 Part D Redesign Program Instructions)",
    "AHCP",
    "https://learn.ahcpsales.com/blog/the-2026-part-d-cap-and-creditable-coverage-determination?hs_amp=true",
  ),
  secondary(
    "Q1-PARAMS",
    "2025-2006 Medicare Part D Standard Benefit Model Plan Parameters (as released by CMS: deductible $545 / $590, ICL $5,030)",
    "Q1Medicare",
    "http://q1medicare.com/PartD-The-MedicarePartDOutlookAllYears.php",
  ),
  secondary(
    "FARMCPA-26",
    "2026 Medicare Adjustments Are Released (CMS's 14 November 2025 release, incl. the Part D income-related amounts)",
    "Farm CPA Report",
    "https://www.farmcpareport.com/p/2026-medicare-adjustments-are-released",
  ),
  secondary(
    "GOODRX-HDG",
    "Medigap Plan G pros and cons (high-deductible Plan G: $2,870 in 2025)",
    "GoodRx",
    "https://www.goodrx.com/insurance/medicare/medigap-plan-g-pros-cons",
  ),
  secondary(
    "MEDGUIDE-HDG26",
    "High-deductible Medigap Plan G (a $2,950 annual deductible in 2026)",
    "MedicareGuide.com",
    "https://medicareguide.com/high-deductible-medigap-plan-g",
  ),
  secondary(
    "MCADV-OEP",
    "Medigap six-month open enrollment period (CMS bulletin of December 2002)",
    "Center for Medicare Advocacy",
    "http://medicareadvocacy.org/InfoByTopic/Medigap/medigap_OpenEnroll.htm",
  ),
  secondary(
    "AARP-PARTA",
    "How much is the Part A late enrollment penalty? (40 credits: premium-free Part A)",
    "AARP",
    "https://www.aarp.org/health/medicare-qa-tool/how-much-is-the-part-a-late-enrollment-penalty/",
  ),
  secondary(
    "MI-PARTA",
    "Am I eligible for premium-free Part A? (40 calendar quarters)",
    "Medicare Rights Center, Medicare Interactive",
    "http://www.medicareinteractive.org/get-answers/how-original-medicare-works/original-medicare-cost-overview/am-i-eligible-for-premium-free-part-a-if-i-am-over-65-and-medicare-eligible",
  ),
  secondary(
    "MPULSE-4208",
    "CMS 2026 final rule (CMS-4208-F): Part D deductible and cost sharing do not apply to recommended adult vaccines",
    "mPulse",
    "https://mpulse.com/blog/centers-for-medicare-medicaid-services-2026-final-rule-rate-announcement",
  ),
  secondary(
    "MYAMAC-TRAVEL",
    "Do Medigap plans cover foreign travel emergencies? (80% after a $250 deductible)",
    "AMAC Medicare",
    "https://myamacmedicare.com/do-medigap-plans-cover-foreign-travel-emergencies",
  ),

  // Nothing found: the figure is U and never published.
  {
    id: "UNSOURCED",
    title: "No source found in the pages read (see NOTES.md)",
    publisher: "none",
    url: "",
    date: null,
    kind: "unsourced",
  },
];

export const SOURCES: Readonly<Record<string, Source>> = Object.fromEntries(LIST.map((s) => [s.id, s]));

/** The source record for an id; throws for an unknown id. */
export function getSource(id: string): Source {
  const source = SOURCES[id];
  if (!source) throw new Error(`Unknown Medicare figure source "${id}"`);
  return source;
}

/** Every source, in the order above (official first). */
export function listSources(): readonly Source[] {
  return LIST;
}

/** Publishers with a Spanish name (CMS's own Spanish usage: "Registro Federal", "Administración del Seguro Social"). */
const SPANISH_PUBLISHERS: Readonly<Record<string, string>> = {
  "Federal Register (CMS)": "Registro Federal (CMS)",
  "Social Security Administration": "Administración del Seguro Social",
  "Federal Register (HHS)": "Registro Federal (HHS)",
  "Code of Federal Regulations (chanrobles.com copy)": "Código de Regulaciones Federales (copia en chanrobles.com)",
  "CMS (copy at banattyinsurance.com)": "CMS (copia en banattyinsurance.com)",
  "CMS (copy at ajmassoc.com)": "CMS (copia en ajmassoc.com)",
  "CMS (copy at maturemarketins.com)": "CMS (copia en maturemarketins.com)",
  "Medicare.gov (copy at justusinsurance.com)": "Medicare.gov (copia en justusinsurance.com)",
  "Palmetto GBA (CMS contractor)": "Palmetto GBA (contratista de CMS)",
  "United States Code (Office of the Law Revision Counsel)":
    "Código de los Estados Unidos (Oficina del Asesor de Revisión de Leyes)",
};

/** Publisher names that read the same in both languages (acronyms and web addresses). */
const NEUTRAL_PUBLISHERS = new Set([
  "CMS",
  "Medicare.gov",
  "es.medicare.gov",
  "reginfo.gov",
  "KFF",
  "NCOA",
  "MOAA",
  "AARP",
  "RISE",
  "NARVRE",
  "Marca",
]);

/**
 * A publisher's name in a language, and the language to mark it with when it stays in English
 * (an organization's own English name is read with English pronunciation: lang="en").
 */
export function publisherName(publisher: string, lang: "en" | "es"): { name: string; lang: "en" | null } {
  if (lang === "en") return { name: publisher, lang: null };
  const spanish = SPANISH_PUBLISHERS[publisher];
  if (spanish) return { name: spanish, lang: null };
  return { name: publisher, lang: NEUTRAL_PUBLISHERS.has(publisher) ? null : "en" };
}

/** The language a source document is written in: Spanish for CMS's, SSA's and others' Spanish pages. */
export function sourceLanguage(source: Pick<Source, "url">): "en" | "es" {
  return /\/\/es\.medicare\.gov\/|\/espanol\/|\/es\//.test(source.url) ? "es" : "en";
}
