/**
 * Code that leaked into a docs page's prose: the tokens a comment extractor leaves when it takes the wrong
 * span (issue "A one-way house", item 5: "Kinds of alert. *\/ export type AlertVariant = …" was printed as a
 * component's description). Code shown as code (`<pre>`, `<code>`) and the live examples are not prose.
 */
export const CODE_TOKENS = ["*/", "/**", "export ", "=>", "interface ", "import "] as const;

/** Each prose element of `page` whose text holds a code token, as "token: text". */
export function codeInProse(page: Element): string[] {
  const prose = page.cloneNode(true) as Element;
  for (const code of prose.querySelectorAll("pre, code, .docs-example")) code.remove();
  const found: string[] = [];
  for (const element of prose.querySelectorAll("p, li, td, th, caption, dd, dt, h1, h2, h3, h4, summary")) {
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
    for (const token of CODE_TOKENS) if (text.includes(token)) found.push(`${token.trim()}: ${text.slice(0, 100)}`);
  }
  return found;
}

/**
 * What belongs in code comments and never on a docs page (a page is read by designers and developers who use
 * the component, not by the people who change it): issue numbers, files of the app or the design system's
 * source, and notes on how it was built or why another way was not taken.
 */
export const IMPLEMENTER_NOTES: readonly { what: string; pattern: RegExp }[] = [
  { what: "issue number", pattern: /\bissues?\s+#?\d+|\(issues?\b|\bissue\s+["“]/i },
  { what: "file path", pattern: /(?:^|[\s("'`])(?:app|design-system\/src|docs\/app|content|scripts|functions)\/\w/ },
  { what: "file path", pattern: /\b[\w-]+\.tsx?\b/ },
  {
    what: "implementer note",
    pattern: /\bwhy not\b|\b(?:was|were|is|are) not used\b|\bimplementers?\b/i,
  },
  { what: "implementer note", pattern: /\b(?:TODO|FIXME|XXX)\b/ },
];

/** Each implementer note a docs page prints, as "what: text", outside its live examples. */
export function implementerNotesOn(page: Element): string[] {
  const shown = page.cloneNode(true) as Element;
  for (const example of shown.querySelectorAll(".docs-example")) example.remove();
  const found: string[] = [];
  for (const element of shown.querySelectorAll("p, li, td, th, caption, figcaption, pre, h1, h2, h3, h4, summary")) {
    if (element.querySelector("p, li, td, pre")) continue;
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
    for (const { what, pattern } of IMPLEMENTER_NOTES) {
      const match = pattern.exec(text);
      if (match) found.push(`${what} "${match[0].trim()}": ${text.slice(0, 160)}`);
    }
  }
  return found;
}
