/**
 * The five guidance pages in English. Facts are true for plan year 2026 (facts
 * file compiled 2026-11-21); figures come from content/figures as tokens.
 */
import type { PathPages } from "./types.ts";
import { CURRENT_PLAN_YEAR } from "../figures/plan-year.ts";
import { currentCostsPageId, routePath } from "../routes/index.ts";

export const PATHS_EN: PathPages = {
  "getting-started": {
    slug: "getting-started",
    title: "Getting Started with Medicare",
    description:
      "A plain-language first guide to Medicare: when to sign up, what Parts A, B, C and D cover, what they cost in 2026 and how to avoid late penalties.",
    lede: "New to Medicare? This guide walks you through your first decisions, one step at a time.",
    audience: [
      "You will turn 65 within the next year.",
      "You are not signed up for Medicare yet, or you are not sure if you are.",
      "You want to understand the basics before you choose any coverage.",
    ],
    steps: [
      {
        title: "Find your sign-up window",
        text: "Your {{term:iep|Initial Enrollment Period}} lasts {{fig:enrollment.iep.months}} months. It starts 3 months before the month you turn 65 and ends 3 months after it. In most cases, if you sign up in the 3 months before your birthday month, your coverage starts on the first day of your birthday month.",
        link: { to: "/tools/enrollment-finder", label: "Find your enrollment dates" },
      },
      {
        title: "Check if you will be signed up automatically",
        text: "If you already get Social Security retirement benefits, you are usually signed up for Part A and Part B automatically, and your Medicare card comes in the mail. If you do not get benefits yet, you sign up through Social Security.",
        link: { resource: "ssa-sign-up", label: "Sign up for Medicare with Social Security" },
      },
      {
        title: "Learn what each part covers",
        text: "Part A is hospital insurance. Part B is medical insurance for doctors and outpatient care. Part D covers prescription drugs. A {{term:medicare-advantage|Medicare Advantage}} Plan (Part C) is another way to get Part A and Part B, from a private company that Medicare approves.",
        link: { to: "/parts-abcd-comparison", label: "Compare Parts A, B, C and D" },
      },
      {
        title: "If you still work, check your job's health plan",
        text: "If you or your spouse work for an employer with {{fig:enrollment.employerSize}} or more employees, you may be able to delay Part B without a penalty. With fewer than {{fig:enrollment.employerSize}} employees, Medicare usually pays first, so sign up for Part B when you are first eligible. Ask the benefits office how their plan works with Medicare. Retiree coverage and COBRA are not coverage from a current job.",
        link: { resource: "get-started", label: "Medicare's guide to getting started" },
      },
      {
        title: "Choose how you get your coverage",
        text: "You can choose Original Medicare and add a Part D drug plan and a {{term:medigap|Medigap}} policy. Or you can join a Medicare Advantage Plan, which often includes drug coverage. Our comparison guide explains the trade-offs.",
        link: { to: "/path/advantage-vs-supplement", label: "Compare Medicare Advantage and Medigap" },
      },
      {
        title: "Get free, unbiased help",
        text: "Your State Health Insurance Assistance Program (SHIP) gives free one-on-one counseling. SHIP counselors do not sell insurance.",
        link: { resource: "ship", label: "Find your local SHIP counselor" },
      },
    ],
    facts: [
      "Your Initial Enrollment Period lasts {{fig:enrollment.iep.months}} months: the 3 months before the month you turn 65, that month, and the 3 months after.",
      "Most people pay no {{term:premium|premium}} for Part A. You get it premium-free if you or your spouse paid Medicare taxes while working for about 10 years ({{fig:partA.quarters.premiumFree}} quarters).",
      "In 2026, the standard Part B premium is {{fig:partB.premium}} a month, and the Part B {{term:deductible|deductible}} is {{fig:partB.deductible}} a year.",
      "In 2026, the Part A hospital deductible is {{fig:partA.deductible}} for each benefit period.",
      "Late penalties can be avoided. If you sign up for Part B late, your premium can go up {{fig:partB.latePenalty.percentPer12Months}} for each full 12 months you could have had it, for as long as you have Part B.",
      "A Part D late penalty can apply if you go {{fig:partD.latePenalty.gapDays}} days or more in a row without Part D or other {{term:creditable-coverage|creditable drug coverage}} after your Initial Enrollment Period.",
      "In 2026, what you pay for covered drugs in a Part D plan is capped at {{fig:partD.oopCap}} for the year.",
    ],
    sections: [
      {
        id: "four-parts",
        heading: "The four parts of Medicare in one minute",
        blocks: [
          {
            kind: "list",
            items: [
              "Part A (Hospital Insurance): hospital stays, care in a skilled nursing facility after a hospital stay, hospice, and some home health care.",
              "Part B (Medical Insurance): doctor visits, outpatient care, preventive services and medical equipment.",
              "Part C (Medicare Advantage): plans from private companies that Medicare approves. They cover everything Part A and Part B cover, and often drugs and extras.",
              "Part D (drug coverage): plans from private companies that help pay for prescription drugs.",
            ],
          },
          {
            kind: "paragraph",
            text: "Original Medicare is Part A and Part B. Many people add a Part D plan, and some add a Medigap policy to help pay their share of costs.",
          },
        ],
      },
    ],
    mistakes: [
      "Waiting until after your birthday to sign up. If you sign up in the 3 months before, your coverage can start on time.",
      "Dropping job-based coverage without checking if it counts. If it is not from a current job, you may need Part B right away to avoid a penalty.",
      "Skipping drug coverage because you take no drugs now. A late penalty can apply if you go without creditable drug coverage.",
      "Missing your Medigap Open Enrollment Period. For {{fig:medigap.openEnrollment.months}} months after your Part B starts (at 65 or older), insurers must sell you any Medigap policy they offer, whatever your health.",
      "Giving your Medicare number to an unexpected caller. Medicare will not call you to sell you a plan.",
    ],
    checklist: {
      label: "Before you sign up",
      items: [
        { id: "dates", text: "I know when my Initial Enrollment Period starts and ends." },
        { id: "automatic", text: "I checked whether I will be signed up automatically." },
        { id: "employer", text: "I asked my employer (or my spouse's) how their plan works with Medicare." },
        { id: "parts", text: "I know what Parts A, B, C and D cover." },
        { id: "choice", text: "I chose between Original Medicare and a Medicare Advantage Plan." },
        { id: "drugs", text: "I have a plan for my drug coverage." },
      ],
    },
    related: [
      {
        to: "/parts-abcd-comparison",
        label: "Parts A, B, C and D compared",
        text: "What each part covers and costs, side by side.",
      },
      {
        to: "/tools/enrollment-finder",
        label: "Enrollment date finder",
        text: "Enter your birthday to see your sign-up window.",
      },
      { to: "/tools/cost-estimator", label: "Medicare cost estimator", text: "Estimate what you could pay in a year." },
      {
        to: "/encyclopedia",
        label: "Medicare encyclopedia",
        text: "Plain definitions of Medicare words, from A to Z.",
      },
      { to: "/medicare-101", label: "Medicare 101", text: "Short lessons on how Medicare works." },
    ],
  },

  "cost-optimization": {
    slug: "cost-optimization",
    title: "Lowering Your Medicare Costs",
    description:
      "Five ways to lower what you pay for Medicare in 2026: review your plans each fall, check Extra Help and Medicare Savings Programs, use free preventive care and choose doctors who accept assignment.",
    lede: "Medicare costs add up: premiums, deductibles and your share of each bill. These five strategies can help you keep more of your money.",
    audience: [
      "You already have Medicare.",
      "Your premiums, drug costs or medical bills are hard to keep up with.",
      "You want to make sure you are not paying more than you need to.",
    ],
    steps: [
      {
        title: "Review your plans every fall",
        text: "Plans change their costs and drug lists every year. Read the Annual Notice of Change your plan sends by September 30. Then compare plans during Open Enrollment, from October 15 to December 7.",
        link: { resource: "plan-finder", label: "Compare plans with Medicare's Plan Finder" },
      },
      {
        title: "See if you qualify for Extra Help",
        text: "{{term:extra-help|Extra Help}} lowers what you pay for Part D {{term:premium|premiums}}, {{term:deductible|deductibles}} and drugs. In 2026 you may qualify if your yearly income is up to about {{fig:extraHelp.incomeLimit.single}} (single) or {{fig:extraHelp.incomeLimit.couple}} (married couple) and your savings are limited. Applying is free.",
        link: { resource: "extra-help", label: "Apply for Extra Help with Social Security" },
      },
      {
        title: "Ask about a Medicare Savings Program",
        text: "Your state's Medicare Savings Programs can pay your Part B premium, and for some people deductibles and {{term:coinsurance|coinsurance}} too. Limits differ by state, and some states do not count savings at all.",
        link: { resource: "medicare-savings-programs", label: "Learn about Medicare Savings Programs" },
      },
      {
        title: "Use free preventive care",
        text: "Many preventive services, like flu shots, many cancer screenings and a yearly wellness visit, cost you nothing when your doctor accepts assignment.",
        link: { resource: "coverage", label: "Check what Medicare covers" },
      },
      {
        title: "Choose doctors who accept assignment",
        text: "A doctor who accepts assignment takes the Medicare-approved amount as full payment. A doctor who does not can charge you up to {{fig:partB.excessChargeLimit}} more.",
        link: { resource: "care-compare", label: "Find doctors who work with Medicare" },
      },
    ],
    facts: [
      "In 2026, the standard Part B premium is {{fig:partB.premium}} a month, and the Part B deductible is {{fig:partB.deductible}}.",
      "After the deductible, you usually pay {{fig:partB.coinsurance}} of the Medicare-approved amount for Part B services.",
      "In 2026, your out-of-pocket costs for covered Part D drugs are capped at {{fig:partD.oopCap}} for the year.",
      "The Part D deductible can be no more than {{fig:partD.deductible.max}} in 2026. Some plans have a lower deductible or none.",
      "The average premium for a stand-alone drug plan in 2026 is {{fig:partD.averagePremium.standAlone}} a month. Your plan's premium may be higher or lower.",
      "A month's supply of each covered insulin costs no more than {{fig:partD.insulinCap}}, with no deductible.",
    ],
    sections: [
      {
        id: "drug-costs",
        heading: "More ways to save on drugs",
        blocks: [
          {
            kind: "list",
            items: [
              "Ask your doctor about generic drugs or other lower-cost choices.",
              "Check if your plan has lower prices at a preferred pharmacy or by mail.",
              "With the Medicare Prescription Payment Plan, you can spread your drug costs into monthly payments over the year, at no cost. It does not lower your total, but it makes large bills easier to manage.",
              "If you take costly drugs, remember the yearly cap: after {{fig:partD.oopCap}} in 2026, you pay nothing more for covered drugs that year.",
            ],
          },
        ],
      },
    ],
    mistakes: [
      "Letting your plan renew without checking it. A plan that was right last year may cost more this year.",
      "Assuming you earn too much for help. Many people who qualify for Extra Help or a Medicare Savings Program never apply.",
      "Choosing a plan by its premium alone. Look at the deductible, the {{term:copay|copays}} and your own drugs' prices too.",
      "Skipping free preventive care. Finding a problem early can save money and worry.",
      "Paying excess charges without knowing it. Ask if your doctor accepts assignment before your visit.",
    ],
    checklist: {
      label: "Ways to save",
      items: [
        { id: "notice", text: "I read my plan's Annual Notice of Change." },
        { id: "compare", text: "I compared plans for next year during Open Enrollment." },
        { id: "extra-help", text: "I checked if I qualify for Extra Help." },
        { id: "savings-programs", text: "I checked my state's Medicare Savings Programs." },
        { id: "wellness", text: "I booked my free yearly wellness visit." },
        { id: "assignment", text: "I checked that my doctors accept assignment." },
      ],
    },
    related: [
      {
        to: "/tools/cost-estimator",
        label: "Medicare cost estimator",
        text: "Add up premiums, deductibles and the care you expect.",
      },
      {
        to: "/medigap",
        label: "The Medigap guide (Medicare Supplement Insurance)",
        text: "How a {{term:medigap|Medigap}} policy can cover gaps in Original Medicare.",
      },
      {
        to: "/encyclopedia#part-d",
        label: "What Part D means",
        text: "Medicare drug coverage, explained in plain words.",
      },
      {
        to: routePath(currentCostsPageId()),
        label: `Medicare costs in ${CURRENT_PLAN_YEAR}`,
        text: "This year's premiums, deductibles and coinsurance.",
      },
      {
        to: "/news/how-to-save-rising-2026-medicare-costs",
        label: "How to Save on Rising Medicare Costs in 2026",
        text: "Our article with more ways to save this year.",
      },
    ],
  },

  "irmaa-planning": {
    slug: "irmaa-planning",
    title: "Planning for IRMAA",
    description:
      "What IRMAA is, how your income from 2 years ago sets your 2026 Part B and Part D premiums, how to ask for a lower amount after a life-changing event, and the 2026 brackets.",
    lede: "If your income is higher, you pay more for Part B and Part D. This extra amount is called IRMAA (income-related monthly adjustment amount). This guide explains how it works and what you can do about it.",
    audience: [
      "Your income is above {{fig:irmaa.single.threshold1}} (single) or {{fig:irmaa.joint.threshold1}} (married filing jointly), or it was 2 years ago.",
      "You got a letter from Social Security about IRMAA.",
      "Your income went down, for example because you retired.",
    ],
    steps: [
      {
        title: "Find the income Social Security used",
        text: "{{term:irmaa|IRMAA}} for 2026 is based on your modified adjusted gross income ({{term:magi|MAGI}}) from your 2024 tax return. MAGI is your adjusted gross income plus tax-exempt interest.",
        link: { to: "/tools/irmaa-calculator", label: "Estimate your IRMAA" },
      },
      {
        title: "Read your IRMAA letter",
        text: "Social Security sends a letter that explains the amount and the income it used. Keep it: you need it to ask for a change.",
        link: { resource: "ssa-medicare", label: "Social Security: Medicare" },
      },
      {
        title: "If your income went down, report a life-changing event",
        text: "Events like retiring, working fewer hours, divorce or the death of your spouse count. Fill out Form SSA-44 and send proof, such as a letter from your employer.",
        link: { resource: "ssa-44", label: "Form SSA-44 (life-changing event), PDF" },
      },
      {
        title: "If the decision is wrong, ask for a reconsideration",
        text: "You have {{fig:irmaa.appealDays}} days after you receive the letter. Social Security assumes you got it {{fig:irmaa.noticeReceiptDays}} days after the date on it. Also tell them if they used wrong or old tax information.",
        link: { to: "/tools/irmaa-appeal", label: "IRMAA appeal helper" },
      },
      {
        title: "Plan your income for the years ahead",
        text: "This year's income sets your {{term:premium|premiums}} 2 years from now. Talk with a tax professional about the timing of large withdrawals, Roth conversions and sales of property or stocks.",
        link: { to: "/irmaa-income-brackets", label: "IRMAA income brackets" },
      },
    ],
    facts: [
      "In 2026 you pay IRMAA if your 2024 MAGI was more than {{fig:irmaa.single.threshold1}} on an individual tax return, or more than {{fig:irmaa.joint.threshold1}} on a joint return.",
      "The standard Part B premium in 2026 is {{fig:partB.premium}} a month. With IRMAA, it is {{fig:irmaa.tier1.partBPremium}} to {{fig:irmaa.tier5.partBPremium}} a month.",
      "With IRMAA you also pay an extra {{fig:irmaa.tier1.partDAdjustment}} to {{fig:irmaa.tier5.partDAdjustment}} a month for Part D, on top of your plan's premium. You pay it to Medicare, not to your plan.",
      "Social Security uses your tax return from {{fig:irmaa.lookbackYears}} years before. If that return is not available yet, it uses the one from 3 years before.",
      "You have {{fig:irmaa.appealDays}} days after you receive the letter to ask for a reconsideration.",
    ],
    sections: [
      {
        id: "what-is-irmaa",
        heading: "What IRMAA is",
        blocks: [
          {
            kind: "paragraph",
            text: "IRMAA stands for Income-Related Monthly Adjustment Amount. It is an extra amount added to your Part B and Part D premiums when your income is above a set level.",
          },
          {
            kind: "paragraph",
            text: "Social Security decides who pays it, using information from the IRS. It checks again every year, so your IRMAA can change or end when your income changes.",
          },
        ],
      },
      {
        id: "lookback",
        heading: "Why your income from 2 years ago counts",
        blocks: [
          {
            kind: "paragraph",
            text: "Your 2026 premiums use your 2024 tax return. Your 2027 premiums will use your 2025 tax return.",
          },
          {
            kind: "paragraph",
            text: "So one large income in a single year, like a big withdrawal from a retirement account or the sale of stocks or property, can raise your premiums 2 years later.",
          },
        ],
      },
      {
        id: "life-changing-events",
        heading: "Life-changing events that count",
        blocks: [
          {
            kind: "paragraph",
            text: "You can ask for a lower IRMAA if your income went down because of one of these events:",
          },
          {
            kind: "list",
            items: [
              "You married.",
              "You divorced, or your marriage was annulled.",
              "Your spouse died.",
              "You stopped working.",
              "You cut back your work hours.",
              "You lost income from property because of something outside your control, such as a disaster.",
              "You lost pension income.",
              "You received a settlement payment from a former employer.",
            ],
          },
          {
            kind: "paragraph",
            text: "Higher medical bills, the normal ups and downs of investment income, and selling property because you chose to do not count.",
          },
        ],
      },
      {
        id: "income-strategies",
        heading: "Ways to manage your income",
        blocks: [
          {
            kind: "list",
            items: [
              "Spread large withdrawals from retirement accounts over several years.",
              "Plan the timing of Roth conversions: the amount you convert counts as income that year.",
              "From age 70½, a qualified charitable distribution from your IRA does not count in your income.",
              "Qualified withdrawals from a Roth account do not count as income.",
              "Remember that tax-exempt interest counts in your MAGI.",
            ],
          },
          { kind: "paragraph", text: "Tax rules are complex. Talk with a tax professional before you act." },
        ],
      },
      {
        id: "brackets",
        heading: "2026 IRMAA brackets at a glance",
        blocks: [
          {
            kind: "table",
            caption: "2026 monthly premiums by income on your 2024 tax return",
            columns: ["Individual tax return", "Joint tax return", "Part B premium", "Part D extra amount"],
            numeric: [2, 3],
            rows: [
              [
                "{{fig:irmaa.single.threshold1}} or less",
                "{{fig:irmaa.joint.threshold1}} or less",
                "{{fig:irmaa.tier0.partBPremium}}",
                "{{fig:irmaa.tier0.partDAdjustment}}",
              ],
              [
                "More than {{fig:irmaa.single.threshold1}}, up to {{fig:irmaa.single.threshold2}}",
                "More than {{fig:irmaa.joint.threshold1}}, up to {{fig:irmaa.joint.threshold2}}",
                "{{fig:irmaa.tier1.partBPremium}}",
                "{{fig:irmaa.tier1.partDAdjustment}}",
              ],
              [
                "More than {{fig:irmaa.single.threshold2}}, up to {{fig:irmaa.single.threshold3}}",
                "More than {{fig:irmaa.joint.threshold2}}, up to {{fig:irmaa.joint.threshold3}}",
                "{{fig:irmaa.tier2.partBPremium}}",
                "{{fig:irmaa.tier2.partDAdjustment}}",
              ],
              [
                "More than {{fig:irmaa.single.threshold3}}, up to {{fig:irmaa.single.threshold4}}",
                "More than {{fig:irmaa.joint.threshold3}}, up to {{fig:irmaa.joint.threshold4}}",
                "{{fig:irmaa.tier3.partBPremium}}",
                "{{fig:irmaa.tier3.partDAdjustment}}",
              ],
              [
                "More than {{fig:irmaa.single.threshold4}}, less than {{fig:irmaa.single.threshold5}}",
                "More than {{fig:irmaa.joint.threshold4}}, less than {{fig:irmaa.joint.threshold5}}",
                "{{fig:irmaa.tier4.partBPremium}}",
                "{{fig:irmaa.tier4.partDAdjustment}}",
              ],
              [
                "{{fig:irmaa.single.threshold5}} or more",
                "{{fig:irmaa.joint.threshold5}} or more",
                "{{fig:irmaa.tier5.partBPremium}}",
                "{{fig:irmaa.tier5.partDAdjustment}}",
              ],
            ],
          },
          {
            kind: "paragraph",
            text: "Married and filing separate returns? Different limits apply. Our IRMAA income brackets page lists them.",
          },
        ],
      },
    ],
    mistakes: [
      "Ignoring the IRMAA letter. If the income is wrong, or your income went down, you can ask for a change.",
      "Missing the {{fig:irmaa.appealDays}}-day deadline to ask for a reconsideration.",
      "Thinking IRMAA lasts forever. It is checked every year and can go down when your income does.",
      "Forgetting that one large sale or withdrawal can move you into a higher bracket 2 years later.",
      "Using the wrong request. For a life-changing event, use Form SSA-44. To dispute the decision itself, ask for a reconsideration.",
    ],
    checklist: {
      label: "IRMAA to-do list",
      items: [
        { id: "letter", text: "I found my IRMAA letter and read the income Social Security used." },
        { id: "tax-return", text: "I checked that income against my tax return from 2 years earlier." },
        { id: "event", text: "I checked whether I had a life-changing event." },
        { id: "ssa-44", text: "If I had one, I sent Form SSA-44 with proof." },
        { id: "deadline", text: "I wrote down the deadline to ask for a reconsideration." },
        { id: "tax-plan", text: "I talked with a tax professional about my income for the years ahead." },
      ],
    },
    related: [
      { to: "/tools/irmaa-calculator", label: "IRMAA calculator", text: "See which bracket your income falls in." },
      {
        to: "/irmaa-income-brackets",
        label: "IRMAA income brackets",
        text: "Every bracket, including married filing separately.",
      },
      { to: "/encyclopedia#irmaa", label: "What IRMAA means", text: "The term explained in plain words." },
      { to: "/encyclopedia#magi", label: "What MAGI means", text: "The income Social Security looks at." },
      { to: "/tools/irmaa-appeal", label: "IRMAA appeal helper", text: "Prepare a request for a lower amount." },
      {
        to: "/news/2026-irmaa-surcharge-update",
        label: "IRMAA in 2026: Who Pays the Surcharge and How to Ask for a Lower Amount",
        text: "Our article on this year's IRMAA.",
      },
    ],
  },

  "advantage-vs-supplement": {
    slug: "advantage-vs-supplement",
    title: "Medicare Advantage or Medigap?",
    description:
      "The pros and cons of Original Medicare with a Medigap policy and of a Medicare Advantage Plan, the timing rules that matter, and the questions to ask before you choose.",
    lede: "There are two main ways to get your Medicare coverage. This guide compares them, so you can choose what fits your health, your doctors and your budget.",
    audience: [
      "You are choosing between Original Medicare with a Medigap policy and a Medicare Advantage Plan.",
      "You are thinking about switching from one to the other.",
      "You want to know how each one handles doctors, costs and travel.",
    ],
    steps: [
      {
        title: "List your doctors, hospitals and drugs",
        text: "Write down the doctors you want to keep, the hospitals you use and every drug you take, with the dose. You need this list to compare plans.",
      },
      {
        title: "Check each Medicare Advantage Plan's network and drug costs",
        text: "Use Medicare's Plan Finder to see which plans your doctors work with and what your drugs cost in each plan.",
        link: { resource: "plan-finder", label: "Medicare's Plan Finder" },
      },
      {
        title: "Compare Medigap prices where you live",
        text: "All {{term:medigap|Medigap}} policies with the same letter cover the same benefits, but prices differ from one company to another. Compare several companies.",
        link: { resource: "medigap-finder", label: "Find Medigap policies in your area" },
      },
      {
        title: "Know your timing",
        text: "The best time to buy Medigap is your {{fig:medigap.openEnrollment.months}}-month Medigap Open Enrollment Period. It starts when you are 65 or older and have Part B. After it ends, in most states a company can turn you down or charge more because of your health.",
        link: { to: "/enrollment-timeline", label: "Medicare enrollment timeline" },
      },
      {
        title: "Estimate your yearly costs both ways",
        text: "For each choice, add up {{term:premium|premiums}}, {{term:deductible|deductibles}} and what you expect to pay for care in a year. Think about a good year and a bad year.",
        link: { to: "/tools/cost-estimator", label: "Medicare cost estimator" },
      },
      {
        title: "Get free, unbiased advice",
        text: "A SHIP counselor can compare your options with you, for free.",
        link: { resource: "ship", label: "Find your local SHIP counselor" },
      },
    ],
    facts: [
      "With Original Medicare, after the Part B deductible ({{fig:partB.deductible}} in 2026) you usually pay {{fig:partB.coinsurance}} of the Medicare-approved amount, with no yearly limit, unless other coverage such as Medigap pays it.",
      "Medigap policies work only with Original Medicare. You cannot use a Medigap policy with a {{term:medicare-advantage|Medicare Advantage}} Plan.",
      "Every Medicare Advantage Plan has a yearly limit on what you pay for covered Part A and Part B services. Each plan sets its own limit, up to a maximum that Medicare sets each year.",
      "In 2026, the average Medicare Advantage Plan premium is {{fig:ma.averagePremium}} a month. In most cases you still pay your Part B premium ({{fig:partB.premium}} a month in 2026) too.",
      "A high-deductible Plan G has a deductible of {{fig:medigap.highDeductible.deductible}} in 2026 before the policy starts to pay.",
      "Plans C and F can be bought only by people who were eligible for Medicare before January 1, 2020.",
    ],
    sections: [
      {
        id: "original-with-medigap",
        heading: "Original Medicare with Medigap",
        blocks: [],
        subsections: [
          {
            id: "medigap-pros",
            heading: "Pros",
            blocks: [
              {
                kind: "list",
                items: [
                  "You can see any doctor or hospital in the country that accepts Medicare. You do not need referrals.",
                  "Your costs are easy to predict. With many policies, you pay little beyond the premiums.",
                  "Your coverage goes with you anywhere in the United States.",
                  "Some policies help pay for emergency care when you travel abroad.",
                ],
              },
            ],
          },
          {
            id: "medigap-cons",
            heading: "Cons",
            blocks: [
              {
                kind: "list",
                items: [
                  "You pay a monthly premium for the Medigap policy, on top of your Part B premium.",
                  "Drugs are not included. You need a separate Part D plan.",
                  "Outside your Medigap Open Enrollment Period, you may be turned down or charged more because of your health.",
                  "Routine dental, vision and hearing care are not covered.",
                ],
              },
            ],
          },
        ],
      },
      {
        id: "medicare-advantage",
        heading: "Medicare Advantage (Part C)",
        blocks: [],
        subsections: [
          {
            id: "advantage-pros",
            heading: "Pros",
            blocks: [
              {
                kind: "list",
                items: [
                  "Many plans charge no monthly premium beyond your Part B premium.",
                  "Most plans include drug coverage, so you have one plan and one card.",
                  "Every plan has a yearly limit on your out-of-pocket costs for covered services.",
                  "Many plans offer extras, like some dental, vision or hearing care.",
                ],
              },
            ],
          },
          {
            id: "advantage-cons",
            heading: "Cons",
            blocks: [
              {
                kind: "list",
                items: [
                  "Most plans use a {{term:network|network}}. You may pay more, or the full cost, if you see a provider outside it.",
                  "You may need a referral, or approval in advance ({{term:prior-authorization|prior authorization}}), for some care.",
                  "Networks, costs and benefits can change every year.",
                  "If you leave the plan later, you may not be able to buy a Medigap policy without health questions.",
                ],
              },
            ],
          },
        ],
      },
      {
        id: "switching",
        heading: "Can I switch later?",
        blocks: [
          {
            kind: "paragraph",
            text: "Yes, at set times. During Open Enrollment, from October 15 to December 7, you can switch between Original Medicare and Medicare Advantage. The change starts on January 1.",
          },
          {
            kind: "paragraph",
            text: "If you are in a Medicare Advantage Plan, you can also make one change from January 1 to March 31: switch to another plan, or go back to Original Medicare.",
          },
          {
            kind: "paragraph",
            text: "If you joined a Medicare Advantage Plan when you were first eligible at 65, you have a trial right: in your first year you can go back to Original Medicare and buy a Medigap policy without health questions.",
          },
        ],
      },
    ],
    mistakes: [
      "Choosing a plan without checking that your doctors are in its network.",
      "Picking a plan only because its premium is low.",
      "Dropping a Medigap policy to try Medicare Advantage without knowing you may not get it back.",
      "Forgetting drug coverage when you choose Original Medicare with Medigap.",
      'Believing that anyone who calls offering "extra benefits" works for Medicare.',
    ],
    checklist: {
      label: "Before you choose",
      items: [
        { id: "list", text: "I listed my doctors, hospitals and drugs." },
        { id: "network", text: "I checked which plans my doctors work with." },
        { id: "drug-costs", text: "I checked what my drugs cost in each plan." },
        { id: "medigap-prices", text: "I compared Medigap prices from several companies." },
        { id: "timing", text: "I know when my Medigap Open Enrollment Period ends." },
        { id: "yearly-costs", text: "I estimated my yearly costs for a good year and a bad year." },
      ],
    },
    related: [
      { to: "/tools/plan-comparison", label: "Plan comparison tool", text: "Compare the two choices side by side." },
      {
        to: "/tools/cost-estimator",
        label: "Medicare cost estimator",
        text: "Estimate a year of costs for each choice.",
      },
      {
        to: "/medigap",
        label: "The Medigap guide (Medicare Supplement Insurance)",
        text: "How Medigap works and what it costs.",
      },
      {
        to: "/medigap/plan-g-vs-n",
        label: "Medigap Plan G or Plan N?",
        text: "The two most popular Medigap plans compared.",
      },
      {
        to: "/enrollment-timeline",
        label: "Medicare enrollment timeline",
        text: "When you can join, switch or drop a plan.",
      },
      {
        to: "/encyclopedia#medicare-advantage",
        label: "What Medicare Advantage means",
        text: "The term explained in plain words.",
      },
      {
        to: "/news/medicare-advantage-network-changes",
        label: "Medicare Advantage Network Changes: What to Do if Your Doctor Leaves Your Plan",
        text: "Our article on network changes.",
      },
    ],
  },

  "staying-informed": {
    slug: "staying-informed",
    title: "Staying Informed About Medicare",
    description:
      "The Medicare dates that come back every year, the official places to get reliable information, and how to keep your coverage right as costs and rules change.",
    lede: "Medicare changes every year: premiums, plans and rules. This guide shows the dates to watch and where to find information you can trust.",
    audience: [
      "You have Medicare and want to keep up with changes.",
      "You help a parent, a spouse or a friend with their Medicare.",
      "You want to avoid scams and wrong information.",
    ],
    steps: [
      {
        title: "Put the key dates on your calendar",
        text: "Open Enrollment runs from October 15 to December 7 every year. The changes you make start on January 1.",
        link: { to: "/enrollment-timeline", label: "Medicare enrollment timeline" },
      },
      {
        title: "Read your plan's yearly notice",
        text: "Each fall, your plan sends an Annual Notice of Change. It lists next year's changes to costs, benefits and the drug list. Read it before Open Enrollment ends.",
        link: { resource: "plan-finder", label: "Compare plans with Medicare's Plan Finder" },
      },
      {
        title: "Keep the Medicare & You handbook",
        text: "Medicare sends its handbook each fall. It explains your choices and the costs for the coming year. You can also read it online.",
        link: { resource: "medicare-and-you", label: "Medicare & You handbook" },
      },
      {
        title: "Follow sources you can trust",
        text: "Get Medicare news from Medicare.gov, Social Security and our news page. Be careful with ads and calls that promise extra benefits.",
        link: { to: "/news", label: "Medicare news" },
      },
      {
        title: "Open your Social Security account",
        text: "With a my Social Security account you can see your benefits, the Medicare {{term:premium|premiums}} taken from them, and your letters, online.",
        link: { resource: "my-social-security", label: "my Social Security account" },
      },
      {
        title: "Protect yourself from fraud",
        text: "Check your Medicare Summary Notices and plan statements for care you did not get. Report anything that looks wrong.",
        link: { resource: "report-fraud-medicare", label: "Report Medicare fraud" },
      },
    ],
    facts: [
      "In 2026, the standard Part B premium is {{fig:partB.premium}} a month, and the Part B {{term:deductible|deductible}} is {{fig:partB.deductible}}. Medicare usually announces the next year's amounts in the fall.",
      "In 2026, your out-of-pocket costs for covered Part D drugs are capped at {{fig:partD.oopCap}} for the year.",
      "Premiums, deductibles and plan benefits can change every year, so what was true last year may not be true now.",
      "{{term:irmaa|IRMAA}} is checked every year. If your income changes, your Part B and Part D premiums can change too.",
      "With the 5-star {{term:sep|Special Enrollment Period}}, you can switch once, between December 8 and November 30, to a plan rated 5 stars, if there is one where you live.",
    ],
    sections: [
      {
        id: "key-dates",
        heading: "Medicare dates that come back every year",
        blocks: [
          {
            kind: "table",
            caption: "Key Medicare dates each year",
            columns: ["When", "What happens"],
            rows: [
              [
                "January 1 to March 31",
                "Medicare Advantage Open Enrollment: one plan change if you are in a Medicare Advantage Plan. Also the General Enrollment Period, if you missed signing up for Part A or Part B; coverage starts the month after you sign up.",
              ],
              ["By September 30", "Your plan sends its Annual Notice of Change for next year."],
              ["October 15 to December 7", "Open Enrollment: change your health or drug plan for next year."],
              ["January 1", "The changes you made in Open Enrollment start, with the new year's costs."],
            ],
          },
        ],
      },
      {
        id: "trusted-sources",
        heading: "Where to find reliable information",
        blocks: [
          {
            kind: "list",
            items: [
              "Medicare.gov and Medicare's help line, for coverage, plans and costs.",
              "Social Security, for signing up, premiums taken from your benefits, IRMAA and {{term:extra-help|Extra Help}}.",
              "Your State Health Insurance Assistance Program (SHIP), for free, unbiased counseling.",
              "Your plan's Annual Notice of Change and Evidence of Coverage, for your own plan's rules.",
            ],
          },
        ],
      },
    ],
    mistakes: [
      "Letting your plan renew without reading the Annual Notice of Change.",
      'Trusting ads or callers just because they use the word "Medicare". They are often selling insurance.',
      "Giving your Medicare number to someone who calls you. Medicare will not call to ask for it.",
      "Relying on old articles. Costs and rules change every year: check the year on what you read.",
      "Missing a deadline because you did not know about it. Put the key dates on your calendar.",
    ],
    checklist: {
      label: "Stay on top of Medicare",
      items: [
        { id: "calendar", text: "I put Open Enrollment (October 15 to December 7) on my calendar." },
        { id: "notice", text: "I read my plan's Annual Notice of Change." },
        { id: "handbook", text: "I keep this year's Medicare & You handbook." },
        { id: "account", text: "I opened my Social Security account online." },
        { id: "statements", text: "I check my Medicare statements for care I did not get." },
        { id: "news", text: "I chose where I will get my Medicare news." },
      ],
    },
    related: [
      { to: "/news", label: "Medicare news", text: "The latest changes, explained in plain words." },
      {
        to: "/enrollment-timeline",
        label: "Medicare enrollment timeline",
        text: "Every enrollment period, with its dates.",
      },
      {
        to: "/parts-abcd-comparison",
        label: "Parts A, B, C and D compared",
        text: "What each part covers and costs, side by side.",
      },
      {
        to: "/encyclopedia",
        label: "Medicare encyclopedia",
        text: "Plain definitions of Medicare words, from A to Z.",
      },
      {
        to: "/resources",
        label: "Official Medicare resources",
        text: "Government websites and help lines in one place.",
      },
      {
        to: "/news/open-enrollment-reminder-2026",
        label: "Medicare Open Enrollment Runs October 15 to December 7, 2026",
        text: "Our reminder for this year's Open Enrollment.",
      },
    ],
  },
};
