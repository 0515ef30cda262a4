import { describe, expect, it } from "vitest";
import { fillTokens, hrefKind, parseInline, resolveInline, strayLinkSyntax, tokensIn } from "./inline.ts";

describe("parseInline", () => {
  it("keeps plain text as one segment", () => {
    expect(parseInline("No links here.")).toEqual([{ type: "text", text: "No links here." }]);
  });

  it("splits text and links in order, at the start, middle and end", () => {
    expect(parseInline("[Contact us](/contact-us) or see [our policy](/privacy-policy#contact).")).toEqual([
      { type: "link", text: "Contact us", href: "/contact-us" },
      { type: "text", text: " or see " },
      { type: "link", text: "our policy", href: "/privacy-policy#contact" },
      { type: "text", text: "." },
    ]);
  });

  it("allows parentheses in a label (a phone number) but not in an href", () => {
    expect(parseInline("[1-800-MEDICARE (1-800-633-4227)](tel:+18006334227)")).toEqual([
      { type: "link", text: "1-800-MEDICARE (1-800-633-4227)", href: "tel:+18006334227" },
    ]);
  });

  it("leaves malformed links as text, which strayLinkSyntax reports", () => {
    const segments = parseInline("See [this] (/x) and [that](/a b).");
    expect(segments).toHaveLength(1);
    expect(strayLinkSyntax(segments)).toEqual(["See [this] (/x) and [that](/a b)."]);
    expect(strayLinkSyntax(parseInline("Fine [link](/x)."))).toEqual([]);
  });
});

describe("tokens", () => {
  it("lists the tokens used, spaces inside the braces allowed", () => {
    expect(tokensIn("Call {{medicare.display}} or {{ contactEmail }}.")).toEqual(["medicare.display", "contactEmail"]);
  });

  it("fills known tokens and leaves unknown ones for validation to report", () => {
    expect(fillTokens("Write to {{contactEmail}} ({{nope}})", { contactEmail: "a@b.example" })).toBe(
      "Write to a@b.example ({{nope}})",
    );
  });

  it("fills tokens after parsing links, so a value with brackets cannot break a link", () => {
    expect(resolveInline("[{{label}}](tel:{{tel}}) now", { label: "Call (free)", tel: "+18006334227" })).toEqual([
      { type: "link", text: "Call (free)", href: "tel:+18006334227" },
      { type: "text", text: " now" },
    ]);
  });
});

describe("hrefKind", () => {
  it.each([
    ["/contact-us", "internal"],
    ["/disclaimer#terms-of-use", "internal"],
    ["#mission", "hash"],
    ["https://www.medicare.gov/", "external"],
    ["mailto:hello@medicare-guide.example", "mailto"],
    ["tel:+18006334227", "tel"],
    ["/accessibility-report", "internal"],
    ["/accessibility-report/acr", "internal"],
    ["/accessibility-report/results", "document"],
    ["/accessibility-report/acr.json", "document"],
  ] as const)("%s is %s", (href, kind) => {
    expect(hrefKind(href)).toBe(kind);
  });

  it.each([
    "//evil.example/x",
    "http://www.medicare.gov/",
    "javascript:alert(1)",
    "mailto:a@b.example?bcc=x@y.example",
    "tel:18006334227",
    "#Bad Id",
    "relative/path",
    "",
  ])("refuses %s", (href) => {
    expect(hrefKind(href)).toBeUndefined();
  });
});
