/**
 * A deliberately small front-matter reader for the news Markdown files:
 *
 *   ---
 *   title: Some title
 *   related: tool | /tools/irmaa-calculator | IRMAA calculator
 *   related: encyclopedia | /encyclopedia#irmaa | What IRMAA means
 *   ---
 *   Body...
 *
 * One `key: value` per line (the value runs to the end of the line, colons allowed);
 * a key given more than once collects its values in a list. Blank lines and lines
 * starting with "#" are ignored. Anything else is an error, so a typo fails the build.
 */
export interface FrontMatter {
  data: Record<string, string | string[]>;
  body: string;
}

export class FrontMatterError extends Error {
  override name = "FrontMatterError";
}

const FENCE = "---";

export function parseFrontMatter(text: string): FrontMatter {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines[0]?.trim() !== FENCE) throw new FrontMatterError("The file must start with a '---' line");
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === FENCE);
  if (end === -1) throw new FrontMatterError("The front matter has no closing '---' line");
  const data: Record<string, string | string[]> = {};
  for (let i = 1; i < end; i++) {
    const line = lines[i] ?? "";
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const match = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!match) throw new FrontMatterError(`Line ${i + 1}: expected "key: value", got "${line}"`);
    const key = match[1] as string;
    const value = (match[2] ?? "").trim();
    const previous = data[key];
    if (previous === undefined) data[key] = value;
    else data[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return {
    data,
    body: lines
      .slice(end + 1)
      .join("\n")
      .replace(/^\n+/, ""),
  };
}

/** The value of a key as a list (missing: empty, single: one item). */
export function listValue(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
