import type { ComponentExample } from "../../examples.ts";
import { OnThisPage, OnThisPageLayout } from "./OnThisPage.tsx";

const sections = [
  { id: "otp-example-what", label: "What Medigap is" },
  { id: "otp-example-plans", label: "The 10 standardized plans" },
  { id: "otp-example-when", label: "When to buy a policy" },
];

export const examples: ComponentExample[] = [
  {
    name: "Layout with sections",
    description:
      "Wide screens: a sticky column beside the content. Small screens: a button that opens the list in a drawer. The section in view is marked.",
    render: () => (
      <OnThisPageLayout sections={sections}>
        <section id="otp-example-what" aria-labelledby="otp-example-what-h">
          <h2 id="otp-example-what-h">What Medigap is</h2>
          <p>Extra insurance from private companies that helps pay costs Original Medicare does not cover.</p>
        </section>
        <section id="otp-example-plans" aria-labelledby="otp-example-plans-h">
          <h2 id="otp-example-plans-h">The 10 standardized plans</h2>
          <p>Plans with the same letter cover the same things, whichever company sells them.</p>
        </section>
        <section id="otp-example-when" aria-labelledby="otp-example-when-h">
          <h2 id="otp-example-when-h">When to buy a policy</h2>
          <p>The best time is your Medigap open enrollment period.</p>
        </section>
      </OnThisPageLayout>
    ),
  },
  {
    name: "Navigation only",
    description:
      "The navigation on its own, for a page that lays out its columns itself; ids can point at headings too.",
    render: () => (
      <>
        <OnThisPage
          sections={[
            { id: "otp-example-h-a", label: "Part A" },
            { id: "otp-example-h-b", label: "Part B" },
          ]}
        />
        <h2 id="otp-example-h-a">Part A</h2>
        <p>Hospital insurance.</p>
        <h2 id="otp-example-h-b">Part B</h2>
        <p>Medical insurance.</p>
      </>
    ),
  },
];
