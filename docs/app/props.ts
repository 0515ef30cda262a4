/**
 * Reads a component's props table from its TypeScript source: the exported
 * `interface <Name>Props` and the JSDoc line on each prop. Generated, never typed
 * by hand, so the docs cannot drift from the code. (TypeScript 7 has no JS
 * compiler API yet, so this reads our house style: one JSDoc block per prop.)
 */
export interface PropDoc {
  name: string;
  type: string;
  optional: boolean;
  doc: string;
}

export interface PropsTable {
  interfaceName: string;
  /** What the interface extends (React Aria props, HTML attributes...), as written. */
  extendsClause?: string;
  props: PropDoc[];
}

export function parseProps(source: string): PropsTable[] {
  const tables: PropsTable[] = [];
  const header = /export interface (\w+Props)(?:<[^>{]*>)?(?:\s+extends\s+([^{]+))?\s*\{/g;
  for (const match of source.matchAll(header)) {
    const start = (match.index ?? 0) + match[0].length;
    const body = blockBody(source, start);
    tables.push({
      interfaceName: match[1]!,
      extendsClause: match[2]?.trim().replace(/\s+/g, " "),
      props: parseBody(body),
    });
  }
  return tables;
}

/** Text between the opening brace (already consumed) and its matching closing brace. */
function blockBody(source: string, start: number): string {
  let depth = 1;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return source.slice(start, i);
  }
  return source.slice(start);
}

function parseBody(body: string): PropDoc[] {
  const props: PropDoc[] = [];
  let doc = "";
  let i = 0;
  while (i < body.length) {
    const rest = body.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    if (rest.startsWith("/**")) {
      const end = rest.indexOf("*/");
      doc = rest
        .slice(3, end)
        .split("\n")
        .map((l) => l.replace(/^\s*\*\s?/, "").trim())
        .filter(Boolean)
        .join(" ");
      i += end + 2;
      continue;
    }
    if (rest.startsWith("//")) {
      i += rest.indexOf("\n") === -1 ? rest.length : rest.indexOf("\n");
      continue;
    }
    const prop = /^(?:readonly\s+)?["']?([\w-]+)["']?(\?)?\s*:/.exec(rest);
    if (!prop) {
      i++;
      continue;
    }
    // The type runs to the first ";" at nesting depth 0 (or the end).
    let j = prop[0].length;
    let depth = 0;
    for (; j < rest.length; j++) {
      const c = rest[j];
      if (c === "(" || c === "{" || c === "<" || c === "[") depth++;
      else if ((c === ")" || c === "}" || c === ">" || c === "]") && !(c === ">" && rest[j - 1] === "=")) depth--;
      else if ((c === ";" || c === "\n") && depth <= 0) break;
    }
    props.push({
      name: prop[1]!,
      optional: prop[2] === "?",
      type: rest.slice(prop[0].length, j).trim().replace(/\s+/g, " "),
      doc,
    });
    doc = "";
    i += j + 1;
  }
  return props;
}
