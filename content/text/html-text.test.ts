import { describe, expect, it } from "vitest";
import { attr, classesOf, findElement, isHidden, parseHtml, textOf } from "./html-text.ts";

const main = (html: string) => findElement(parseHtml(html), (e) => e.tagName === "main");

describe("page text extraction", () => {
  it("runs inline marks on, keeps blocks apart and decodes character references", () => {
    const node = main(
      `<main><h1>Medigap <!-- -->plans</h1><p>You pay 20<b>%</b>&nbsp;of the cost &amp; more.</p></main>`,
    );
    expect(textOf(node)).toBe("Medigap plans You pay 20% of the cost & more.");
    expect(textOf(node, { blocks: "lines" })).toBe("Medigap plans\nYou pay 20% of the cost & more.");
  });

  it("never reads scripts, styles, templates, SVG or noscript", () => {
    const node = main(
      `<main><p>Kept.</p><script>secret()</script><style>p{}</style><template><p>tpl</p></template><svg><title>icon</title></svg><noscript>ns</noscript></main>`,
    );
    expect(textOf(node)).toBe("Kept.");
  });

  it("leaves out what skip names, with all nested in it, and only that", () => {
    const node = main(
      `<main><div hidden><div>Inner</div>Tail</div><h2><button>Question</button></h2><p>After <br>line</p></main>`,
    );
    const text = textOf(node, {
      skip: (e, inHeading) => isHidden(e) || (e.tagName === "button" && !inHeading),
      blocks: "lines",
    });
    expect(text).toBe("Question\nAfter\nline");
  });

  it("reads attributes and classes, and finds nothing where nothing matches", () => {
    const node = main(`<main class="a  b" hidden><p aria-hidden="true">x</p></main>`)!;
    expect(classesOf(node)).toEqual(["a", "b"]);
    expect(attr(node, "hidden")).toBe("");
    expect(isHidden(findElement(node, (e) => e.tagName === "p")!)).toBe(true);
    expect(findElement(node, (e) => e.tagName === "table")).toBeUndefined();
    expect(textOf(undefined)).toBe("");
  });
});
