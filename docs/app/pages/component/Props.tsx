import { Table } from "@medicare-guide/design-system";
import type { PropsTable } from "../../docgen.ts";
import { withCode } from "./code-in-text.tsx";

/** Every exported `…Props` interface of the component, as the compiler read it (docgen.ts). */
export function Props({ tables }: { tables: PropsTable[] }) {
  return (
    <>
      <h2 id="props">Props</h2>
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
