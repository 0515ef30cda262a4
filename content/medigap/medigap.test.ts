// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatFigure, formatMoney, getIllustrative } from "../figures/index.ts";
import { SITE_ROUTES } from "../routes/index.ts";
import { getMedigapPage, hdgScenarioCosts, MEDIGAP_PAGE_IDS, MEDIGAP_PAGES } from "./index.ts";
import type { MedigapPage } from "./types.ts";
import { validate, validateMedigapPages } from "./validate.ts";

const clone = (page: MedigapPage): MedigapPage => structuredClone(page);
const all = (lang: "en" | "es") => MEDIGAP_PAGE_IDS.map((id) => JSON.stringify(getMedigapPage(id, lang)));

describe("Medigap content", () => {
  it("is valid, and every page is a route of the route table", () => {
    expect(validate()).toEqual([]);
    for (const id of MEDIGAP_PAGE_IDS) expect(SITE_ROUTES.find((r) => r.id === id)?.path).toBe(MEDIGAP_PAGES[id].path);
  });

  it("fills in every figure and leaves no token or placeholder", () => {
    for (const text of [...all("en"), ...all("es")]) {
      expect(text).not.toMatch(/\{\{|\{[a-zA-Z]+\}/);
    }
    const hub = JSON.stringify(getMedigapPage("medigap", "en"));
    expect(hub).toContain(formatFigure("medigap.highDeductible.deductible", "en"));
    // Plan K and L limits: no official document could be read (issue 25); the hub says so, with no amount.
    expect(hub).toContain("We could not confirm the current limits in an official document");
  });

  it("the hub has the spec's sections, with the Medigap vs Medicare Advantage table", () => {
    const hub = getMedigapPage("medigap", "es");
    expect(hub.onThisPage).toBe(true);
    expect(hub.sections.map((s) => s.id)).toEqual([
      "what-is-medigap",
      "standardized-plans",
      "enrollment-windows",
      "medigap-vs-advantage",
      "next-steps",
    ]);
    const table = hub.sections[3]!.blocks.find((b) => b.kind === "table");
    expect(table && table.kind === "table" && table.rows.map((r) => r[0])).toEqual([
      "Funciona con",
      "Red de proveedores",
      "Cobertura de medicamentos",
      "Gastos de su bolsillo",
    ]);
  });

  it("computes the yearly G / N example from this year's figures, showing the arithmetic", () => {
    const ex = getMedigapPage("medigap-plans", "en").widgets["annual-example"]!;
    const deductible = formatFigure("partB.deductible", "en");
    const total = ex.table.rows[3]!;
    const g = 12 * getIllustrative("medigap.example.planG.premium").value;
    expect(total[1]).toBe(
      `${formatMoney(g, "en")} + ${deductible} = ${formatMoney(g + Number(deductible.replace(/[$,]/g, "")), "en")}`,
    );
    expect(ex.table.caption).toMatch(/illustrative estimate/);
  });

  it("shares one comparison block between /medigap-plans and /medigap/plan-g-vs-n", () => {
    expect(getMedigapPage("medigap-plans", "en").widgets["gvn-comparison"]).toEqual(
      getMedigapPage("medigap-plan-g-vs-n", "en").widgets["gvn-comparison"],
    );
    const cards = getMedigapPage("medigap-plan-g-vs-n", "es").widgets["gvn-comparison"]!.cards;
    expect(cards.map((c) => c.premiumLabel)).toEqual([
      "Prima habitual (estimación ilustrativa)",
      "Prima habitual (estimación ilustrativa)",
    ]);
  });

  it("builds three high-deductible G scenarios below, at and above the deductible", () => {
    const costs = hdgScenarioCosts();
    const deductible = Number(formatFigure("medigap.highDeductible.deductible", "en").replace(/[$,]/g, ""));
    expect(costs[0]).toBeLessThan(deductible);
    expect(costs[1]).toBe(deductible);
    expect(costs[2]).toBeGreaterThan(deductible);
    expect(getMedigapPage("medigap-high-deductible-g", "en").widgets["hdg-scenarios"]!.tables).toHaveLength(3);
  });

  it("reports a missing translation, a dangling link, different figures per language and a bad token", () => {
    const untranslated = clone(MEDIGAP_PAGES.medigap);
    untranslated.title.es = "";
    expect(validateMedigapPages([untranslated]).join("\n")).toMatch(/title\.es/);

    const dangling = clone(MEDIGAP_PAGES.medigap);
    dangling.related[0]!.href = "/nowhere";
    expect(validateMedigapPages([dangling]).join("\n")).toMatch(/\/nowhere, which is neither built nor planned/);

    const external = clone(MEDIGAP_PAGES.medigap);
    external.related[0] = { href: "https://example.com/", external: true, label: { en: "x", es: "x" } };
    expect(validateMedigapPages([external]).join("\n")).toMatch(/not an official https page/);

    const unmatched = clone(MEDIGAP_PAGES["medigap-high-deductible-g"]);
    unmatched.lede.es = "Sin cifras.";
    expect(validateMedigapPages([unmatched]).join("\n")).toMatch(/different figures/);

    const repeated = clone(MEDIGAP_PAGES.medigap);
    repeated.sections[1]!.id = repeated.sections[0]!.id;
    expect(validateMedigapPages([repeated]).join("\n")).toMatch(/repeats the anchor/);
  });
});
