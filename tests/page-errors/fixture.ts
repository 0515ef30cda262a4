/**
 * Playwright's `test` for every browser gate that loads the site (e2e, pre-hydration, the a11y site and
 * forced-colours cells): the same API, plus a guard on the page loads the test already makes. Every page of
 * the test's browser context is watched; at the test's end, an uncaught page error or a React hydration error
 * (tests/page-errors/log.ts says which errors count, and why) fails the test, naming the page. It adds no page
 * load and no wait: the listeners only record.
 *
 * A test that provokes an error on purpose allows it itself, by pattern and reason:
 *   test("…", async ({ page, pageErrors }) => { pageErrors.allow(/Failed to fetch/, "the test breaks the API"); … });
 * An allowance no error used fails the test too, so none outlives its reason.
 *
 * Specs import everything Playwright from here (`.oxlintrc.json` forbids importing `test` from
 * @playwright/test in them), so no spec loads pages unguarded.
 */
import { test as base, type BrowserContext } from "@playwright/test";
import { PageErrorLog } from "./log.ts";

export * from "@playwright/test";

export interface PageErrors {
  /** Allows the errors matching the pattern in this test; `why` says why the test expects them. */
  allow(pattern: RegExp, why: string): void;
}

const logs = new WeakMap<BrowserContext, PageErrorLog>();

export const test = base.extend<{ pageErrors: PageErrors }>({
  context: async ({ context }, use) => {
    const log = new PageErrorLog();
    logs.set(context, log);
    context.on("weberror", (webError) => {
      const error = webError.error();
      log.record({ source: "uncaught", text: `${error.name}: ${error.message}`, url: webError.page()?.url() ?? "" });
    });
    context.on("console", (message) => {
      if (message.type() !== "error") return;
      log.record({ source: "console", text: message.text(), url: message.page()?.url() ?? message.location().url });
    });
    await use(context);
    const problems = log.problems();
    if (problems.length > 0)
      throw new Error(
        `The test's pages reported errors (tests/page-errors/log.ts); a test that causes one on purpose ` +
          `allows it with pageErrors.allow(pattern, why):\n  ${problems.join("\n  ")}`,
      );
  },
  pageErrors: async ({ context }, use) => {
    const log = logs.get(context);
    if (!log) throw new Error("pageErrors: the context was not created by this fixture");
    await use({ allow: (pattern, why) => log.allow(pattern, why) });
  },
});
