import { describe, expect, it } from "vitest";
import { FrontMatterError, listValue, parseFrontMatter } from "./frontmatter.ts";

describe("parseFrontMatter", () => {
  it("reads key: value lines (colons allowed in values) and the body after the fence", () => {
    const { data, body } = parseFrontMatter(
      "---\ntitle: IRMAA in 2026: what changes\ncategory: irmaa-income\n---\n\nFirst paragraph.\n",
    );
    expect(data).toEqual({ title: "IRMAA in 2026: what changes", category: "irmaa-income" });
    expect(body).toBe("First paragraph.\n");
  });

  it("collects a repeated key into a list", () => {
    const { data } = parseFrontMatter("---\nrelated: a\nrelated: b\nrelated: c\n---\nx");
    expect(data.related).toEqual(["a", "b", "c"]);
  });

  it("skips blank lines and # comments, tolerates CRLF and a BOM", () => {
    const { data, body } = parseFrontMatter("\uFEFF---\r\n# note\r\n\r\ntitle: T\r\n---\r\nBody");
    expect(data).toEqual({ title: "T" });
    expect(body).toBe("Body");
  });

  it("fails on a missing opening or closing fence and on a malformed line", () => {
    expect(() => parseFrontMatter("title: T\n---\n")).toThrow(FrontMatterError);
    expect(() => parseFrontMatter("---\ntitle: T\n")).toThrow(/closing/);
    expect(() => parseFrontMatter("---\njust words\n---\n")).toThrow(/Line 2/);
  });

  it("listValue turns missing, single and repeated values into lists", () => {
    expect(listValue(undefined)).toEqual([]);
    expect(listValue("a")).toEqual(["a"]);
    expect(listValue(["a", "b"])).toEqual(["a", "b"]);
  });
});
