import { Table, type ComponentGuidance } from "@medicare-guide/design-system";
import type { QuotedTranscript } from "../../transcripts.ts";

/**
 * The written parts of a component page, in the order of the CMS Design System's and GOV.UK's pages:
 * when to use, when not to use, how it works, accessibility. The live examples and the props follow them
 * (ComponentPage.tsx). Headings are fixed here so every page has the same outline (`ComponentPage.test.tsx`
 * checks it on every page).
 */
export function WhenToUse({ guidance }: { guidance: ComponentGuidance }) {
  return (
    <>
      <h2 id="when-to-use">When to use</h2>
      <Bullets items={guidance.whenToUse} />
      <h2 id="when-not-to-use">When not to use</h2>
      <Bullets items={guidance.whenNotToUse} />
    </>
  );
}

/** What a visitor does with it (its keys) and how to write what it says, in English and in Spanish. */
export function HowItWorks({ name, guidance }: { name: string; guidance: ComponentGuidance }) {
  return (
    <>
      <h2 id="how-it-works">How it works</h2>
      <h3>Keyboard</h3>
      {guidance.keyboard.length ? (
        <Table
          caption={`Keyboard interactions of ${name}`}
          columns={[
            { id: "keys", header: "Key", isRowHeader: true },
            { id: "action", header: "What happens" },
          ]}
          rows={guidance.keyboard.map((k) => ({ keys: k.keys, action: k.action }))}
        />
      ) : (
        <p>Not interactive: nothing to operate with the keyboard.</p>
      )}
      <h3>Writing the content</h3>
      <h4>English</h4>
      <Bullets items={guidance.content.en} />
      <h4 lang="es">Español</h4>
      <Bullets items={guidance.content.es} lang="es" />
    </>
  );
}

/** What a screen reader says (quoted from the Orca transcripts where the site uses it), how, and the known limits. */
export function Accessibility({ guidance, heard }: { guidance: ComponentGuidance; heard: QuotedTranscript[] }) {
  return (
    <>
      <h2 id="accessibility">Accessibility</h2>
      <h3>What a screen reader says</h3>
      {heard.length > 0 && (
        <p>
          Heard on the site with Orca, the screen reader our tests drive, in English and in Spanish: each line starting
          with “&gt;” is what the visitor pressed, the lines under it what Orca said.
        </p>
      )}
      {heard.map((quote) => (
        <figure key={`${quote.file} ${quote.lines[0]}`} className="docs-transcript">
          <figcaption>
            {quote.title} (transcript {quote.file})
          </figcaption>
          <pre className="docs-code docs-source__code" lang={quote.lang}>
            <code>{quote.lines.join("\n")}</code>
          </pre>
        </figure>
      ))}
      <Bullets items={guidance.screenReader} />
      <h3>Known issues</h3>
      {guidance.knownIssues.length ? <Bullets items={guidance.knownIssues} /> : <p>None known.</p>}
    </>
  );
}

function Bullets({ items, lang }: { items: string[]; lang?: string }) {
  return (
    <ul lang={lang}>
      {items.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}
