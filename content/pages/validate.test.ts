import { describe, expect, it } from "vitest";
import { CONTACT_EMAIL } from "./contact.ts";
import { LEGAL_PAGES } from "./index.ts";
import { KNOWN_ISSUES } from "./known-issues.ts";
import type { LegalPageContent } from "./types.ts";
import { anchorsOf, validate, validateLegalContent } from "./validate.ts";

/** A deep copy of the pages, edited by `edit`. */
function withPages(edit: (pages: typeof LEGAL_PAGES) => void) {
  const pages = structuredClone(LEGAL_PAGES) as typeof LEGAL_PAGES;
  edit(pages);
  return validateLegalContent(pages, KNOWN_ISSUES, CONTACT_EMAIL);
}

const firstParagraph = (page: LegalPageContent) => {
  const block = page.sections.flatMap((s) => s.blocks).find((b) => b.kind === "paragraph");
  if (block?.kind !== "paragraph") throw new Error("no paragraph");
  return block;
};

describe("legal pages content", () => {
  it("is valid", () => {
    expect(validate()).toEqual([]);
  });

  it("gives the disclaimer the #mission and #terms-of-use sections the header links to, in both languages", () => {
    expect(anchorsOf(LEGAL_PAGES.disclaimer.en)).toEqual(expect.arrayContaining(["mission", "terms-of-use"]));
    expect(anchorsOf(LEGAL_PAGES.disclaimer.es)).toEqual(anchorsOf(LEGAL_PAGES.disclaimer.en));
  });

  it("reports a missing translation", () => {
    const problems = withPages((pages) => {
      pages["editorial-policy"].es.sections.pop();
    });
    expect(problems.join("\n")).toContain("content/pages/editorial-policy: English and Spanish differ");
  });

  it("reports a missing required anchor", () => {
    const problems = withPages((pages) => {
      const section = pages.disclaimer.en.sections.find((s) => s.id === "terms-of-use");
      if (section) section.id = "terms";
    });
    expect(problems.join("\n")).toContain("content/pages/en/disclaimer: needs a section #terms-of-use");
  });

  it("reports a dangling internal link, an /es link, a link to a missing anchor and a forbidden href", () => {
    const problems = withPages((pages) => {
      firstParagraph(pages.accessibility.en).text =
        "[a](/no-such-page) [b](/es/contact-us) [c](/disclaimer#nowhere) [d](#nowhere) [e](http://insecure.example)";
    });
    const text = problems.join("\n");
    expect(text).toContain("link to /no-such-page, not a route");
    expect(text).toContain("write internal links in their English form (/es/contact-us)");
    expect(text).toContain("link to /disclaimer#nowhere, no such section on that page");
    expect(text).toContain("link to #nowhere, no such section on this page");
    expect(text).toContain("has an href that is not allowed: http://insecure.example");
  });

  it("reports unknown tokens and malformed links", () => {
    const problems = withPages((pages) => {
      firstParagraph(pages["privacy-policy"].es).text = "Escriba a {{contactMail}} o [aquí] (/contact-us).";
    });
    const text = problems.join("\n");
    expect(text).toContain("unknown token {{contactMail}}");
    expect(text).toContain("malformed link syntax");
  });

  it("reports duplicate anchors and schema problems", () => {
    const problems = withPages((pages) => {
      const [first, second] = pages["privacy-policy"].en.sections;
      if (first && second) second.id = first.id;
      pages["privacy-policy"].en.updated = "23/11/2026";
    });
    expect(problems.join("\n")).toContain("updated");
    const dup = withPages((pages) => {
      const [first, second] = pages["privacy-policy"].en.sections;
      if (first && second) second.id = first.id;
    });
    expect(dup.join("\n")).toContain("anchor #summary is used twice");
  });

  it("checks the known issues and the contact address", () => {
    expect(
      validateLegalContent(LEGAL_PAGES, [{ id: "x", en: "Only English", es: "" }], CONTACT_EMAIL).join("\n"),
    ).toContain("known-issues");
    expect(validateLegalContent(LEGAL_PAGES, KNOWN_ISSUES, "not an address").join("\n")).toContain("CONTACT_EMAIL");
  });
});
