import type { LegalPageContent } from "../types.ts";

/** /disclaimer: also the site's Mission and Terms of Use page (the header links #mission and #terms-of-use). */
export const disclaimer: LegalPageContent = {
  id: "disclaimer",
  lang: "en",
  title: "Our Mission, Disclaimer and Terms of Use",
  description:
    "Why Medicare Guide exists, what our information can and cannot do for you, and the terms for using this independent, educational website.",
  lede: "Medicare Guide is an independent, educational website about Medicare. This page explains why we exist, what our information can and cannot do for you, and the terms for using the site.",
  updated: "2026-11-23",
  sections: [
    {
      id: "mission",
      heading: "Our mission",
      blocks: [
        {
          kind: "paragraph",
          text: "We help people who are getting close to Medicare, or who already have it, understand their choices in plain language, in English and in Spanish.",
        },
        {
          kind: "paragraph",
          text: "We explain how Medicare works, what it costs and when to sign up. We point you to official sources and to free, unbiased help.",
        },
        { kind: "paragraph", text: "The site is free to use. You do not need an account." },
      ],
    },
    {
      id: "not-affiliated",
      heading: "We are not the government or an insurance company",
      blocks: [
        {
          kind: "paragraph",
          text: "Medicare Guide is not affiliated with, endorsed by or connected to the U.S. government, the Centers for Medicare & Medicaid Services (CMS), the Social Security Administration or any insurance company.",
        },
        {
          kind: "paragraph",
          text: "We do not sell insurance. We are not paid to send you to any plan, agent or company.",
        },
      ],
    },
    {
      id: "medical-legal-financial",
      heading: "Not medical, legal or financial advice",
      blocks: [
        { kind: "paragraph", text: "Nothing on this site is medical, legal, tax or financial advice." },
        {
          kind: "paragraph",
          text: "Talk to your doctor about your health. Talk to a lawyer, a tax professional or a financial adviser about legal, tax or money decisions.",
        },
      ],
    },
    {
      id: "not-professional-advice",
      heading: "We do not give personal advice",
      blocks: [
        {
          kind: "paragraph",
          text: "We write general information for many readers. We do not know your situation, so we cannot tell you which plan or choice is right for you.",
        },
        {
          kind: "paragraph",
          text: "For help with your own situation, call Medicare, get free counseling from your State Health Insurance Assistance Program (SHIP), or talk to a licensed insurance agent.",
        },
      ],
    },
    {
      id: "educational-purpose",
      heading: "Information for learning only",
      blocks: [
        {
          kind: "paragraph",
          text: "Our articles, guides, tools and quiz are for learning. They can help you prepare your questions and understand the letters and notices you get.",
        },
        {
          kind: "paragraph",
          text: "Results from our calculators are estimates. They are not a bill, a price quote or a decision about your benefits.",
        },
        {
          kind: "paragraph",
          text: "Decisions about your Medicare are made by Medicare, Social Security and your plan, not by us.",
        },
      ],
    },
    {
      id: "no-warranty",
      heading: "No warranty",
      blocks: [
        {
          kind: "paragraph",
          text: "We check our information against official sources and update it on a schedule. Our [editorial policy](/editorial-policy) explains how. Even so, rules and amounts change, and mistakes can happen.",
        },
        {
          kind: "paragraph",
          text: "We provide this site “as is”, without any promise that it is complete, correct or up to date. As far as the law allows, we are not responsible for decisions you make based on it.",
        },
      ],
    },
    {
      id: "your-responsibility",
      heading: "Your responsibility",
      blocks: [
        {
          kind: "list",
          items: [
            "Before you make a decision, check the details with the official source, your plan or a licensed professional.",
            "Read and keep the letters and notices you get from Medicare, Social Security and your plan.",
            "Watch your deadlines. Signing up late can mean a late enrollment penalty that lasts for years.",
          ],
        },
      ],
    },
    {
      id: "terms-of-use",
      heading: "Terms of use",
      blocks: [
        { kind: "paragraph", text: "By using this site, you agree to these terms." },
        {
          kind: "list",
          items: [
            "You may use the site for your own information and learning.",
            "You may share links to our pages and print pages for personal use.",
            "Do not try to harm the site, overload it or get around its security.",
            "Do not send us other people’s personal information.",
          ],
        },
        {
          kind: "paragraph",
          text: "We link to other websites to help you. We do not control those sites and are not responsible for what they say or do. Links to other sites open in a new tab.",
        },
        { kind: "paragraph", text: "Our [privacy policy](/privacy-policy) explains what information we keep and why." },
        {
          kind: "paragraph",
          text: "We may change these terms. The “Last updated” date at the top of this page shows when they last changed.",
        },
      ],
    },
    {
      id: "official-help",
      heading: "Official websites and help lines",
      blocks: [
        {
          kind: "paragraph",
          text: "Medicare help line: [{{medicare.display}}](tel:{{medicare.tel}}), 24 hours a day, 7 days a week. TTY users can call {{medicare.tty}}.",
        },
        {
          kind: "paragraph",
          text: "Social Security: [{{ssa.display}}](tel:{{ssa.tel}}), Monday to Friday. TTY users can call {{ssa.tty}}.",
        },
        {
          kind: "list",
          items: [
            "[{{site.medicare-gov.name}}]({{site.medicare-gov.url}}): the official Medicare website.",
            "[{{site.ssa-gov.name}}]({{site.ssa-gov.url}}): signing up for Medicare, Extra Help and income-related premiums.",
            "[{{site.cms-gov.name}}]({{site.cms-gov.url}}): the federal agency that runs Medicare.",
            "[{{site.shiphelp.name}}]({{site.shiphelp.url}}): free, unbiased counseling in your state.",
          ],
        },
      ],
    },
    {
      id: "contact",
      heading: "Questions about this page",
      blocks: [
        {
          kind: "paragraph",
          text: "[Contact us](/contact-us) or write to [{{contactEmail}}](mailto:{{contactEmail}}).",
        },
      ],
    },
  ],
};
