/**
 * The plan-year rollover as data: adding one figures file (here a fixture 2027, copied from the newest year)
 * is enough for the routes, the IRMAA tool's year choice and every "current year" link to follow, and the
 * date decides when it takes over (Open Enrollment, once its Part B premium is published).
 */
import { afterAll, describe, expect, it, vi } from "vitest";

// Pin the site's date inside the 2027 Open Enrollment (before any import reads it).
vi.hoisted(() => {
  vi.stubEnv("SITE_DATE", "2026-11-20");
});
afterAll(() => {
  vi.unstubAllEnvs();
});

vi.mock("@medicare-guide/content/figures/years/index", async (importOriginal) => {
  const real = await importOriginal<typeof import("@medicare-guide/content/figures/years/index")>();
  const newest = real.PLAN_YEAR_FILES.at(-1);
  if (!newest) throw new Error("no plan year files");
  const fixture2027 = {
    ...newest,
    year: 2027,
    // The fixture's premium cites the newest year's (published) source: "official" since that source's date.
    figures: { ...newest.figures, "partB.premium": { ...newest.figures["partB.premium"]!, value: 210.1 } },
    irmaa: { ...newest.irmaa, magiTaxYear: newest.irmaa.magiTaxYear + 1 },
  };
  return { PLAN_YEAR_FILES: [...real.PLAN_YEAR_FILES, fixture2027] };
});

const figures = await import("@medicare-guide/content/figures/index");
const routes = await import("@medicare-guide/content/routes");
const irmaa = await import("./tools/irmaa-calculator/model.ts");
const irmaaForm = await import("./tools/irmaa-calculator/form.ts");
const navigation = await import("./shell/navigation.ts");
const costs = await import("@medicare-guide/content/costs/index");
const faq = await import("@medicare-guide/content/faq/index");
const { getI18n, YEAR_VARIABLES } = await import("./i18n/index.ts");
const { trailNames } = await import("./seo/meta.ts");

describe("a fixture plan year 2027 added by one figures file", () => {
  it("becomes a plan year with figures, and the presented one during its Open Enrollment", () => {
    expect(figures.PLAN_YEARS).toContain(2027);
    expect(figures.getFigure("partB.premium", 2027 as never).value).toBe(210.1);
    expect(figures.SITE_DATE).toBe("2026-11-20");
    expect(figures.CURRENT_PLAN_YEAR).toBe(2027);
    expect(figures.PRESENTED_PLAN_YEARS).toEqual([2026, 2027]);
  });

  it("adds its route /medicare-costs-2027 in both languages, titled by year", () => {
    const paths = routes.allPagePaths().map((p) => p.path);
    expect(paths).toContain("/medicare-costs-2027");
    expect(paths).toContain("/es/medicare-costs-2027");
    expect(routes.prerenderPaths()).toContain("/es/medicare-costs-2027");
    expect(trailNames("/es/medicare-costs-2027", "es", getI18n("es").t)).toEqual([
      "Inicio",
      "Costos de Medicare en 2027",
    ]);
  });

  it("offers 2026 and 2027 in the IRMAA tool, 2027 first chosen, and refuses a year it does not offer", () => {
    expect(irmaa.IRMAA_TOOL_YEARS).toEqual(["2026", "2027"]);
    expect(irmaa.DEFAULT_IRMAA_YEAR).toBe("2027");
    const ok = irmaaForm.irmaaFormSchema.safeParse({ year: "2027", filingStatus: "single", income: 50_000 });
    expect(ok.success).toBe(true);
    const old = irmaaForm.irmaaFormSchema.safeParse({ year: "2025", filingStatus: "single", income: 50_000 });
    expect(old.success).toBe(false);
    expect(irmaa.estimateIrmaa({ year: "2027", filingStatus: "single", income: 50_000 }).year).toBe(2027);
  });

  it("moves every 'Medicare costs' link and the strings that name the year", () => {
    expect(routes.routePath(routes.currentCostsPageId())).toBe("/medicare-costs-2027");
    const directoryCosts = navigation.DIRECTORY.flatMap((g) => g.links).find(
      (l) => l.labelKey === "directory.medicare101.costs",
    );
    expect(directoryCosts?.to).toBe("/medicare-costs-2027");
    const faqLinks = faq.getFaqs("en").flatMap((f) => f.links.map((l) => l.href));
    expect(faqLinks).toContain("/medicare-costs-2027");
    expect(faqLinks.filter((href) => /medicare-costs-20(2[0-6])/.test(href))).toEqual([]);
    expect(YEAR_VARIABLES).toEqual({ planYear: 2027, previousPlanYear: 2026 });
    expect(getI18n("es").t("routes:medicare-costs-year", { year: 2027 })).toBe("Costos de Medicare en 2027");
  });

  it("the older costs pages point to the presented year, the presented one to the year before", () => {
    expect(costs.otherCostsYear(2025)).toBe(2027);
    expect(costs.otherCostsYear(2026)).toBe(2027);
    expect(costs.otherCostsYear(2027 as never)).toBe(2026);
  });
});

describe("when the fixture year takes over", () => {
  it("not before its Open Enrollment, even though its premium is published", () => {
    expect(figures.presentedPlanYear("2026-10-14")).toBe(2026);
    expect(figures.presentedPlanYear("2026-10-15")).toBe(2027);
    expect(figures.presentedPlanYear("2027-01-01")).toBe(2027);
  });
});
