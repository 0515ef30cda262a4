// The encyclopedia's terms: id (the anchor on /encyclopedia), related terms and the "Learn more" link.
// The words are in en.ts and es.ts, keyed by these ids. validate.ts checks that every id has both languages,
// that related ids exist, and that every link goes to a route of the site or an official site.
import type { LearnMore, TermMeta } from "./types.ts";
import { currentCostsPageId, routePath } from "../routes/index.ts";

const page = (path: string): LearnMore => ({ kind: "internal", path });
const official = (en: string, es: string): LearnMore => ({ kind: "official", url: { en, es } });

// Official pages. Spanish: es.medicare.gov mirrors medicare.gov paths (es.medicare.gov/coverage/... pages are
// cited in the facts file); SSA's Spanish pages have their own paths.
const MEDICARE_ASSIGNMENT = official(
  "https://www.medicare.gov/basics/costs/medicare-costs/provider-accept-Medicare",
  "https://es.medicare.gov/basics/costs/medicare-costs/provider-accept-Medicare",
);
const MEDICARE_GLOSSARY_C = official("https://www.medicare.gov/glossary/c", "https://es.medicare.gov/glossary/c");
const coverage = (slug: string): LearnMore =>
  official(`https://www.medicare.gov/coverage/${slug}`, `https://es.medicare.gov/coverage/${slug}`);

