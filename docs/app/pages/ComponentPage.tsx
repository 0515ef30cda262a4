import { isValidElement, useMemo, useState, type ReactNode } from "react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { Link } from "react-router";
import { Radio, RadioGroup, Table, dsResources, type ComponentExample } from "@medicare-guide/design-system";
import { COMPONENT_DOCS } from "../../content/index.ts";
import { componentCode } from "../component-code.ts";
import type { Route } from "./+types/ComponentPage";

const exampleModules = import.meta.glob<{ examples: ComponentExample[] }>(
  "../../../design-system/src/components/*/*.examples.tsx",
  { eager: true },
);

function examplesOf(name: string): ComponentExample[] {
  return exampleModules[`../../../design-system/src/components/${name}/${name}.examples.tsx`]?.examples ?? [];
}

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: `${params.name} | Medicare Guide design system` },
    { name: "description", content: `How and when to use the ${params.name} component.` },
  ];
}

/** Build time: the description, props tables and examples' source, read from the code by the compiler (docgen.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  return componentCode(params.name);
}

function useLanguageInstance(lang: "en" | "es") {
  return useMemo(() => {
    const instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      ns: ["ds"],
      defaultNS: "ds",
      resources: { en: { ds: dsResources.en }, es: { ds: dsResources.es } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    return instance;
  }, [lang]);
}

export default function ComponentPage({ loaderData }: Route.ComponentProps) {
  const { name, summary, tables, examples: sources } = loaderData;
  const doc = COMPONENT_DOCS[name];
  const [lang, setLang] = useState<"en" | "es">("en");
  const i18n = useLanguageInstance(lang);
  const examples = examplesOf(name);
  return (
    <>
      <p>
        <Link to="/">All components</Link>
      </p>
      <h1>{name}</h1>
      <p>{doc ? doc.summary : withCode(summary)}</p>
      {summary && doc && <p>{withCode(summary)}</p>}

      <h2>Examples</h2>
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
        {examples.map((example) => (
          <section key={example.name} aria-label={`Example: ${example.name}`}>
            <h3>{example.name}</h3>
            {example.description && <p>{example.description}</p>}
            <div className="docs-example" lang={lang}>
              {example.render()}
            </div>
            <details className="docs-source">
              <summary>Code of “{example.name}”</summary>
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

      {doc && (
        <>
          <h2>When to use</h2>
          <ul>
            {doc.whenToUse.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <h2>When not to use</h2>
          <ul>
            {doc.whenNotToUse.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <h2>Keyboard</h2>
          {doc.keyboard.length ? (
            <Table
              caption={`Keyboard interactions of ${name}`}
              columns={[
                { id: "keys", header: "Key", isRowHeader: true },
                { id: "action", header: "What happens" },
              ]}
              rows={doc.keyboard.map((k) => ({ keys: k.keys, action: k.action }))}
            />
          ) : (
            <p>Not interactive: nothing to operate with the keyboard.</p>
          )}
          <h2>Screen readers</h2>
          <ul>
            {doc.screenReader.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <h2>Content guidance</h2>
          <h3>English</h3>
          <ul>
            {doc.content.en.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <h3 lang="es">Español</h3>
          <ul lang="es">
            {doc.content.es.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <h2>Known issues</h2>
          {doc.knownIssues.length ? (
            <ul>
              {doc.knownIssues.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          ) : (
            <p>None known.</p>
          )}
        </>
      )}
      {!doc && <p>Usage guidance for this component has not been written yet.</p>}

      <h2>Props</h2>
      {tables.map((table) => (
        <section key={table.interfaceName} aria-label={table.interfaceName}>
          <h3 className="docs-code">{table.interfaceName}</h3>
          {table.extendsClause && (
            <p>
              Also accepts the props of <code className="docs-code">{table.extendsClause}</code>.
            </p>
          )}
          <Table
            caption={`Props of ${table.interfaceName}, generated from the TypeScript source`}
            columns={[
              { id: "name", header: "Prop", isRowHeader: true },
              { id: "type", header: "Type" },
              { id: "required", header: "Required" },
              { id: "doc", header: "Description" },
            ]}
            rows={table.props.map((p) => ({
              name: <code className="docs-code">{p.name}</code>,
              type: <code className="docs-code">{p.type}</code>,
              required: p.optional ? "No" : "Yes",
              doc: withCode(p.doc),
            }))}
          />
        </section>
      ))}
    </>
  );
}

/** JSDoc prose with its `backticked` names set as code. */
function withCode(text: string): ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, i) =>
    i % 2 ? (
      <code key={i} className="docs-code">
        {part}
      </code>
    ) : (
      part
    ),
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
