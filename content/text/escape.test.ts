import { describe, expect, it } from "vitest";
import { escapeHtml, escapeXml } from "./escape.ts";

describe("escapers", () => {
  it("HTML: the five characters that end text or a quoted attribute, and nothing else", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(escapeHtml("Período: $202.90 / mes")).toBe("Período: $202.90 / mes");
    // Escaping twice shows the first escape: nothing is taken for already escaped.
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });

  it("XML: the same five, the apostrophe as &apos;", () => {
    expect(escapeXml(`Costs & <"IRMAA">'`)).toBe("Costs &amp; &lt;&quot;IRMAA&quot;&gt;&apos;");
  });
});
