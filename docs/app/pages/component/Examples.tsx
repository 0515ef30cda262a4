import { isValidElement, useMemo, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { Radio, RadioGroup, type ComponentExample } from "@medicare-guide/design-system";
// The one `ds` i18next instance per language the gallery and the component tests render examples with.
import { createTestI18n } from "../../../../design-system/test/i18n.ts";
import type { ExampleSource } from "../../docgen.ts";

const exampleModules = import.meta.glob<{ examples: ComponentExample[] }>(
  "../../../../design-system/src/components/*/*.examples.tsx",
  { eager: true },
);

function examplesOf(name: string): ComponentExample[] {
  return exampleModules[`../../../../design-system/src/components/${name}/${name}.examples.tsx`]?.examples ?? [];
}

/** The live examples in the language the reader picks, each with its source as the parser read it. */
export function Examples({ name, sources }: { name: string; sources: ExampleSource[] }) {
  const [lang, setLang] = useState<"en" | "es">("en");
  const i18n = useMemo(() => createTestI18n(lang), [lang]);
  return (
    <>
      <h2 id="examples">Examples</h2>
      <RadioGroup
        label="Language of the examples"
        orientation="horizontal"
        value={lang}
        onChange={(v) => setLang(v as "en" | "es")}
      >
        <Radio value="en">English</Radio>
        <Radio value="es">Español</Radio>
      </RadioGroup>
      <I18nextProvider i18n={i18n}>
        {examplesOf(name).map((example) => (
          <section key={example.name} aria-label={`Example: ${example.name}`}>
            <h3>{example.name}</h3>
            {example.description && <p>{example.description}</p>}
            <div className="docs-example" lang={lang}>
              {example.render()}
            </div>
            <details className="docs-source">
              {/* Named for a list of the page's controls, where "Code" alone says nothing (WCAG 2.4.6). */}
              <summary>
                Code for the {name} example “{example.name}”
              </summary>
              <pre className="docs-code docs-source__code">
                <code>{sources.find((s) => s.name === example.name)?.source}</code>
              </pre>
            </details>
            {inPageTargets(example.render()).map((id) => (
              <p key={id} id={id} className="docs-anchor" tabIndex={-1}>
                The example’s “#{id}” link leads here: on a real page it goes to that section.
              </p>
            ))}
          </section>
        ))}
      </I18nextProvider>
    </>
  );
}

/**
 * Hash targets ("#compare") an example links to but does not render itself: on a real page they are
 * sections of that page; on this docs page each gets a short target after its example, so the link
 * goes somewhere (WCAG 2.4.1, pa11y's NoSuchID) and no id appears twice.
 */
function inPageTargets(node: unknown): string[] {
  const links = new Set<string>();
  const ids = new Set<string>();
  const walk = (n: unknown) => {
    if (Array.isArray(n)) {
      for (const child of n) walk(child);
    } else if (isValidElement(n)) {
      const props = n.props as { href?: unknown; id?: unknown; children?: unknown };
      if (typeof props.href === "string" && /^#[A-Za-z][\w-]*$/.test(props.href)) links.add(props.href.slice(1));
      if (typeof props.id === "string") ids.add(props.id);
      walk(props.children);
    }
  };
  walk(node);
  return [...links].filter((id) => !ids.has(id));
}
