import { describe, expect, it } from "vitest";
import { checkSpanishPage, looksEnglish, pageTexts } from "./check.ts";
import { parseHtml } from "../../content/text/html-text.ts";

/** A minimal Spanish page around `body`, as the build writes it. */
function page(body: string, head = '<meta property="og:locale" content="es_US">', lang = "es"): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><title>Guía de Medicare</title>${head}</head><body>${body}</body></html>`;
}
const rules = (html: string, path = "/es/x") => checkSpanishPage(html, path).map((p) => p.rule);

describe("the Spanish gate's checks", () => {
  it("a clean Spanish page passes", () => {
    expect(rules(page("<p>Del 15 de octubre al 7 de diciembre de 2026. Hasta $2,100 y 2,000 caracteres.</p>"))).toEqual(
      [],
    );
  });
  it("finds English month names, English sentences and English category labels", () => {
    expect(rules(page("<p>Publicado el October 1, 2026</p>"))).toEqual(["english-month"]);
    expect(rules(page("<h3>How to Save on Rising Medicare Costs in 2026</h3>"))).toEqual(["english-text"]);
    expect(rules(page("<p>Categoría: Enrollment &amp; Deadlines</p>"))).toEqual(["english-text"]);
    expect(rules(page("<p>Fuente: Federal Register (CMS)</p>"))).toEqual(["english-text"]);
  });
  it("leaves out text marked lang=en, allowed proper names and addresses", () => {
    expect(rules(page('<p><span lang="en">What is Medicare Part D and how much does it cost?</span></p>'))).toEqual([]);
    expect(rules(page("<p>Ayuda Adicional (Extra Help) y Medicare Advantage</p>"))).toEqual([]);
    expect(rules(page("<p>Escríbanos a hello@medicare-guide.example o vea es.medicare.gov/basics</p>"))).toEqual([]);
    expect(looksEnglish("Compare planes")).toBe(false);
  });
  it("checks attributes: alt, aria-label, title", () => {
    expect(rules(page('<img alt="A map of the states" src="x.png">'))).toEqual(["english-text"]);
    expect(rules(page('<button aria-label="Close the menu">x</button>'))).toEqual(["english-text"]);
  });
  it("finds ISO and US dates and number formats es-US never writes", () => {
    expect(rules(page("<p>Publicado el 2024-11-14.</p>"))).toEqual(["iso-date"]);
    expect(rules(page("<p>El 11/14/2024.</p>"))).toEqual(["us-date"]);
    expect(rules(page("<p>Hasta 2000 caracteres.</p>"))).toEqual(["number-format"]);
    expect(rules(page("<p>Cuesta $2.100 al año.</p>"))).toEqual(["number-format"]);
    expect(rules(page("<p>Prima de $16,40 al mes.</p>"))).toEqual(["number-format"]);
  });
  it("checks the page's language, og:locale and the header's aria-current", () => {
    expect(rules(page("<p>Hola</p>", "", "en"))).toEqual(["lang", "og-locale"]);
    const header = '<header><nav><a href="/es">Inicio</a><a href="/es/faq" aria-current="page">x</a></nav></header>';
    expect(rules(page(header), "/es")).toEqual(["aria-current"]);
    expect(rules(page(header), "/es/faq")).toEqual([]);
  });
  it("reads the page as a browser without JavaScript: noscript text counts, template content does not", () => {
    expect(rules(page("<noscript><p>Turn on JavaScript to see the results</p></noscript>"))).toEqual(["english-text"]);
    expect(rules(page("<template><p>Turn on JavaScript to see the results</p></template>"))).toEqual([]);
  });
  it("the nearest lang decides, and the words around a link are one text", () => {
    expect(rules(page('<p lang="en">Source: <span lang="es">Publicado el October 1</span></p>'))).toEqual([
      "english-month",
    ]);
    const texts = pageTexts(
      parseHtml(page('<p>Vea <a href="/es/faq">las preguntas</a> frecuentes.</p>'), { scripting: false }),
    );
    expect(texts.filter((t) => t.where === "text").map((t) => t.text)).toEqual(["Vea frecuentes.", "las preguntas"]);
  });
});
