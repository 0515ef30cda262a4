import { expect, test } from "./page-errors/fixture.ts";
import { allPagePaths, findRoute, plannedIssue, stripLang } from "@medicare-guide/content/routes";
import { STATIC_DOCUMENTS } from "../content/pages/inline.ts";
import { fetchHtml } from "./helpers.ts";
import { FEED_PATH } from "../app/seo/feed.ts";

/**
 * Link checker over every page in both languages: every internal link must reach
 * a built page (200) or be a route the spec lists that a later issue builds
 * (reported as planned, with its issue), or a published document (the accessibility
 * report, STATIC_DOCUMENTS) or a news feed (FEED_PATH), which must answer 200 too. Anything else fails.
 */
test("every internal link resolves to a page or a planned route", async ({ baseURL }) => {
  const broken: string[] = [];
  const planned = new Map<string, number>();
  const checked = new Map<string, number>();
  for (const { path } of allPagePaths()) {
    const { html } = await fetchHtml(baseURL!, path);
    for (const [, href] of html.matchAll(/<a[^>]+href="([^"]+)"/g)) {
      if (!href || /^(https?:|mailto:|tel:|#)/.test(href)) continue;
      const url = new URL(href.replaceAll("&amp;", "&"), new URL(path, baseURL));
      const target = url.pathname;
      const english = stripLang(target);
      const isFeed = Object.values(FEED_PATH).includes(target);
      if (!findRoute(english) && !STATIC_DOCUMENTS.includes(target) && !isFeed) {
        const issue = plannedIssue(english);
        if (issue) planned.set(target, issue);
        else broken.push(`${path} -> ${href}`);
        continue;
      }
      if (!checked.has(target)) checked.set(target, (await fetchHtml(baseURL!, target)).status);
      if (checked.get(target) !== 200) broken.push(`${path} -> ${href} (${checked.get(target)})`);
    }
  }
  console.info(
    `links: ${checked.size} pages reached; ${planned.size} links to planned routes: ${[...planned].map(([p, i]) => `${p} (#${i})`).join(", ")}`,
  );
  expect(broken).toEqual([]);
});
