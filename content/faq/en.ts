// FAQ in English, true for plan year 2026. Figures only as {{fig:key}} tokens (content/figures).
import type { FaqId } from "./faqs.ts";
import type { FaqText } from "./types.ts";
import { CURRENT_PLAN_YEAR } from "../figures/plan-year.ts";
import { currentCostsPageId, routePath } from "../routes/index.ts";

export const FAQ_EN: Readonly<Record<FaqId, FaqText>> = {
  "when-to-sign-up": {
    question: "When should I sign up for Medicare?",
    answer: [
      "Most people sign up during their Initial Enrollment Period. It lasts {{fig:enrollment.iep.months}} months: the 3 months before the month you turn 65, your birthday month, and the 3 months after.",
      "Sign up in the 3 months before your birthday month and your coverage starts on the first day of your birthday month. If you sign up later, it starts the month after you sign up.",
      "If you already get Social Security benefits, you are signed up for Part A and Part B automatically, and your card arrives in the mail. If you or your spouse still work and have health coverage from that job, you may be able to wait (see “I'm still working at 65” below).",
    ],
    links: [
      { label: "Find your enrollment dates", href: "/tools/enrollment-finder" },
      { label: "Medicare enrollment timeline", href: "/enrollment-timeline" },
    ],
  },
  "part-b-cost-2026": {
    question: "How much does Part B cost in 2026?",
    answer: [
      "The standard Part B premium is {{fig:partB.premium}} a month in 2026 (it was {{fig:partB.premium@2025}} in 2025). Most people have it taken out of their Social Security payment.",
      "The Part B deductible is {{fig:partB.deductible}} for the year. After that, you usually pay {{fig:partB.coinsurance}} of the Medicare-approved amount for doctor visits and outpatient care.",
      "People with higher incomes pay more (IRMAA). People with limited income may get help from a Medicare Savings Program, which can pay the premium.",
    ],
    links: [
      { label: `Medicare costs in ${CURRENT_PLAN_YEAR}`, href: routePath(currentCostsPageId()) },
      { label: "Part B in the encyclopedia", href: "/encyclopedia#part-b" },
    ],
  },
  irmaa: {
    question: "What is the income-related monthly adjustment amount (IRMAA), and will I have to pay it?",
    answer: [
      "IRMAA is an extra amount added to the Part B and Part D premiums of people with higher incomes. Social Security decides it from your income on your tax return from 2 years before. For 2026 it uses your 2024 return.",
      "In 2026 you pay IRMAA if that income was above {{fig:irmaa.single.threshold1}} (single) or {{fig:irmaa.joint.threshold1}} (married filing jointly). Your total Part B premium is then between {{fig:irmaa.tier1.partBPremium}} and {{fig:irmaa.tier5.partBPremium}} a month, and Part D costs {{fig:irmaa.tier1.partDAdjustment}} to {{fig:irmaa.tier5.partDAdjustment}} a month more.",
      "If your income went down because of a life-changing event, such as retirement, marriage, divorce or the death of a spouse, you can ask Social Security for a new decision with form SSA-44. If you think the decision is wrong, you have {{fig:irmaa.appealDays}} days to appeal.",
    ],
    links: [
      { label: "IRMAA income brackets", href: "/irmaa-income-brackets" },
      { label: "IRMAA calculator", href: "/tools/irmaa-calculator" },
      { label: "IRMAA in the encyclopedia", href: "/encyclopedia#irmaa" },
    ],
  },
  "medigap-or-advantage": {
    question: "Should I choose Medigap or Medicare Advantage?",
    answer: [
      "Both help with costs that Original Medicare does not pay, but they work differently. You cannot have both at once.",
      [
        "Original Medicare with Medigap: you can see any doctor in the country who accepts Medicare, and you pay little when you get care. You pay a Medigap premium, and you need a separate Part D plan for drugs.",
        "Medicare Advantage: one private plan covers hospital and medical care, and usually drugs. Premiums are often low, but you usually must use the plan's network, you pay copays as you go, and the plan may need to approve some care first. Every plan has a yearly out-of-pocket limit.",
      ],
      "Think about your doctors, how much care you expect to need, and how much you can pay at once. In most states, if you leave Medicare Advantage later, a Medigap company can turn you down or charge more because of your health. The safest time to buy Medigap is your {{fig:medigap.openEnrollment.months}}-month Medigap Open Enrollment Period.",
    ],
    links: [
      { label: "Medicare Advantage vs. Medigap", href: "/path/advantage-vs-supplement" },
      { label: "Medigap basics", href: "/medigap" },
    ],
  },
  "late-penalties": {
    question: "What happens if I sign up late?",
    answer: [
      "You may pay a late penalty for as long as you have the coverage, unless you had other qualifying coverage.",
      [
        "Part B: your premium goes up {{fig:partB.latePenalty.percentPer12Months}} for each full 12 months you could have had Part B but did not, unless you had job-based coverage from current work.",
        "Part D: if you go {{fig:partD.latePenalty.gapDays}} days or more in a row without drug coverage that is as good as Medicare's, you pay {{fig:partD.latePenalty.percentPerMonth}} of the national base premium ({{fig:partD.basePremium}} in 2026) for each full month without it, every month. People with Extra Help pay no Part D penalty.",
        "Part A: most people pay no Part A premium, so there is no penalty. If you must buy Part A, the premium can go up {{fig:partA.premium.lateSurchargePercent}}.",
      ],
      "If you missed your first chance, you can sign up for Part A and Part B from January 1 to March 31 each year. Coverage starts the month after you sign up.",
    ],
    links: [
      { label: "Medicare enrollment timeline", href: "/enrollment-timeline" },
      { label: "Part B late penalty explained", href: "/encyclopedia#part-b-late-penalty" },
    ],
  },
  "extra-help": {
    question: "Can I get help paying for my drugs and premiums?",
    answer: [
      "Yes. Two kinds of programs help people with limited income and savings.",
      [
        "Extra Help lowers Part D drug plan premiums, deductibles and copays. In 2026 you may qualify with a yearly income up to about {{fig:extraHelp.incomeLimit.single}} ({{fig:extraHelp.incomeLimit.couple}} for a married couple). Apply with Social Security, online or by phone.",
        "Medicare Savings Programs are run by each state. They pay the Part B premium, and some also pay deductibles and coinsurance. Apply through your state's Medicaid office.",
      ],
      "If you qualify for a Medicare Savings Program, Medicaid or Supplemental Security Income, you get Extra Help automatically. Limits are higher than many people think, so it is worth applying.",
    ],
    links: [
      { label: "Help with drug costs (Medicare.gov)", href: "https://www.medicare.gov/basics/costs/help/drug-costs" },
      {
        label: "Medicare Savings Programs (Medicare.gov)",
        href: "https://www.medicare.gov/basics/costs/help/medicare-savings-programs",
      },
    ],
  },
  "still-working": {
    question: "I'm still working at 65. Do I need Part B?",
    answer: [
      "It depends on the size of your employer. If you or your spouse are covered by a health plan from current work at an employer with {{fig:enrollment.employerSize}} or more employees, that plan pays first, and you can usually wait to sign up for Part B without a penalty.",
      "When the job or the coverage ends, you have {{fig:enrollment.sep.employerMonths}} months to sign up for Part B without a penalty. COBRA and retiree coverage do not count as coverage from current work.",
      "If the employer has fewer than {{fig:enrollment.employerSize}} employees, Medicare usually pays first, so you normally need Part B to avoid gaps. Ask your benefits office. If you have a health savings account (HSA), ask before you sign up for any part of Medicare, because you cannot add money to an HSA once you have Medicare.",
    ],
    links: [
      { label: "Find your enrollment dates", href: "/tools/enrollment-finder" },
      { label: "Special Enrollment Period explained", href: "/encyclopedia#sep" },
    ],
  },
  "changing-plans": {
    question: "Can I change my Medicare plan?",
    answer: [
      "Yes, at set times each year.",
      [
        "Open Enrollment, October 15 to December 7: anyone can switch health or drug plans, or move between Original Medicare and Medicare Advantage. Changes start January 1.",
        "Medicare Advantage Open Enrollment, January 1 to March 31: if you are in a Medicare Advantage plan, you can make one change.",
        "Special Enrollment Periods: after some life events, such as moving or losing other coverage. You can also switch once a year to a plan with a 5-star rating if one is available where you live.",
      ],
      "Medigap is different: you can apply for a new policy at any time, but in most states, outside your Medigap Open Enrollment Period or a guaranteed right, the company can ask about your health.",
    ],
    links: [
      { label: "Medicare enrollment timeline", href: "/enrollment-timeline" },
      { label: "Compare plans", href: "/tools/plan-comparison" },
    ],
  },
  "drug-cost-cap": {
    question: "Is there a limit on what I pay for prescription drugs?",
    answer: [
      "Yes. In 2026, your out-of-pocket costs for drugs covered by your Part D plan are capped at {{fig:partD.oopCap}} for the year. After you reach it, you pay {{fig:partD.catastrophic.costSharing}} for covered drugs until the year ends. The old “donut hole” coverage gap ended in 2025.",
      "Covered insulin costs no more than {{fig:partD.insulinCap}} for a month's supply, and recommended adult vaccines cost you {{fig:partD.vaccines.costSharing}}.",
      "If big costs come early in the year, you can join the Medicare Prescription Payment Plan through your drug plan. It spreads your drug costs into monthly bills, at no extra cost.",
    ],
    links: [
      { label: "Catastrophic coverage explained", href: "/encyclopedia#catastrophic-coverage" },
      {
        label: "Drug costs (Medicare.gov)",
        href: "https://www.medicare.gov/drug-coverage-part-d/costs-for-medicare-drug-coverage/catastrophic-coverage",
      },
    ],
  },
  "free-help": {
    question: "Where can I get free, unbiased help?",
    answer: [
      [
        "Medicare: call 1-800-MEDICARE (1-800-633-4227), 24 hours a day, 7 days a week. TTY: 1-877-486-2048.",
        "Your State Health Insurance Assistance Program (SHIP): trained counselors give free, unbiased advice in person or by phone. Find yours at shiphelp.org.",
        "Social Security, for signing up, IRMAA and Extra Help: 1-800-772-1213 (TTY 1-800-325-0778).",
      ],
      "Medicare will not call you uninvited to sell you a plan or to ask for your Medicare number. If someone does, hang up.",
    ],
    links: [
      { label: "Find your SHIP (shiphelp.org)", href: "https://www.shiphelp.org/" },
      { label: "State Medicare programs", href: "/state-medicare-links" },
      { label: "Official resources", href: "/resources" },
    ],
  },
};
