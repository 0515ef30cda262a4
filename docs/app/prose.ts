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
