import { readFileSync } from "node:fs";
import { Table } from "@medicare-guide/design-system";
import { contrastRatio, CONTRAST_PAIRS, customProperties } from "../contrast.ts";
import { repoPath } from "../repo-path.ts";
import type { Route } from "./+types/TokensPage";

export function meta() {
  return [
    { title: "Tokens | Medicare Guide design system" },
    {
      name: "description",
      content: "Design tokens and the measured contrast of every text and background pair, per theme.",
    },
  ];
}

const read = (file: string) => readFileSync(repoPath("design-system/src/tokens", file), "utf8");

/** Build time: tokens read from the CSS itself, contrast measured per theme. */
export async function loader() {
  const standard = customProperties(read("tokens.css"), ":root");
  const high = { ...standard, ...customProperties(read("themes.css"), 'html[data-theme="high-contrast"]') };
  const pairs = CONTRAST_PAIRS.map((pair) => ({
    use: pair.use,
    fg: pair.fg,
    bg: pair.bg,
    standard: contrastRatio(standard[pair.fg]!, standard[pair.bg]!),
    high: contrastRatio(high[pair.fg]!, high[pair.bg]!),
  }));
  return { tokens: Object.entries(standard).map(([name, value]) => ({ name, value })), pairs };
}

type Pair = Awaited<ReturnType<typeof loader>>["pairs"][number];
type Token = Awaited<ReturnType<typeof loader>>["tokens"][number];

function pairCell(r: Pair) {
  return (
    <code className="docs-code">
      {r.fg} on {r.bg}
    </code>
  );
}
function tokenNameCell(r: Token) {
  return <code className="docs-code">{r.name}</code>;
}
function tokenValueCell(r: Token) {
  return (
    <>
      {/^#[0-9a-f]{6}$/i.test(r.value) && (
        <span className="docs-swatch" style={{ background: r.value }} aria-hidden="true" />
      )}
      <code className="docs-code">{r.value}</code>
    </>
  );
}

export default function TokensPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Tokens</h1>
      <p>
        Every size is in rem, derived from two root variables (<code className="docs-code">--mg-root-size</code> and{" "}
        <code className="docs-code">--mg-text-scale</code>), so a theme is a short override. Values below are read from
        design-system/src/tokens/tokens.css when the docs are built.
      </p>
      <h2>Measured contrast</h2>
      <p>
        Text needs 4.5:1 in the standard theme and 7:1 in high contrast (WCAG 1.4.6); focus rings and borders need 3:1.
        A unit test fails if any pair falls short.
      </p>
      <Table
        caption="Contrast ratio of each text and background pair, per theme"
        columns={[
          { id: "use", header: "Use", isRowHeader: true },
          { id: "pair", header: "Tokens", cell: pairCell },
          { id: "standard", header: "Standard", numeric: true, cell: (r) => `${r.standard}:1` },
          { id: "high", header: "High contrast", numeric: true, cell: (r) => `${r.high}:1` },
        ]}
        rows={loaderData.pairs}
      />
      <h2>All tokens</h2>
      <Table
        caption="Design tokens of the standard theme"
        columns={[
          { id: "name", header: "Token", isRowHeader: true, cell: tokenNameCell },
          { id: "value", header: "Value", cell: tokenValueCell },
        ]}
        rows={loaderData.tokens}
      />
    </>
  );
}
