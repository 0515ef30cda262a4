/**
 * A news article states only figures that existed on its date (Figures: "a news article only states a
 * figure that existed on its date"). For every {{fig:key}} of every article, in both languages, the
 * figure's earliest date (its `publishedOn`, else the earliest date among its sources) must be on or
 * before the article's publishedAt. Figures whose sources carry no date cannot be checked and are listed
 * by the second test so the list only shrinks.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RULE_KEYS } from "../figures/years/define.ts";
import {
  CURRENT_PLAN_YEAR,
  findFigureTokens,
  getFigure,
  getSource,
  isFigureKey,
  type PlanYear,
} from "../figures/index.ts";

const NEWS = import.meta.dirname;

/** "2026-01" -> "2026-01-01": a month-only date counts from its first day. */
const day = (date: string) => (date.length === 7 ? `${date}-01` : date);

interface Use {
  article: string;
  date: string;
  token: string;
  earliest: string | null;
}

function uses(): Use[] {
  return (["en", "es"] as const).flatMap((lang) =>
    readdirSync(join(NEWS, lang))
      .filter((name) => name.endsWith(".md"))
      .flatMap((name) => {
        const text = readFileSync(join(NEWS, lang, name), "utf8");
        const date = /^publishedAt:\s*(\d{4}-\d{2}-\d{2})\s*$/m.exec(text)?.[1];
        if (!date) throw new Error(`${lang}/${name}: no publishedAt`);
        // Standing rules (40 quarters, 7 months...) are not yearly amounts: no date applies to them.
        const tokens = findFigureTokens(text).filter(({ key }) => !RULE_KEYS.has(key));
        return tokens.map(({ token, key, year }) => {
          if (!isFigureKey(key)) throw new Error(`${lang}/${name}: unknown figure ${token}`);
          const figure = getFigure(key, (year ? Number(year) : CURRENT_PLAN_YEAR) as PlanYear);
          const sourceDates = [figure.sourceId, ...(figure.alsoSourceIds ?? [])]
            .map((id) => getSource(id).date)
            .filter((d): d is string => d !== null)
            .map(day)
            .sort();
          const earliest = figure.publishedOn ? day(figure.publishedOn) : (sourceDates[0] ?? null);
          return { article: `${lang}/${name}`, date, token, earliest };
        });
      }),
  );
}

describe("news articles state only figures that existed on their date", () => {
  const all = uses();
  it("reads the articles' figures", () => expect(all.length).toBeGreaterThan(50));

  it("no figure is dated after the article that states it", () => {
    const late = all
      .filter((u) => u.earliest !== null && u.earliest > u.date)
      .map((u) => `${u.article} (${u.date}): ${u.token} exists from ${u.earliest ?? ""}`);
    expect(late).toEqual([]);
  });
});
