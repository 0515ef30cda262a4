import type { LegalPageContent } from "../types.ts";

/**
 * /accessibility: the accessibility statement, laid out like GOV.UK's sample
 * statement (using this website, how accessible it is, reporting problems,
 * technical information, how we tested, preparation). Known issues come from
 * known-issues.ts; claim nothing here that the a11y report does not show.
 */
export const accessibility: LegalPageContent = {
  id: "accessibility",
  lang: "en",
  title: "Accessibility Statement",
  description:
    "How accessible Medicare Guide is, the standard we aim for, how we test every page, known issues, and how to tell us about a barrier.",
  lede: "We want everyone to be able to use Medicare Guide, including people who use a screen reader, a keyboard, screen magnification or larger text. This statement explains how accessible the site is and how to tell us about a problem.",
  updated: "2026-11-24",
  sections: [
    {
      id: "using-this-website",
      heading: "Using this website",
      blocks: [
        { kind: "paragraph", text: "You should be able to:" },
        {
          kind: "list",
          items: [
            "zoom in up to 400% without the text spilling off the screen",
            "use the site on a screen as narrow as a small phone without scrolling sideways",
            "choose larger text or a high-contrast display with the “Text size and contrast” button at the top of every page; we remember your choice on this device",
            "use every page, menu and form with a keyboard alone, and always see where you are",
            "read every page in English or in Spanish",
            "take as long as you need: nothing on this site has a time limit",
            "read the content of every page with JavaScript turned off (forms and calculators need JavaScript)",
          ],
        },
        { kind: "paragraph", text: "We also write in plain language, with short sentences and clear headings." },
      ],
    },
    {
      id: "how-accessible",
      heading: "How accessible this website is",
      blocks: [
        {
          kind: "paragraph",
          text: "We test every page, but we know that some things may not work well for everyone yet. This list comes from our [latest accessibility test report](/accessibility-report):",
        },
        { kind: "knownIssues" },
        { kind: "paragraph", text: "When we find a problem, we list it here and say what we are doing to fix it." },
      ],
    },
    {
      id: "report-a-problem",
      heading: "Reporting accessibility problems",
      blocks: [
        {
          kind: "paragraph",
          text: "If you find a problem that is not listed on this page, or you need information in a different format, please tell us:",
        },
        {
          kind: "list",
          items: [
            "[Write to us with our contact form](/contact-us)",
            "E-mail [{{contactEmail}}](mailto:{{contactEmail}})",
          ],
        },
        {
          kind: "paragraph",
          text: "Tell us the address of the page, what you were trying to do, and the device, browser and any assistive technology you use. We typically reply within 2 to 3 business days.",
        },
      ],
    },
    {
      id: "technical-information",
      heading: "Technical information about this website’s accessibility",
      blocks: [],
      subsections: [
        {
          id: "our-standard",
          heading: "The standard we aim for",
          blocks: [
            {
              kind: "paragraph",
              text: "We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA.",
            },
            { kind: "paragraph", text: "We also adopted three level AAA success criteria that help older readers:" },
            {
              kind: "list",
              items: [
                "1.4.6 Contrast (Enhanced): in the high-contrast display, text has a contrast ratio of at least 7 to 1.",
                "2.5.5 Target Size (Enhanced): buttons, form controls and links that stand on their own are at least 44 by 44 pixels.",
                "2.2.3 No Timing: nothing on the site has a time limit.",
              ],
            },
            {
              kind: "paragraph",
              text: "Our records of manual screen reader testing are not complete yet, so we do not yet claim that the site fully meets this standard.",
            },
          ],
        },
        {
          id: "how-we-test",
          heading: "How we tested this website",
          blocks: [
            {
              kind: "paragraph",
              text: "Every time we change the site, automated checks run on every page, in English and in Spanish:",
            },
            {
              kind: "list",
              items: [
                "two accessibility checkers, axe and pa11y",
                "in 4 display settings: standard, larger text, high contrast and low glare (light text on a dark background)",
                "at 2 screen widths: a small phone (320 pixels wide) and a desktop computer (1280 pixels wide)",
              ],
            },
            {
              kind: "paragraph",
              text: "Automated checkers find only some problems. Our automated checks also move through every page with the Tab key, and load every page 320 pixels wide, the width of a page zoomed to 400%. Tests of our forms and calculators use the keyboard alone. So far we have also checked three pages by hand with the keyboard and at 400% zoom.",
            },
            {
              kind: "paragraph",
              text: 'We also listen to the site with a real screen reader every time we change it: Orca 43, the screen reader of the Linux desktop, with the Chromium 156 browser, once in English and once in Spanish. Orca follows the same steps each time on the home page, the Find Your Path quiz (including its error messages and sending the results), the calculator for the income-related monthly adjustment amount (IRMAA; an error, then a result), a page with a table of figures, the questions and answers of the FAQ page, and the page-not-found page. We keep a written record of everything Orca says, and any change in it must be reviewed before it goes live. One thing Orca says that we cannot change: when we move you to an error message, a new question or a result, Orca adds the word "clickable". You can ignore it: nothing happens if you press Enter there. It comes from how Chromium and Orca treat code that almost every modern website uses, not from a fault in our pages, and we will report it to the people who make them.',
            },
            {
              kind: "paragraph",
              text: "Most people who use screen readers use other ones. A check by people who use NVDA or JAWS on Windows, or VoiceOver on an iPhone or a Mac, would still add: how those screen readers read our tables, forms and messages, which can differ from Orca; whether they switch to a Spanish voice on Spanish pages (Orca does not); and the judgement of people who use a screen reader every day. We have planned these checks and will publish them here.",
            },
            {
              kind: "paragraph",
              text: "Read the results in our [accessibility test report](/accessibility-report) and our [Accessibility Conformance Report](/accessibility-report/acr). The conformance report lists every WCAG 2.2 success criterion, how well we meet it and the evidence for it. Both reports are also in Spanish.",
            },
          ],
        },
      ],
    },
    {
      id: "preparation",
      heading: "Preparation of this statement",
      blocks: [
        {
          kind: "paragraph",
          text: "We prepared this statement in November 2026. We review it at least once a year, and whenever we find or fix a problem. The “Last updated” date at the top of this page shows the latest review.",
        },
      ],
    },
  ],
};
