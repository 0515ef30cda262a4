import type { LegalPageContent } from "../types.ts";

/** /editorial-policy: the five-step workflow, the update schedule, accuracy, independence, corrections (spec: Legal pages). */
export const editorialPolicy: LegalPageContent = {
  id: "editorial-policy",
  lang: "en",
  title: "Editorial Policy",
  description:
    "How Medicare Guide researches, writes, checks and updates its Medicare information, how we stay independent, and how to report a mistake.",
  lede: "This page explains how we research, write, check and update our Medicare information, and how to tell us about a mistake.",
  updated: "2026-11-23",
  sections: [
    {
      id: "workflow",
      heading: "How we create each page: five steps",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Topic research. We choose topics from the questions people ask most, from changes to Medicare and from official announcements.",
            "Drafting from official sources. We write from Medicare.gov, the Centers for Medicare & Medicaid Services (CMS), Social Security and the Federal Register first. We use other sources only to help explain, and we say so.",
            "Expert review. Someone who knows Medicare well reads each page for mistakes and for anything that could confuse readers.",
            "Fact-checking and citation. We check every amount, date and rule against its official source. Every amount comes from one checked list that records its source and its year.",
            "Regular updates. We review pages on a schedule and whenever the rules change.",
          ],
        },
      ],
    },
    {
      id: "update-schedule",
      heading: "How often we update",
      blocks: [
        {
          kind: "list",
          items: [
            "Every quarter: amounts such as premiums, deductibles and income limits.",
            "Every year: core content, such as how each part of Medicare works and when to sign up.",
            "As needed: when Medicare announces new amounts, or when a law or rule changes.",
          ],
        },
        {
          kind: "paragraph",
          text: "Articles show the date they were published, and the date they were last updated when it is different.",
        },
      ],
    },
    {
      id: "accuracy",
      heading: "Our commitment to accuracy",
      blocks: [
        {
          kind: "list",
          items: [
            "We give each amount for a specific year and say which year.",
            "We do not publish an amount we could not confirm.",
            "When sources disagree, we follow the official source.",
            "We write in plain language and explain the terms Medicare uses. Our Spanish pages use the words Medicare and Social Security use in Spanish.",
          ],
        },
      ],
    },
    {
      id: "independence",
      heading: "Our commitment to independence",
      blocks: [
        {
          kind: "list",
          items: [
            "We are not paid by insurance companies, agents or the government.",
            "We do not sell insurance and do not earn commissions.",
            "We have no advertisers or sponsors, so no one pays to change what we write.",
            "We do not recommend any plan or company.",
          ],
        },
      ],
    },
    {
      id: "corrections",
      heading: "Report a mistake",
      blocks: [
        {
          kind: "paragraph",
          text: "If you find a mistake, please tell us. [Contact us](/contact-us) or write to [{{contactEmail}}](mailto:{{contactEmail}}). Tell us the page and what you think is wrong.",
        },
        { kind: "paragraph", text: "We check every report. When we fix a mistake, we update the page and its date." },
      ],
    },
  ],
};
