import { describe, expect, it } from "vitest";
import { CONTACT_EMAIL, KNOWN_ISSUES, LEGAL_PAGE_IDS } from "@medicare-guide/content/pages/index";
import { helpLine } from "@medicare-guide/content/contacts";
import { formatLongDate, resolveLegalPage, toViewInline, type ViewInline } from "./resolve-legal.ts";

const links = (inline: ViewInline) => inline.filter((s) => s.type === "link");
const allInline = (id: (typeof LEGAL_PAGE_IDS)[number], lang: "en" | "es") => {
  const page = resolveLegalPage(id, lang);
  return [
    page.lede,
    ...page.sections
      .flatMap((s) => [...s.blocks, ...s.subsections.flatMap((sub) => sub.blocks)])
      .flatMap((b) => (b.kind === "paragraph" ? [b.content] : b.items)),
  ];
};

describe("formatLongDate", () => {
  it("writes the date in words in each language, without a time-zone shift", () => {
    expect(formatLongDate("2026-11-23", "en")).toBe("November 23, 2026");
    expect(formatLongDate("2026-11-23", "es")).toBe("23 de noviembre de 2026");
    expect(formatLongDate("2026-01-01", "en")).toBe("January 1, 2026");
  });
});

describe("toViewInline", () => {
  it("localizes site paths in Spanish and leaves other links alone", () => {
    const inline = toViewInline(
      "[a](/contact-us) [b](/disclaimer#terms-of-use) [c](https://www.medicare.gov/) [d](#mission)",
      "es",
      {},
    );
    expect(links(inline).map((l) => [l.href, l.kind])).toEqual([
      ["/es/contact-us", "internal"],
      ["/es/disclaimer#terms-of-use", "internal"],
      ["https://www.medicare.gov/", "external"],
      ["#mission", "hash"],
    ]);
  });

  it("refuses an href that content may not use", () => {
    expect(() => toViewInline("[x](javascript:void0)", "en", {})).toThrow(/Link not allowed/);
  });

  it("localizes the report and ACR pages; keeps the published documents as they are (English, not routes)", () => {
    const inline = toViewInline(
      "[r](/accessibility-report) [a](/accessibility-report/acr) [t](/accessibility-report/results) [j](/accessibility-report/acr.json)",
      "es",
      {},
    );
    expect(links(inline).map((l) => [l.href, l.kind])).toEqual([
      ["/es/accessibility-report", "internal"],
      ["/es/accessibility-report/acr", "internal"],
      ["/accessibility-report/results", "document"],
      ["/accessibility-report/acr.json", "document"],
    ]);
  });
});

describe("resolveLegalPage", () => {
  it.each(
    LEGAL_PAGE_IDS.flatMap(
      (id) =>
        [
          [id, "en"],
          [id, "es"],
        ] as const,
    ),
  )("%s (%s) has no token left", (id, lang) => {
    const text = JSON.stringify(allInline(id, lang));
    expect(text).not.toContain("{{");
  });

  it("fills the contact address and the help line from their one source", () => {
    const disclaimer = JSON.stringify(resolveLegalPage("disclaimer", "en"));
    const medicare = helpLine("medicare");
    expect(disclaimer).toContain(`"href":"mailto:${CONTACT_EMAIL}"`);
    expect(disclaimer).toContain(`"href":"tel:${medicare.tel}"`);
    expect(disclaimer).toContain(medicare.display);
    expect(disclaimer).toContain(medicare.tty);
  });

  it("links the Spanish pages to Spanish pages and Spanish official sites", () => {
    const hrefs = allInline("disclaimer", "es")
      .flatMap(links)
      .map((l) => l.href);
    expect(hrefs).toContain("/es/contact-us");
    expect(hrefs).toContain("https://es.medicare.gov/");
    expect(hrefs.filter((h) => h.startsWith("/") && !h.startsWith("/es/"))).toEqual([]);
  });

  it("lists the known issues in the accessibility statement", () => {
    const page = resolveLegalPage("accessibility", "es");
    const section = page.sections.find((s) => s.id === "how-accessible");
    const list = section?.blocks.find((b) => b.kind === "list");
    expect(list?.kind === "list" && list.items.map((item) => item.map((s) => s.text).join(""))).toEqual(
      KNOWN_ISSUES.map((i) => i.es),
    );
  });

  it("gives the privacy policy a Back link and formats its date", () => {
    const page = resolveLegalPage("privacy-policy", "en");
    expect(page.backLink).toBe(true);
    expect(page.updatedLabel).toBe(formatLongDate(page.updated, "en"));
    expect(resolveLegalPage("disclaimer", "en").backLink).toBe(false);
  });
});
