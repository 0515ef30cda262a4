// A news article states only what was known on its date (issue 25; Figures: "a news article only states a
// figure that existed on its date"). Checked for every figure the article shows: in its title, excerpt and
// body, and in the definitions of the words it marks ({{term:id}}), which the page shows in toggletips and
// under "Words on this page". Run by `npm run validate` (validate.ts) and figure-dates.test.ts.
import { CURRENT_PLAN_YEAR, findFigureTokens } from "../figures/index.ts";
import { figureDateProblem } from "../figures/dates.ts";
import { definitionFor, TERM_TEXTS } from "../glossary/index.ts";
import { termMarkIds } from "../glossary/term-marks.ts";
import type { ArticleSource } from "./types.ts";

/** One figure an article shows, where it shows it, and why it may not (null when it may). */
export interface ArticleFigureUse {
  article: string;
  date: string;
  /** "text" (title, excerpt, body) or the term id whose definition shows it */
  where: string;
  token: string;
  problem: string | null;
}

function usesIn(text: string, article: string, date: string, where: string): ArticleFigureUse[] {
  return findFigureTokens(text).map(({ token, key, year }) => ({
    article,
    date,
    where,
    token,
    problem: figureDateProblem(key, year ? Number(year) : CURRENT_PLAN_YEAR, date),
  }));
}

/** Every figure one article shows, with the term boxes' definitions as the article's date selects them. */
export function articleFigureUses(
  source: Pick<ArticleSource, "slug" | "lang" | "title" | "excerpt" | "markdown" | "publishedAt">,
): ArticleFigureUse[] {
  const article = `content/news/${source.lang}/${source.slug}.md`;
  const date = source.publishedAt;
  const texts = [source.title, source.excerpt, source.markdown].join("\n");
  const termIds = [...new Set(termMarkIds(texts))];
  return [
    ...usesIn(texts, article, date, "text"),
    ...termIds.flatMap((id) => {
      const words = TERM_TEXTS[source.lang][id];
      return words ? usesIn(definitionFor(words, date), article, date, `term box "${id}"`) : [];
    }),
  ];
}
