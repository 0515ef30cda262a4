// validateFigures(): a zod check of the whole figure set, for tests and the content build.
// Every figure: a known key and unit, a plan year, a finite value, a status, and sources that exist and are
// strong enough for the status (V needs an official source; only U may be unsourced). IRMAA tables must add
// up and agree with the Part B premium of their year; illustrative values must be flagged as such.
import { z } from "zod";
import { listAllFigures } from "./figures.ts";
import { ISO_DAY } from "./dates.ts";
import { ILLUSTRATIVE } from "./illustrative.ts";
import { IRMAA_TABLES, type IrmaaYearTable } from "./irmaa.ts";
import { FIGURE_DEFS, isFigureKey } from "./keys.ts";
import { SOURCES } from "./sources.ts";
import { PLAN_YEARS, type Source } from "./types.ts";

const UNITS = [
  "usd",
  "usd-per-month",
  "usd-per-day",
  "usd-per-year",
  "usd-per-visit",
  "percent",
  "days",
  "months",
  "years",
  "quarters",
  "count",
] as const;

const FigureSchema = z.object({
  key: z.string().refine(isFigureKey, { message: "unknown figure key" }),
  value: z.number().nonnegative(),
  unit: z.enum(UNITS),
  year: z.literal(PLAN_YEARS),
  status: z.enum(["V", "S", "U"]),
  sourceId: z.string().min(1),
  alsoSourceIds: z.array(z.string().min(1)).optional(),
  note: z.string().min(1).optional(),
  // A day, never a month: an article of 5 January must not state a figure published on 15 January (issue 25).
  publishedOn: z.string().regex(ISO_DAY, "must be a day, YYYY-MM-DD").optional(),
});

const SourceSchema = z.discriminatedUnion("kind", [
  z.object({
    id: z.string().min(1),
    title: z.string().min(1),
    publisher: z.string().min(1),
    url: z.url(),
    date: z.string().regex(ISO_DAY, "must be a day, YYYY-MM-DD (or null when the day is not known)").nullable(),
    kind: z.enum(["official", "secondary"]),
  }),
  z.object({
    id: z.string().min(1),
    title: z.string().min(1),
    publisher: z.string(),
    url: z.literal(""),
    date: z.null(),
    kind: z.literal("unsourced"),
  }),
]);

const IllustrativeSchema = z.discriminatedUnion("kind", [
  z.object({
    illustrative: z.literal(true),
    kind: z.literal("amount"),
    value: z.number().nonnegative(),
    note: z.string().min(1),
    spec: z.string().min(1),
    unit: z.enum(UNITS),
  }),
  z
    .object({
      illustrative: z.literal(true),
      kind: z.literal("range"),
      min: z.number().nonnegative(),
      max: z.number(),
      note: z.string().min(1),
      spec: z.string().min(1),
      unit: z.enum(UNITS),
    })
    .refine((r) => r.min <= r.max, { message: "range min above max" }),
  z
    .object({
      illustrative: z.literal(true),
      kind: z.literal("levels"),
      low: z.number().nonnegative(),
      medium: z.number(),
      high: z.number(),
      note: z.string().min(1),
      spec: z.string().min(1),
      unit: z.enum(UNITS),
    })
    .refine((l) => l.low <= l.medium && l.medium <= l.high, { message: "levels not increasing" }),
]);

export interface FigureData {
  figures: readonly unknown[];
  sources: Readonly<Record<string, unknown>>;
  irmaa: Readonly<Record<number, IrmaaYearTable>>;
  illustrative: Readonly<Record<string, unknown>>;
}

export interface ValidationResult {
  ok: boolean;
  issues: string[];
}

const cents = (n: number): number => Math.round(n * 100);

