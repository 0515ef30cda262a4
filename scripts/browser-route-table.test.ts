import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { browserRouteTable } from "./browser-route-table.ts";

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe("browserRouteTable", () => {
  it("drops each route's file and a11yStates, inline or on a line of their own, and keeps every other field", () => {
    const source = [
      "interface RouteEntry {",
      "  readonly file: string;",
      "  readonly a11yStates?: readonly string[];",
      "}",
      "const ROUTES = [",
      '  { id: "home", path: "/", file: "pages/home/HomePage.tsx" },',
      '  { id: "quiz", path: "/quiz", file: "pages/quiz/QuizPage.tsx", tool: "quiz" },',
      '  { id: "contact", path: "/contact", file: "pages/contact/ContactPage.tsx", a11yStates: ["form-errors"] },',
      "  {",
      '    id: "faq",',
      '    path: "/faq",',
      '    file: "pages/faq/FaqPage.tsx",',
      '    a11yStates: ["sections-expanded", "reader-question-saved"],',
      "    quickLinks: true,",
      "  },",
      "  ...SLUGS.map((slug) => ({",
      "    id: `tools-${slug}` as const,",
      "    path: `/tools/${slug}`,",
      "    file: toolViewModule(slug),",
      '    a11yStates: ["form-errors"] as const,',
      "    tool: slug,",
      "  })),",
      "];",
    ].join("\n");
    expect(browserRouteTable(source)).toBe(
      [
        "interface RouteEntry {",
        "  readonly file: string;",
        "  readonly a11yStates?: readonly string[];",
        "}",
        "const ROUTES = [",
        '  { id: "home", path: "/" },',
        '  { id: "quiz", path: "/quiz", tool: "quiz" },',
        '  { id: "contact", path: "/contact" },',
        "  {",
        '    id: "faq",',
        '    path: "/faq",',
        "    quickLinks: true,",
        "  },",
        "  ...SLUGS.map((slug) => ({",
        "    id: `tools-${slug}` as const,",
        "    path: `/tools/${slug}`,",
        "    tool: slug,",
        "  })),",
        "];",
      ].join("\n"),
    );
  });

  it("strips the real table's build-only fields and nothing the browser reads", () => {
    const source = readFileSync(new URL("../content/routes/table.ts", import.meta.url), "utf8");
    const stripped = browserRouteTable(source) ?? "";
    expect(count(source, /\bfile: ["t]/g)).toBeGreaterThan(20);
    expect(count(stripped, /\bfile: ["t]/g)).toBe(0);
    expect(count(stripped, /\ba11yStates: \[/g)).toBe(0);
    for (const field of [/\bid: /g, /\bpath: /g, /\bquickLinks: true/g, /\btool: /g, /\btitle: /g])
      expect(count(stripped, field)).toBe(count(source, field));
  });

  it("leaves a source without those fields alone", () => {
    expect(browserRouteTable('const x = { id: "a", path: "/a" };')).toBeNull();
  });
});
