import type { LegalPageContent } from "../types.ts";

/**
 * /privacy-policy. Written for what this site really does (content/pages/NOTES.md):
 * no analytics, no ads, no cookies; preferences and quiz answers in the browser;
 * the quiz e-mail stored on our server; the contact form only opens the visitor's e-mail program.
 */
export const privacyPolicy: LegalPageContent = {
  id: "privacy-policy",
  lang: "en",
  title: "Privacy Policy",
  description:
    "What Medicare Guide collects and why, how to delete it, and our promise: no analytics, no advertising and no cookies.",
  lede: "This policy explains what information Medicare Guide collects, why we collect it and how you can delete it. In short: we use no analytics, no advertising and no cookies.",
  updated: "2026-11-27",
  backLink: "history",
  sections: [
    {
      id: "summary",
      heading: "The short version",
      blocks: [
        {
          kind: "list",
          items: [
            "We do not use analytics or other tracking tools.",
            "We do not show ads and do not use any advertising service.",
            "We do not set cookies.",
            "We do not sell, rent or trade your information.",
            "We keep your e-mail address only if you give it to us in the Find Your Medicare Path quiz.",
          ],
        },
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect",
      blocks: [],
      subsections: [
        {
          id: "kept-in-your-browser",
          heading: "Kept only in your browser",
          blocks: [
            {
              kind: "paragraph",
              text: "Some of your choices are saved in your browser’s storage, so the site remembers them on this device:",
            },
            {
              kind: "list",
              items: [
                "your text size and contrast choice",
                "your answers to the Find Your Medicare Path quiz (not your e-mail address), so you can come back to your results",
                "questions you type in the “Have a Medicare Question?” box",
                "a note that we already showed you the invitation to take the quiz, kept only until you close the browser tab",
              ],
            },
            { kind: "paragraph", text: "This information stays on your device. It is not sent to us." },
          ],
        },
        {
          id: "sent-with-the-quiz",
          heading: "Sent to us when you finish the quiz",
          blocks: [
            {
              kind: "paragraph",
              text: "At the end of the quiz, you give us your e-mail address. We send it to our server with your quiz answers, the guide we picked for you and the language you used.",
            },
            {
              kind: "paragraph",
              text: "We store this information to send you your guide by e-mail. If you asked for Medicare updates by e-mail, the guide e-mail has a link to confirm that this is your address. We send updates only if you asked for them and confirmed. We send the guide to one address no more than once a day, even if the quiz is sent again.",
            },
          ],
        },
        {
          id: "when-you-write",
          heading: "When you write to us",
          blocks: [
            {
              kind: "paragraph",
              text: "Our contact form does not send anything to our server. It opens your own e-mail program with your message. We get your message, your name and your e-mail address only if you send that e-mail.",
            },
            { kind: "paragraph", text: "We use your message only to answer you." },
          ],
        },
        {
          id: "what-our-server-sees",
          heading: "What our server sees",
          blocks: [
            {
              kind: "paragraph",
              text: "Like every website, our server needs your internet (IP) address to send you a page. When you send the quiz, we keep a scrambled code made from that address, for no more than a day, to stop the form from being sent too many times. We do not store the address itself.",
            },
            { kind: "paragraph", text: "We do not keep a record of who visits which pages." },
          ],
        },
      ],
    },
    {
      id: "how-we-use",
      heading: "How we use your information",
      blocks: [
        {
          kind: "list",
          items: [
            "To send you the guide you asked for.",
            "To send you Medicare updates, only if you asked for them.",
            "To answer messages you send us.",
          ],
        },
        {
          kind: "paragraph",
          text: "We never use your information for advertising. We do not share it with anyone for marketing.",
        },
      ],
    },
    {
      id: "cookies-analytics-ads",
      heading: "Cookies, analytics and ads",
      blocks: [
        {
          kind: "paragraph",
          text: "We do not set cookies. We do not use analytics, advertising networks, tracking pixels or social media plug-ins. So there is nothing you need to opt out of.",
        },
        {
          kind: "paragraph",
          text: "The share buttons on our articles open Facebook, X or your e-mail program only when you select them. Those services have their own privacy policies.",
        },
      ],
    },
    {
      id: "who-else",
      heading: "Who else sees your information",
      blocks: [
        {
          kind: "list",
          items: [
            "Our e-mail delivery service receives your e-mail address and the message we send you, only to deliver it.",
            "We will share information if the law requires us to.",
            "Links to other websites, such as Medicare.gov, take you to sites with their own privacy policies.",
          ],
        },
      ],
    },
    {
      id: "security",
      heading: "How we keep your information safe",
      blocks: [
        {
          kind: "list",
          items: [
            "Our site uses a secure, encrypted connection (HTTPS).",
            "Only the people who run this site can see the e-mail addresses we store.",
            "We collect as little as we can. No system is perfectly safe, so we do not ask for anything we do not need.",
            "We keep your e-mail address and quiz answers no longer than 24 months (see below).",
          ],
        },
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep your information",
      blocks: [
        {
          kind: "paragraph",
          text: "We keep your e-mail address and quiz answers for 24 months after you last sent the quiz. Then we delete them. You can delete them sooner at any time.",
        },
      ],
    },
    {
      id: "delete",
      heading: "How to see or delete your information",
      blocks: [
        {
          kind: "paragraph",
          text: "On your device: clear this site’s data in your browser’s settings (often called “cookies and site data”). This removes your display choice, your saved quiz answers and your questions.",
        },
        {
          kind: "paragraph",
          text: "On our server: every e-mail we send has a link to unsubscribe or to delete your data. Both remove your e-mail address and quiz answers from our server, and a page confirms it. Mail programs that show an “Unsubscribe” button use the same link.",
        },
        {
          kind: "paragraph",
          text: "You can also write to [{{contactEmail}}](mailto:{{contactEmail}}) from the e-mail address you used in the quiz. Ask us to show you your information, to stop sending updates or to delete it. We will tell you when it is done.",
        },
      ],
    },
    {
      id: "children",
      heading: "Children’s privacy",
      blocks: [
        {
          kind: "paragraph",
          text: "This site is for adults. We do not knowingly collect information from children under 13.",
        },
        {
          kind: "paragraph",
          text: "If you think a child under 13 gave us an e-mail address, write to us and we will delete it.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        {
          kind: "paragraph",
          text: "If we change what we collect or how we use it, we will update this page and the “Last updated” date at the top. We will not use information you already gave us in a new way without asking you first.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact us about privacy",
      blocks: [
        {
          kind: "paragraph",
          text: "[Contact us](/contact-us) or write to [{{contactEmail}}](mailto:{{contactEmail}}).",
        },
      ],
    },
    {
      id: "disclaimer",
      heading: "Disclaimer",
      blocks: [
        {
          kind: "paragraph",
          text: "Medicare Guide is an independent, educational website. We are not connected with Medicare, the government or any insurance company. Read our full [disclaimer](/disclaimer).",
        },
      ],
    },
  ],
};