function checkIrmaa(table: IrmaaYearTable, partBPremium: number | undefined, issues: string[]): void {
  const at = `IRMAA ${table.year}`;
  if (partBPremium === undefined) issues.push(`${at}: no partB.premium figure for the year`);
  else if (cents(table.tiers[0].partBPremium) !== cents(partBPremium)) {
    issues.push(`${at}: tier 0 premium ${table.tiers[0].partBPremium} is not partB.premium ${partBPremium}`);
  }
  table.tiers.forEach((t, i) => {
    if (cents(t.partBPremium) !== cents(table.tiers[0].partBPremium + t.partBAdjustment)) {
      issues.push(`${at} tier ${i}: total ${t.partBPremium} is not standard premium + adjustment ${t.partBAdjustment}`);
    }
    const prev = table.tiers[i - 1];
    if (prev && !(t.partBAdjustment > prev.partBAdjustment && t.partDAdjustment > prev.partDAdjustment)) {
      issues.push(`${at} tier ${i}: adjustments do not rise`);
    }
  });
  if (table.tiers[0].partBAdjustment !== 0 || table.tiers[0].partDAdjustment !== 0)
    issues.push(`${at}: tier 0 has an adjustment`);
  for (const [status, edges] of Object.entries(table.thresholds)) {
    if (!edges.every((e, i) => i === 0 || e > (edges[i - 1] ?? Infinity)))
      issues.push(`${at} ${status}: thresholds not increasing`);
  }
  if (table.thresholds["married-separate"][0] !== table.thresholds.single[0]) {
    issues.push(`${at}: married-separate first threshold differs from single`);
  }
  for (const part of [table.partB, table.partD]) {
    if (!SOURCES[part.sourceId]) issues.push(`${at}: unknown source ${part.sourceId}`);
  }
}

/** Validate the figure set (by default the real one). Never throws; returns every issue found. */
export function validateFigures(
  data: FigureData = {
    figures: listAllFigures(),
    sources: SOURCES,
    irmaa: IRMAA_TABLES,
    illustrative: ILLUSTRATIVE,
  },
): ValidationResult {
  const issues: string[] = [];
  const sources = new Map<string, Source>();
  for (const [id, raw] of Object.entries(data.sources)) {
    const parsed = SourceSchema.safeParse(raw);
    if (!parsed.success) issues.push(`source ${id}: ${z.prettifyError(parsed.error)}`);
    else if (parsed.data.id !== id) issues.push(`source ${id}: listed under a different id (${parsed.data.id})`);
    else sources.set(id, parsed.data);
  }

  const seen = new Set<string>();
  const partBPremium = new Map<number, number>();
  data.figures.forEach((raw, index) => {
    const parsed = FigureSchema.safeParse(raw);
    if (!parsed.success) {
      issues.push(`figure #${index}: ${z.prettifyError(parsed.error)}`);
      return;
    }
    const f = parsed.data;
    const at = `${f.key}@${f.year}`;
    if (seen.has(at)) issues.push(`${at}: duplicated`);
    seen.add(at);
    if (isFigureKey(f.key) && FIGURE_DEFS[f.key].unit !== f.unit)
      issues.push(`${at}: unit ${f.unit} is not ${FIGURE_DEFS[f.key].unit}`);
    if (f.unit === "percent" && f.value > 100) issues.push(`${at}: percent above 100`);
    if (f.key === "partB.premium") partBPremium.set(f.year, f.value);
    const source = sources.get(f.sourceId);
    if (!source) issues.push(`${at}: source ${f.sourceId} does not exist`);
    else if (f.status === "V" && source.kind !== "official")
      issues.push(`${at}: V (verified) but source ${f.sourceId} is ${source.kind}`);
    else if (f.status !== "U" && source.kind === "unsourced") issues.push(`${at}: ${f.status} but unsourced`);
    for (const also of f.alsoSourceIds ?? []) {
      if (!sources.has(also)) issues.push(`${at}: further source ${also} does not exist`);
    }
  });

  for (const year of PLAN_YEARS) {
    const table = data.irmaa[year];
    if (!table) issues.push(`IRMAA ${year}: no table`);
    else checkIrmaa(table, partBPremium.get(year), issues);
  }

  for (const [key, raw] of Object.entries(data.illustrative)) {
    const parsed = IllustrativeSchema.safeParse(raw);
    if (!parsed.success) issues.push(`illustrative ${key}: ${z.prettifyError(parsed.error)}`);
  }

  return { ok: issues.length === 0, issues };
}

/** Hook for content/validate.ts, which runs every content folder's validate(): the problems, empty when valid. */
export function validate(): string[] {
  return validateFigures().issues;
}