export const TERM_META: readonly TermMeta[] = [
  {
    id: "aep",
    related: ["ma-oep", "sep", "iep", "part-d", "medicare-advantage"],
    learnMore: page("/enrollment-timeline"),
  },
  {
    id: "assignment",
    related: ["balance-billing", "excess-charges", "coinsurance", "part-b"],
    learnMore: MEDICARE_ASSIGNMENT,
  },
  { id: "balance-billing", related: ["assignment", "excess-charges", "plan-g", "msp"], learnMore: MEDICARE_ASSIGNMENT },
  {
    id: "benefit-period",
    related: ["part-a", "deductible", "lifetime-reserve-days", "snf"],
    learnMore: page(routePath(currentCostsPageId())),
  },
  {
    id: "catastrophic-coverage",
    related: ["part-d", "donut-hole", "oop-max", "extra-help"],
    learnMore: official(
      "https://www.medicare.gov/drug-coverage-part-d/costs-for-medicare-drug-coverage/catastrophic-coverage",
      "https://es.medicare.gov/glossary/c",
    ),
  },
  {
    id: "cms",
    related: ["ssa", "star-ratings", "premium", "part-b"],
    learnMore: official("https://www.cms.gov/", "https://www.cms.gov/"),
  },
  { id: "coinsurance", related: ["copay", "deductible", "medigap", "part-b"], learnMore: MEDICARE_GLOSSARY_C },
  {
    id: "copay",
    related: ["coinsurance", "formulary", "plan-n", "medicare-advantage"],
    learnMore: MEDICARE_GLOSSARY_C,
  },
  {
    id: "creditable-coverage",
    related: ["part-d-late-penalty", "part-d", "sep", "part-b-late-penalty"],
    learnMore: MEDICARE_GLOSSARY_C,
  },
  {
    id: "deductible",
    related: ["premium", "coinsurance", "benefit-period", "part-b"],
    learnMore: page(routePath(currentCostsPageId())),
  },
  {
    id: "donut-hole",
    related: ["catastrophic-coverage", "part-d", "oop-max"],
    learnMore: official(
      "https://www.medicare.gov/drug-coverage-part-d/costs-for-medicare-drug-coverage/catastrophic-coverage",
      "https://es.medicare.gov/glossary/c",
    ),
  },
  {
    id: "dme",
    related: ["part-b", "assignment", "coinsurance", "home-health"],
    learnMore: coverage("durable-medical-equipment-dme-coverage"),
  },
  {
    id: "excess-charges",
    related: ["balance-billing", "assignment", "plan-g", "plan-n"],
    learnMore: MEDICARE_ASSIGNMENT,
  },
  {
    id: "extra-help",
    related: ["msp", "part-d", "ssa", "part-d-late-penalty"],
    learnMore: official(
      "https://www.medicare.gov/basics/costs/help/drug-costs",
      "https://es.medicare.gov/basics/costs/help/drug-costs",
    ),
  },
  {
    id: "formulary",
    related: ["part-d", "prior-authorization", "copay", "aep"],
    learnMore: page("/parts-abcd-comparison"),
  },
  { id: "gep", related: ["iep", "sep", "part-b-late-penalty", "part-b"], learnMore: page("/enrollment-timeline") },
  {
    id: "hmo",
    related: ["ppo", "network", "medicare-advantage", "prior-authorization"],
    learnMore: page("/path/advantage-vs-supplement"),
  },
  { id: "home-health", related: ["part-a", "part-b", "dme", "hospice"], learnMore: coverage("home-health-services") },
  { id: "hospice", related: ["part-a", "home-health", "medigap"], learnMore: coverage("hospice-care") },
  { id: "iep", related: ["gep", "sep", "part-b-late-penalty", "medigap"], learnMore: page("/tools/enrollment-finder") },
  { id: "irmaa", related: ["magi", "premium", "part-b", "part-d", "ssa"], learnMore: page("/irmaa-income-brackets") },
  {
    id: "lifetime-reserve-days",
    related: ["benefit-period", "part-a", "medigap"],
    learnMore: page(routePath(currentCostsPageId())),
  },
  { id: "ma-oep", related: ["aep", "medicare-advantage", "part-d", "sep"], learnMore: page("/enrollment-timeline") },
  {
    id: "magi",
    related: ["irmaa", "ssa", "premium"],
    learnMore: official(
      "https://www.ssa.gov/benefits/medicare/medicare-premiums.html",
      "https://www.ssa.gov/espanol/beneficios/medicare/primas-medicare.html",
    ),
  },
  {
    id: "medicare-advantage",
    related: ["part-c", "hmo", "ppo", "network", "oop-max", "medigap"],
    learnMore: page("/path/advantage-vs-supplement"),
  },
  {
    id: "medigap",
    related: ["plan-g", "plan-n", "medicare-advantage", "coinsurance", "iep"],
    learnMore: page("/medigap"),
  },
  {
    id: "msp",
    related: ["extra-help", "premium", "part-b", "balance-billing"],
    learnMore: official(
      "https://www.medicare.gov/basics/costs/help/medicare-savings-programs",
      "https://es.medicare.gov/basics/costs/help/medicare-savings-programs",
    ),
  },
  {
    id: "network",
    related: ["hmo", "ppo", "medicare-advantage", "prior-authorization"],
    learnMore: page("/path/advantage-vs-supplement"),
  },
  {
    id: "oop-max",
    related: ["medicare-advantage", "catastrophic-coverage", "copay", "medigap"],
    learnMore: page("/tools/oop-max-tracker"),
  },
  {
    id: "part-a",
    related: ["part-b", "benefit-period", "snf", "hospice", "premium"],
    learnMore: page("/parts-abcd-comparison"),
  },
  {
    id: "part-b",
    related: ["part-a", "premium", "deductible", "coinsurance", "part-b-late-penalty"],
    learnMore: page("/parts-abcd-comparison"),
  },
  {
    id: "part-b-late-penalty",
    related: ["part-b", "iep", "gep", "sep", "creditable-coverage"],
    learnMore: page("/enrollment-timeline"),
  },
  {
    id: "part-c",
    related: ["medicare-advantage", "part-a", "part-b", "part-d"],
    learnMore: page("/path/advantage-vs-supplement"),
  },
  {
    id: "part-d",
    related: ["formulary", "catastrophic-coverage", "part-d-late-penalty", "extra-help", "donut-hole"],
    learnMore: page("/parts-abcd-comparison"),
  },
  {
    id: "part-d-late-penalty",
    related: ["part-d", "creditable-coverage", "extra-help", "part-b-late-penalty"],
    learnMore: page("/enrollment-timeline"),
  },
  {
    id: "plan-g",
    related: ["plan-n", "medigap", "excess-charges", "deductible"],
    learnMore: page("/medigap/plan-g-vs-n"),
  },
  { id: "plan-n", related: ["plan-g", "medigap", "copay", "excess-charges"], learnMore: page("/medigap/plan-g-vs-n") },
  {
    id: "ppo",
    related: ["hmo", "network", "medicare-advantage", "oop-max"],
    learnMore: page("/path/advantage-vs-supplement"),
  },
  {
    id: "premium",
    related: ["deductible", "irmaa", "part-b", "msp"],
    learnMore: page(routePath(currentCostsPageId())),
  },
  {
    id: "preventive-services",
    related: ["part-b", "telehealth", "deductible"],
    learnMore: coverage("preventive-screening-services"),
  },
  {
    id: "prior-authorization",
    related: ["medicare-advantage", "formulary", "network", "hmo"],
    learnMore: page("/path/advantage-vs-supplement"),
  },
  { id: "sep", related: ["iep", "gep", "aep", "creditable-coverage"], learnMore: page("/enrollment-timeline") },
  {
    id: "snf",
    related: ["benefit-period", "part-a", "home-health", "medigap"],
    learnMore: coverage("skilled-nursing-facility-care"),
  },
  {
    id: "ssa",
    related: ["cms", "irmaa", "extra-help", "part-b"],
    learnMore: official("https://www.ssa.gov/medicare/", "https://www.ssa.gov/espanol/"),
  },
  {
    id: "star-ratings",
    related: ["medicare-advantage", "part-d", "sep", "cms"],
    learnMore: official(
      "https://www.medicare.gov/sign-up-change-plans/when-can-i-join-a-health-or-drug-plan/five-star-enrollment/5-star-enrollment-period.html",
      "https://es.medicare.gov/",
    ),
  },
  {
    id: "telehealth",
    related: ["preventive-services", "part-b", "medicare-advantage"],
    learnMore: coverage("telehealth"),
  },
];
