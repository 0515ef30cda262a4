import { Link } from "react-router";
import { componentPageData } from "../component-code.ts";
import { guidanceOf } from "../guidance.ts";
import { withCode } from "./component/code-in-text.tsx";
import { Examples } from "./component/Examples.tsx";
import { Accessibility, HowItWorks, WhenToUse } from "./component/GuidanceSections.tsx";
import { Props } from "./component/Props.tsx";
import type { Route } from "./+types/ComponentPage";

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: `${params.name} | Medicare Guide design system` },
    { name: "description", content: `How and when to use the ${params.name} component.` },
  ];
}

/**
 * Build time: the summary (the component's `@summary` tag), props tables and examples' source, read from the
 * code by the compiler (docgen.ts), and the Orca transcript steps its guidance quotes (transcripts.ts).
 */
export async function loader({ params }: Route.LoaderArgs) {
  return componentPageData(params.name);
}

/** One component: its summary, then the sections in the anchors' order (GuidanceSections.tsx), examples, props. */
export default function ComponentPage({ loaderData }: Route.ComponentProps) {
  const { name, summary, tables, examples, heard } = loaderData;
  const guidance = guidanceOf(name);
  return (
    <>
      <p>
        <Link to="/">All components</Link>
      </p>
      <h1>{name}</h1>
      <p>{withCode(summary)}</p>
      <WhenToUse guidance={guidance} />
      <HowItWorks name={name} guidance={guidance} />
      <Accessibility guidance={guidance} heard={heard} />
      <Examples name={name} sources={examples} />
      <Props tables={tables} />
    </>
  );
}
