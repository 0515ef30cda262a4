// The encyclopedia in English. Plain language: short sentences, one idea each. Figures only as {{fig:key}}
// tokens (content/figures); a token without "@year" is the current plan year (2026).
import type { TermText } from "./types.ts";

export const TERMS_EN: Readonly<Record<string, TermText>> = {
  aep: {
    term: "AEP (Annual Enrollment Period)",
    letter: "A",
    definition:
      "The yearly window, October 15 to December 7, when anyone with Medicare can change their coverage for the next year. Medicare.gov calls it Open Enrollment. You can switch between Original Medicare and a Medicare Advantage plan, change Medicare Advantage plans, or join, switch or drop a Part D drug plan. Your changes start on January 1.",
    example:
      "In September your drug plan's Annual Notice of Change says a medicine you take will cost more next year. During the AEP you compare plans and switch. The new plan starts on January 1.",
  },
  assignment: {
    term: "Assignment",
    letter: "A",
    definition:
      "A doctor or supplier who accepts assignment agrees to take the Medicare-approved amount as full payment for a covered service. You pay only your deductible and coinsurance. The provider sends the bill to Medicare for you.",
    example:
      "Before you book a visit, you ask the office: “Do you accept Medicare assignment?” If they say yes, they cannot charge you more than the Medicare-approved amount.",
  },
  "balance-billing": {
    term: "Balance billing",
    letter: "B",
    definition:
      "When a provider bills you for the difference between their full charge and what Medicare pays. In Original Medicare, a doctor who does not accept assignment may charge you up to {{fig:partB.excessChargeLimit}} above the Medicare-approved amount, and no more. People in the Qualified Medicare Beneficiary (QMB) program may not be billed for Medicare costs at all.",
    example:
      "A specialist who does not accept assignment bills you your coinsurance plus an extra charge above the approved amount. That extra charge is balance billing. Medigap Plan G would pay it for you.",
  },
  "benefit-period": {
    term: "Benefit period",
    letter: "B",
    definition:
      "The way Part A counts your hospital and skilled nursing facility care. A benefit period starts the day you are admitted as an inpatient. It ends when you have had no inpatient hospital or skilled nursing care for 60 days in a row. You pay the Part A deductible ({{fig:partA.deductible}} in 2026) once in each benefit period, so you can owe it more than once a year.",
    example:
      "You are admitted to the hospital in March and go home after five days. In October you are admitted again. More than 60 days have passed, so a new benefit period starts and you owe the Part A deductible again.",
  },
  "catastrophic-coverage": {
    term: "Catastrophic coverage",
    letter: "C",
    definition:
      "The last stage of Part D drug coverage. Once your out-of-pocket costs for covered drugs reach the yearly cap ({{fig:partD.oopCap}} in 2026), you pay {{fig:partD.catastrophic.costSharing}} for covered drugs for the rest of the calendar year. Payments made for you, for example by Extra Help, count toward the cap.",
    example:
      "You take an expensive cancer drug. By May your out-of-pocket costs reach {{fig:partD.oopCap}}. From then until December 31, your covered prescriptions cost you nothing.",
  },
  cms: {
    term: "CMS (Centers for Medicare & Medicaid Services)",
    letter: "C",
    definition:
      "The federal agency that runs Medicare. CMS sets the yearly premiums and deductibles, approves the private companies that offer Medicare Advantage and Part D plans, and runs Medicare.gov and 1-800-MEDICARE. Social Security, not CMS, handles most sign-ups for Part A and Part B.",
    example:
      "Each fall CMS announces the next year's Part B premium. For 2026 it set the standard premium at {{fig:partB.premium}} a month.",
  },
  coinsurance: {
    term: "Coinsurance",
    letter: "C",
    definition:
      "Your share of the cost of a covered service, as a percentage. After you meet the Part B deductible, you usually pay {{fig:partB.coinsurance}} of the Medicare-approved amount for doctor visits, outpatient care and medical equipment. Medicare pays the rest. Original Medicare has no yearly limit on coinsurance, but a Medigap policy can pay it.",
    example:
      "You have already met your Part B deductible this year. For an outpatient test, you pay {{fig:partB.coinsurance}} of the Medicare-approved amount and Medicare pays the rest.",
  },
  copay: {
    term: "Copay (copayment)",
    letter: "C",
    definition:
      "A fixed amount you pay for a covered service or prescription, such as a set fee for a doctor visit or a drug. Medicare Advantage and Part D plans often use copays. Original Medicare mostly uses coinsurance instead.",
    example:
      "Your Part D plan charges a set copay each time you fill a generic drug. For insulin, you never pay more than {{fig:partD.insulinCap}} for a month's supply of each covered insulin.",
  },
  "creditable-coverage": {
    term: "Creditable coverage",
    letter: "C",
    definition:
      "Drug coverage, for example from an employer or union, that is expected to pay on average at least as much as standard Medicare drug coverage. With creditable drug coverage you can join a Part D plan later without a late penalty. Your plan tells you in writing each year whether its coverage is creditable. Keep that notice.",
    example:
      "You retire at 67. Your employer's drug coverage was creditable. You join a Part D plan less than {{fig:partD.latePenalty.gapDays}} days after it ends, so you pay no penalty.",
  },
  deductible: {
    term: "Deductible",
    letter: "D",
    definition:
      "The amount you pay for covered care before Medicare or your plan starts to pay. In 2026 the Part B deductible is {{fig:partB.deductible}} a year. The Part A hospital deductible is {{fig:partA.deductible}} for each benefit period. A Part D plan can have a deductible of up to {{fig:partD.deductible.max}}.",
    earlierDefinition:
      "The amount you pay for covered care before Medicare or your plan starts to pay. In 2025 the Part B deductible is {{fig:partB.deductible@2025}} a year. The Part A hospital deductible is {{fig:partA.deductible@2025}} for each benefit period. A Part D plan can have a deductible of up to {{fig:partD.deductible.max@2025}}. The amounts change every January.",
    example:
      "In January you see your doctor several times. You pay the Medicare-approved amount yourself until you have paid {{fig:partB.deductible}}. After that you pay {{fig:partB.coinsurance}} coinsurance.",
  },
  "donut-hole": {
    term: "Donut hole (coverage gap)",
    letter: "D",
    definition:
      "An old gap in Part D drug coverage. Until the end of 2024, once you and your plan had spent a set amount on drugs ({{fig:partD.initialCoverageLimit@2024}} in 2024), you paid {{fig:partD.coverageGap.coinsurance@2024}} of your drug costs until you reached catastrophic coverage. The donut hole ended on January 1, 2025. Instead, Part D now has a yearly cap on out-of-pocket costs: {{fig:partD.oopCap@2025}} in 2025 and {{fig:partD.oopCap}} in 2026.",
    example:
      "Someone who used to “fall into the donut hole” every summer now pays no more than {{fig:partD.oopCap}} out of pocket for covered drugs in 2026.",
  },
  dme: {
    term: "DME (durable medical equipment)",
    letter: "D",
    definition:
      "Sturdy, reusable equipment your doctor orders for use at home, such as walkers, wheelchairs, hospital beds, oxygen equipment and blood sugar monitors. Part B covers it. You pay {{fig:partB.coinsurance}} of the Medicare-approved amount after the Part B deductible. Use a supplier enrolled in Medicare; one that accepts assignment costs you less.",
    example:
      "After hip surgery your doctor orders a walker. You get it from a supplier enrolled in Medicare, and Part B pays most of the cost.",
  },
  "excess-charges": {
    term: "Excess charges",
    letter: "E",
    definition:
      "The extra amount above the Medicare-approved amount that a doctor who does not accept assignment may charge you under Part B. The most they can add is {{fig:partB.excessChargeLimit}} of the approved amount (the “limiting charge”). Some states ban or limit these charges further. Medigap Plans F and G pay them; the other Medigap plans do not.",
    example:
      "A surgeon who does not accept assignment charges the limiting charge. You owe your coinsurance plus the excess charge. If you have Medigap Plan G, the plan pays the excess charge.",
  },
  "extra-help": {
    term: "Extra Help",
    letter: "E",
    definition:
      "A Medicare program that helps people with limited income and savings pay Part D drug costs: premiums, deductibles and copays. In 2026 you may qualify with a yearly income up to about {{fig:extraHelp.incomeLimit.single}} ({{fig:extraHelp.incomeLimit.couple}} for a married couple); there are savings limits too. People with Extra Help pay no Part D late penalty. You get it automatically if you have Medicaid, Supplemental Security Income (SSI) or a Medicare Savings Program; anyone else can apply through Social Security.",
    earlierDefinition:
      "A Medicare program that helps people with limited income and savings pay Part D drug costs: premiums, deductibles and copays. In 2025 you may qualify with a yearly income up to about {{fig:extraHelp.incomeLimit.single@2025}} ({{fig:extraHelp.incomeLimit.couple@2025}} for a married couple); the limits change early each year, with the federal poverty guidelines. There are savings limits too. People with Extra Help pay no Part D late penalty. You get it automatically if you have Medicaid, Supplemental Security Income (SSI) or a Medicare Savings Program; anyone else can apply through Social Security.",
    example:
      "Maria lives alone on a small pension and has little savings. She applies for Extra Help on the Social Security website, and her drug plan premium and copays go down.",
  },
  formulary: {
    term: "Formulary (drug list)",
    letter: "F",
    definition:
      "The list of prescription drugs a Part D plan or Medicare Advantage plan covers. Drugs are placed in tiers; lower tiers usually cost you less. Each plan has its own list, and it can change from year to year. If a drug you need is not on the list, you or your doctor can ask the plan for an exception.",
    example:
      "Before Open Enrollment you check each plan's formulary for your three medicines and pick a plan that covers all of them on low tiers.",
  },
  gep: {
    term: "GEP (General Enrollment Period)",
    letter: "G",
    definition:
      "January 1 to March 31 each year. If you missed your Initial Enrollment Period and do not have a Special Enrollment Period, you can sign up for Part A or Part B then. Your coverage starts the first day of the month after you sign up. You may owe a late enrollment penalty.",
    example:
      "You turned 65 two years ago and did not sign up for Part B. You sign up on February 10. Part B starts on March 1, with a late penalty added to your premium.",
  },
  hmo: {
    term: "HMO (Health Maintenance Organization)",
    letter: "H",
    definition:
      "A type of Medicare Advantage plan with a network of doctors and hospitals. You generally must get your care from the network, except in emergencies and for urgent care away from home. Many HMOs ask you to choose a primary care doctor and get a referral before you see a specialist.",
    example:
      "Your HMO plan covers the cardiologist your primary care doctor refers you to within the network. A heart doctor outside the network would not be covered, except in an emergency.",
  },
  "home-health": {
    term: "Home health care",
    letter: "H",
    definition:
      "Part-time skilled nursing care and therapy (physical, occupational or speech therapy) that you get at home. Part A or Part B covers it when a doctor certifies that you need it and that it is hard for you to leave home. You pay nothing for covered home health services. Medical equipment you use at home is billed separately.",
    example:
      "After a stroke, a nurse and a physical therapist visit you at home twice a week. Medicare pays for the visits because your doctor certified that you need them and you cannot easily leave home.",
  },
  hospice: {
    term: "Hospice care",
    letter: "H",
    definition:
      "Care for comfort, not cure, for someone with a terminal illness whose doctor expects them to live six months or less. Part A covers it: care from a hospice team, pain relief, supplies and support for the family. You pay little or nothing. Original Medicare pays for hospice even if you are in a Medicare Advantage plan.",
    example:
      "Your father chooses hospice care at home. The hospice team visits, manages his pain and helps the family. Medicare pays the hospice.",
  },
  iep: {
    term: "IEP (Initial Enrollment Period)",
    letter: "I",
    definition:
      "Your first chance to sign up for Medicare: {{fig:enrollment.iep.months}} months that include the 3 months before the month you turn 65, your birthday month, and the 3 months after. Sign up in the 3 months before, and coverage starts the first day of your birthday month. Sign up later in the window, and coverage starts the first day of the month after you sign up.",
    example:
      "You turn 65 in July. Your IEP runs from April through October. If you sign up in May, your coverage starts on July 1.",
  },
  irmaa: {
    term: "IRMAA (Income-Related Monthly Adjustment Amount)",
    letter: "I",
    definition:
      "An extra amount that people with higher incomes pay on top of their Part B and Part D premiums. Social Security decides it from your modified adjusted gross income (MAGI) on the tax return from 2 years before: for 2026, your 2024 return. In 2026 it starts when that income is above {{fig:irmaa.single.threshold1}} for a single person or {{fig:irmaa.joint.threshold1}} for a married couple filing jointly. The total Part B premium then goes from {{fig:irmaa.tier1.partBPremium}} to {{fig:irmaa.tier5.partBPremium}} a month, and Part D adds {{fig:irmaa.tier1.partDAdjustment}} to {{fig:irmaa.tier5.partDAdjustment}} a month.",
    example:
      "You retired in 2025 and your income dropped a lot. Social Security still used your higher 2024 income. You ask for a new decision with form SSA-44 because work stopped, a life-changing event. If you disagree with a decision, you have {{fig:irmaa.appealDays}} days to appeal.",
  },
  "lifetime-reserve-days": {
    term: "Lifetime reserve days",
    letter: "L",
    definition:
      "{{fig:partA.lifetimeReserveDays}} extra days of hospital coverage that Part A gives you once in your lifetime, for stays longer than 90 days in a benefit period. Each reserve day costs {{fig:partA.coinsurance.lifetimeReserve}} in 2026. Once used, they do not come back. Days 61 to 90 of a stay cost {{fig:partA.coinsurance.days61to90}} a day.",
    example:
      "A long illness keeps you in the hospital for 95 days. Days 91 to 95 use 5 of your lifetime reserve days, unless a Medigap policy pays for those days.",
  },
  "ma-oep": {
    term: "MA-OEP (Medicare Advantage Open Enrollment Period)",
    letter: "M",
    definition:
      "January 1 to March 31 each year, for people already in a Medicare Advantage plan. You can make one change: switch to another Medicare Advantage plan, or go back to Original Medicare and join a Part D drug plan. You cannot use it to move from Original Medicare into a Medicare Advantage plan. The change starts the first day of the month after the plan gets your request.",
    example:
      "In February you learn that your new Medicare Advantage plan does not include your doctor. You switch to another Medicare Advantage plan that does; it starts on March 1.",
  },
  magi: {
    term: "MAGI (modified adjusted gross income)",
    letter: "M",
    definition:
      "Your adjusted gross income from your federal tax return plus any tax-exempt interest. Social Security uses it to decide whether you pay IRMAA. For 2026 premiums, it uses your 2024 tax return. If that return is not available yet, it uses the one from the year before.",
    example:
      "Your 2024 tax return shows adjusted gross income plus tax-free bond interest. Social Security adds the two together to get your MAGI and compare it with the IRMAA limits.",
  },
  "medicare-advantage": {
    term: "Medicare Advantage (Part C)",
    letter: "M",
    definition:
      "A way to get your Medicare benefits through a private plan approved by Medicare, instead of Original Medicare. Plans cover everything Part A and Part B cover, and most include drug coverage. Many use networks and ask for approval before some care. Every plan has a yearly limit on what you pay for covered services. You still pay your Part B premium; the average plan premium in 2026 is {{fig:ma.averagePremium}} a month.",
    example:
      "You join a Medicare Advantage HMO with drug coverage and a dental benefit. You use the plan's card instead of your red, white and blue Medicare card, and you see doctors in its network.",
  },
  medigap: {
    term: "Medigap (Medicare Supplement Insurance)",
    letter: "M",
    definition:
      "Insurance sold by private companies that helps pay the costs Original Medicare leaves to you, such as deductibles and coinsurance. The plans are standardized and named by letters, so Plan G from one company has the same benefits as Plan G from another. Medigap works only with Original Medicare, not with Medicare Advantage, and it does not include drug coverage. The best time to buy is your {{fig:medigap.openEnrollment.months}}-month Medigap Open Enrollment Period, which starts the first month you have Part B and are 65 or older.",
    example:
      "You have Original Medicare and buy a Medigap Plan G. After you pay the Part B deductible, the plan pays your {{fig:partB.coinsurance}} coinsurance for the rest of the year.",
  },
  msp: {
    term: "Medicare Savings Programs (MSPs)",
    letter: "M",
    definition:
      "State programs that help people with limited income and savings pay Medicare costs. The three main programs pay the Part B premium, and the Qualified Medicare Beneficiary (QMB) program also pays deductibles, coinsurance and copays. Limits differ by state. You apply through your state's Medicaid office. If you qualify, you also get Extra Help automatically.",
    example:
      "Your state's Medicare Savings Program starts paying your Part B premium, so your Social Security payment goes up by {{fig:partB.premium}} a month.",
  },
  network: {
    term: "Network",
    letter: "N",
    definition:
      "The doctors, hospitals, pharmacies and other providers that a plan has a contract with. Medicare Advantage and Part D plans use networks; going outside the network can cost more or not be covered at all. Original Medicare has no network: you can see any provider in the country that accepts Medicare.",
    example:
      "Before joining a Medicare Advantage plan, you use the plan's provider search to check that your doctors and your hospital are in its network.",
  },
  "oop-max": {
    term: "Out-of-pocket maximum (OOP max)",
    letter: "O",
    definition:
      "The most you pay in a year for covered Part A and Part B services in a Medicare Advantage plan. After you reach it, the plan pays 100% of covered services for the rest of the year. Medicare sets an upper limit each year and each plan chooses its own limit, often lower. Premiums and drug costs do not count toward it. Original Medicare has no out-of-pocket maximum. Part D has its own yearly cap ({{fig:partD.oopCap}} in 2026).",
    example:
      "After a surgery in June you reach your plan's out-of-pocket maximum. For the rest of the year, your covered doctor and hospital care costs you nothing.",
  },
  "part-a": {
    term: "Part A (Hospital Insurance)",
    letter: "P",
    definition:
      "The part of Medicare that covers inpatient hospital stays, care in a skilled nursing facility, hospice care and some home health care. Most people pay no premium for Part A because they or their spouse worked and paid Medicare taxes for at least {{fig:partA.quarters.premiumFree}} quarters (about 10 years). Others can buy it for up to {{fig:partA.premium.full}} a month in 2026.",
    example:
      "You are admitted to the hospital for three days. Part A pays for your room, meals and nursing care after you pay the Part A deductible of {{fig:partA.deductible}}.",
  },
  "part-b": {
    term: "Part B (Medical Insurance)",
    letter: "P",
    definition:
      "The part of Medicare that covers doctor visits, outpatient care, preventive services, lab tests and medical equipment. In 2026 the standard premium is {{fig:partB.premium}} a month and the yearly deductible is {{fig:partB.deductible}}. After the deductible you usually pay {{fig:partB.coinsurance}} of the Medicare-approved amount.",
    example:
      "Your Part B premium of {{fig:partB.premium}} is taken out of your Social Security payment each month. When you see your doctor, Part B pays most of the bill.",
  },
  "part-b-late-penalty": {
    term: "Part B late enrollment penalty",
    letter: "P",
    definition:
      "An extra charge added to your Part B premium if you did not sign up when you were first able to and had no job-based coverage from current work. It is {{fig:partB.latePenalty.percentPer12Months}} of the standard premium for each full 12-month period you could have had Part B but did not. You usually pay it for as long as you have Part B.",
    example:
      "You waited 30 months to sign up for Part B without job-based coverage. That is two full 12-month periods, so your premium is 20% higher, for life.",
  },
  "part-c": {
    term: "Part C",
    letter: "P",
    definition:
      "The official name for Medicare Advantage: private plans approved by Medicare that give you your Part A and Part B benefits, and usually Part D drug coverage, in one plan.",
    example: "When a form asks whether you have “Part C”, it is asking whether you are in a Medicare Advantage plan.",
  },
  "part-d": {
    term: "Part D (drug coverage)",
    letter: "P",
    definition:
      "Medicare prescription drug coverage, offered by private plans approved by Medicare. You can get it as a stand-alone drug plan with Original Medicare or inside a Medicare Advantage plan. In 2026 a plan's deductible can be up to {{fig:partD.deductible.max}}, and your out-of-pocket costs for covered drugs are capped at {{fig:partD.oopCap}} for the year. The average stand-alone plan premium is {{fig:partD.averagePremium.standAlone}} a month in 2026.",
    example:
      "You have Original Medicare and add a stand-alone Part D plan that covers your blood pressure and cholesterol medicines at your local pharmacy.",
  },
  "part-d-late-penalty": {
    term: "Part D late enrollment penalty",
    letter: "P",
    definition:
      "An extra charge added to your Part D premium if you went {{fig:partD.latePenalty.gapDays}} days or more in a row without Part D or other creditable drug coverage after your Initial Enrollment Period. It is {{fig:partD.latePenalty.percentPerMonth}} of the national base premium ({{fig:partD.basePremium}} in 2026) for each full month without coverage, rounded to the nearest 10 cents. You pay it for as long as you have Part D. People with Extra Help do not pay it.",
    example:
      "You went 14 full months without drug coverage. Your penalty is 14% of the national base premium, added to your plan premium every month.",
  },
  "plan-g": {
    term: "Plan G (Medigap)",
    letter: "P",
    definition:
      "A Medigap plan that pays almost all the costs Original Medicare leaves to you, except the Part B deductible ({{fig:partB.deductible}} in 2026). It pays Part B excess charges and {{fig:medigap.foreignTravel.percent}} of emergency care abroad, up to plan limits. It is the most complete plan people new to Medicare since 2020 can buy. A high-deductible version has a {{fig:medigap.highDeductible.deductible}} deductible in 2026.",
    example:
      "With Plan G, once you pay the Part B deductible in January, you pay nothing more for covered doctor and hospital care for the rest of the year.",
  },
  "plan-n": {
    term: "Plan N (Medigap)",
    letter: "P",
    definition:
      "A Medigap plan like Plan G, usually with a lower premium, but you pay more at the time of care. You pay the Part B deductible, a copay of up to {{fig:medigap.planN.officeVisitCopayMax}} for some office visits, and up to {{fig:medigap.planN.erCopayMax}} for an emergency room visit that does not lead to a hospital admission. It does not pay Part B excess charges.",
    example:
      "With Plan N you pay a copay of up to {{fig:medigap.planN.officeVisitCopayMax}} when you see your doctor, and the plan pays the rest of your coinsurance.",
  },
  ppo: {
    term: "PPO (Preferred Provider Organization)",
    letter: "P",
    definition:
      "A type of Medicare Advantage plan with a network of doctors and hospitals, where you may also go outside the network for covered care at a higher cost. You usually do not need a referral to see a specialist.",
    example:
      "Your PPO plan lets you keep seeing a specialist outside its network. You pay a higher copay for those visits than for network doctors.",
  },
  premium: {
    term: "Premium",
    letter: "P",
    definition:
      "The amount you pay each month for health or drug coverage, whether or not you use care. In 2026 the standard Part B premium is {{fig:partB.premium}} a month. Medicare Advantage, Part D and Medigap plans may charge their own premium too. People with higher incomes pay more for Part B and Part D: the Income-Related Monthly Adjustment Amount (IRMAA).",
    earlierDefinition:
      "The amount you pay each month for health or drug coverage, whether or not you use care. In 2025 the standard Part B premium is {{fig:partB.premium@2025}} a month; it changes every January. Medicare Advantage, Part D and Medigap plans may charge their own premium too. People with higher incomes pay more for Part B and Part D: the Income-Related Monthly Adjustment Amount (IRMAA).",
    example:
      "Your Part B premium of {{fig:partB.premium}} and your drug plan premium are both taken out of your Social Security payment each month.",
  },
  "preventive-services": {
    term: "Preventive services",
    letter: "P",
    definition:
      "Care that helps prevent illness or find it early, such as flu and pneumonia shots, cancer screenings, and a yearly “Wellness” visit. Part B covers many of them. You pay nothing for most preventive services if your provider accepts assignment.",
    example:
      "At your yearly Wellness visit your doctor updates your prevention plan and orders a screening test. You pay nothing for the visit.",
  },
  "prior-authorization": {
    term: "Prior authorization",
    letter: "P",
    definition:
      "Approval you or your doctor must get from your plan before it covers certain care or drugs. Medicare Advantage and Part D plans often require it. Original Medicare requires it only for a few items and services. If a request is denied, you can appeal.",
    example:
      "Your Medicare Advantage plan must approve an MRI before you get it. Your doctor's office sends the request, and the plan says yes within a few days.",
  },
  sep: {
    term: "SEP (Special Enrollment Period)",
    letter: "S",
    definition:
      "A time outside the usual windows when you can sign up for Medicare or change plans because of a life event. For example, if you have job-based coverage from your own or your spouse's current work, you can sign up for Part B while you are covered or in the {{fig:enrollment.sep.employerMonths}} months after that work or coverage ends. Moving, losing other coverage and some other events also give you an SEP. COBRA and retiree coverage do not count as current work.",
    example:
      "You keep working until 68 with your company's health plan. When you retire in June, you sign up for Part B in July using an SEP, with no penalty.",
  },
  snf: {
    term: "SNF (skilled nursing facility)",
    letter: "S",
    definition:
      "A facility that gives skilled nursing care or therapy after a hospital stay. Part A covers it after an inpatient hospital stay of at least {{fig:partA.snf.qualifyingStayDays}} days in a row (time under “observation” does not count). Days 1 to 20 cost you nothing; days 21 to 100 cost {{fig:partA.snf.coinsurance.days21to100}} a day in 2026; after day 100 you pay all costs. Medicare does not cover long-term custodial care.",
    example:
      "After 4 days in the hospital for a broken hip, you spend 3 weeks in a skilled nursing facility for rehab. Part A pays for the first 20 days in full.",
  },
  ssa: {
    term: "SSA (Social Security Administration)",
    letter: "S",
    definition:
      "The federal agency that signs most people up for Part A and Part B, decides IRMAA, takes Extra Help applications, and takes Medicare premiums out of Social Security payments. Call 1-800-772-1213 (TTY 1-800-325-0778) or visit SSA.gov.",
    example:
      "You are turning 65 and do not get Social Security payments yet. You sign up for Part A and Part B on the SSA website.",
  },
  "star-ratings": {
    term: "Star ratings",
    letter: "S",
    definition:
      "Medicare's scores for Medicare Advantage and Part D plans, from 1 to 5 stars, based on quality and members' experiences. They are updated each fall and shown in Medicare's Plan Finder. If a 5-star plan is available where you live, you can switch to it once between December 8 and November 30.",
    example: "Comparing two plans with similar costs, you pick the one with 4.5 stars over the one with 3 stars.",
  },
  telehealth: {
    term: "Telehealth",
    letter: "T",
    definition:
      "Care you get from a doctor or other provider by video or phone instead of in person. Medicare covers some telehealth services, including mental health care from home. Other telehealth rules have changed several times, so check with your provider or Medicare for the rules that apply now. Many Medicare Advantage plans offer extra telehealth benefits.",
    example:
      "You meet your counselor by video from your kitchen table, and Part B covers the visit like an office visit.",
  },
};
