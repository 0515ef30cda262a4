/**
 * The pre-hydration gate (issue "Useful from the first paint"): on a slow phone the page paints seconds
 * before React hydrates, and seniors tap what they see. Each test holds the client entry module (so React
 * cannot start), uses the page's controls as a visitor would and checks the useful outcome; then it
 * releases the entry and checks that hydration keeps what the visitor did (state, focus, typed input).
 * One test per route template and language: home and header, accordion page, content page, the checklists (a
 * guide, the enrollment timeline), every tool, the IRMAA page calculator, quiz, contact.
 */
import { expect, test, type Page } from "../page-errors/fixture.ts";
import { DIRECTORY } from "../../app/shell/navigation.ts";
import { CHECKLIST_STORAGE } from "../../app/pages/enrollment-timeline/checklist-key.ts";
import enCommon from "../../locales/en/common.json" with { type: "json" };
import esCommon from "../../locales/es/common.json" with { type: "json" };

/** What a page runs: React Router's client entry, or on a reading page (issue 29) its enhancement module. */
const ENTRY = /\/assets\/(entry\.client-|enhance\.)[\w-]+\.js(\?.*)?$/;
/** The framework's code (React DOM, React Router, i18next): a reading page never loads it. */
const FRAMEWORK = /\/assets\/(framework|entry\.client|manifest|shell)-[\w-]+\.js/;
const LANGS = [
  { lang: "en", prefix: "", common: enCommon },
  { lang: "es", prefix: "/es", common: esCommon },
] as const;

/**
 * Holds the client entry (or a reading page's enhancement module) until the returned function is called; it then
 * waits for the page to be ready (hydrated, or enhanced).
 */
async function holdHydration(page: Page): Promise<() => Promise<void>> {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  await page.route(ENTRY, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return async () => {
    open();
    await page.locator("html[data-mg-ready]").waitFor({ state: "attached" });
  };
}

/** The paths of the scripts the page requests from now on (a reading page must load no FRAMEWORK code). */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Visible buttons that cannot do anything before hydration: not a form's submit button, and not driven
 * by the inline bootstrap (marked data-mg-early). A dead button that looks live is what this gate forbids.
 */
async function deadButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("button"))
      .filter((b) => {
        const box = b.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(b).visibility === "hidden") return false;
        if (b.type === "submit" && b.form) return false;
        return !b.hasAttribute("data-mg-early");
      })
      .map((b) => b.outerHTML.replace(/\s+class="[^"]*"/, "").slice(0, 140)),
  );
}

/** A radio or checkbox chosen by clicking its label, as a visitor does. */
async function choose(page: Page, name: string, value: string): Promise<void> {
  await page.locator(`label:has(input[name="${name}"][value="${value}"])`).first().click();
}

/** A directory destination (first link of the first group) shown in the viewport. */
async function expectDirectoryInView(page: Page, prefix: string): Promise<void> {
  const first = DIRECTORY[0]!.links[0]!.to;
  const links = page.locator(`a[href="${prefix}${first}"]`).filter({ visible: true });
  await expect(links.first()).toBeInViewport();
}

for (const { lang, prefix, common } of LANGS) {
  const p = (path: string) => (path === "/" && prefix ? prefix : `${prefix}${path}`);

  test.describe(`before hydration (${lang})`, () => {
    test("home: All topics, Menu and text size work and the choice survives hydration", async ({ page }) => {
      const release = await holdHydration(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      // Home is a reading page (issue 29): its held enhancement module holds the load event, not the first paint.
      await page.goto(p("/"), { waitUntil: "domcontentloaded" });
      expect(await deadButtons(page)).toEqual([]);

      await page.locator("header").getByText(common.header.directoryButton, { exact: true }).click();
      await expectDirectoryInView(page, prefix);

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(p("/"), { waitUntil: "domcontentloaded" });
      await page.locator("header").getByText(common.header.menuButton, { exact: true }).click();
      await expectDirectoryInView(page, prefix);

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator("header").getByText(common.header.displayButton, { exact: true }).click();
      // A visitor presses the option's row (the native radio inside is visually hidden).
      await page.locator("header").getByText(common.display.textLarge, { exact: true }).click();
      await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
      await page.locator("header").getByText(common.display.contrastHigh, { exact: true }).click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "high-contrast");

      await release();
      await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
      await expect(page.locator("header").getByLabel(common.display.textLarge, { exact: true })).toBeChecked();
      const saved = await page.evaluate(() => localStorage.getItem("mg-display"));
      expect(JSON.parse(saved ?? "{}")).toMatchObject({ textSize: "large", contrast: "high" });
      // A new page keeps the choice from the first paint (the inline bootstrap).
      await page.goto(p("/faq"));
      await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
    });

    test("accordion page: answers open before hydration, find-in-page reaches closed ones, state and focus kept", async ({
      page,
    }) => {
      const scripts = scriptsRequested(page);
      const release = await holdHydration(page);
      // A reading page (issue 29): the held module (async) holds the load event, not DOMContentLoaded or the paint.
      await page.goto(p("/faq"), { waitUntil: "domcontentloaded" });
      expect(await deadButtons(page)).toEqual([]);
      // The reader question is a link to the contact form until its form can work.
      await expect(page.locator(".mg-reader-question textarea")).toHaveCount(0);
      const closed = page.locator("button.mg-accordion__trigger[aria-expanded='false']");
      const id = await closed.nth(1).getAttribute("id");
      const trigger = page.locator(`[id="${id}"]`);
      const panel = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
      // Closed answers are hidden until found: the browser's find-in-page opens them.
      await expect(panel).toHaveAttribute("hidden", "until-found");
      await trigger.click();
      await expect(panel).toBeVisible();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(trigger).toBeFocused();

      await release();
      expect(scripts.filter((s) => FRAMEWORK.test(s))).toEqual([]);
      await expect(page.locator(".mg-reader-question textarea")).toHaveCount(1);
      await expect(panel).toBeVisible();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(trigger).toBeFocused();
      // Enhanced: one press closes it (no double toggle with the early handler).
      await trigger.press("Enter");
      await expect(panel).toHaveAttribute("hidden", /^(|until-found)$/);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    });

    test("reading page: no framework code; the header works before its enhancement module and after it", async ({
      page,
    }) => {
      const scripts = scriptsRequested(page);
      const release = await holdHydration(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      // The held module (async) holds the load event, not DOMContentLoaded or the paint.
      await page.goto(p("/accessibility-report"), { waitUntil: "domcontentloaded" });
      await expect(page.locator("main h1")).toBeVisible();
      expect(await deadButtons(page)).toEqual([]);
      expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
      // Before the module: "All topics" leads to the footer's directory.
      await page.locator("header").getByText(common.header.directoryButton, { exact: true }).click();
      await expectDirectoryInView(page, prefix);
      await release();
      expect(scripts.filter((s) => FRAMEWORK.test(s))).toEqual([]);
      // After it: the same control is the directory's button (useDirectory's behaviour, Directory.enhance.ts).
      await page.evaluate(() => window.scrollTo(0, 0));
      const button = page.getByRole("button", { name: common.header.directoryButton });
      await button.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator("#site-directory")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.locator("#site-directory")).toBeHidden();
      await expect(button).toBeFocused();
    });

    test("content page: no dead controls (share, copy link, reader question)", async ({ page }) => {
      const scripts = scriptsRequested(page);
      const release = await holdHydration(page);
      // An article is a reading page (issue 29): the held enhancement module holds the load event, not the paint.
      await page.goto(p("/news/2026-irmaa-surcharge-update"), { waitUntil: "domcontentloaded" });
      await expect(page.locator("main h1")).toBeVisible();
      expect(await deadButtons(page)).toEqual([]);
      // Copy link and the reader question's form come with the module; until then the share links and the
      // contact link work.
      await expect(page.locator(".mg-share button")).toHaveCount(0);
      await expect(page.locator(".mg-reader-question textarea")).toHaveCount(0);
      await release();
      expect(scripts.filter((s) => FRAMEWORK.test(s))).toEqual([]);
      await expect(page.locator(".mg-share button")).toHaveCount(1);
      await expect(page.locator(".mg-reader-question textarea")).toHaveCount(1);
    });

    // The guides' checklist and the enrollment timeline's 5 steps: one component (Checklist.tsx), one enhancement.
    for (const { page: name, path, group, key } of [
      {
        page: "guidance page",
        path: "/path/irmaa-planning",
        group: "#path-checklist-group",
        key: "path-checklist:irmaa-planning",
      },
      {
        page: "enrollment timeline",
        path: "/enrollment-timeline",
        group: "#enrollment-checklist-group",
        key: CHECKLIST_STORAGE.key,
      },
    ]) {
      test(`${name}: the checklist ticks before hydration; the ticks are kept and saved once it is interactive`, async ({
        page,
      }) => {
        const scripts = scriptsRequested(page);
        const release = await holdHydration(page);
        // A reading page (issue 29): the held module (async) holds the load event, not DOMContentLoaded or the paint.
        await page.goto(p(path), { waitUntil: "domcontentloaded" });
        expect(await deadButtons(page)).toEqual([]);
        const boxes = page.locator(`${group} input[type=checkbox]`);
        // A visitor taps the row (label), as on a phone; then Space on another, by keyboard.
        await page.locator(`${group} label`).first().click();
        await boxes.nth(2).focus();
        await page.keyboard.press("Space");
        await expect(boxes.nth(0)).toBeChecked();
        await expect(boxes.nth(2)).toBeChecked();

        await release();
        expect(scripts.filter((s) => FRAMEWORK.test(s))).toEqual([]);
        // Interactive: the checklist says how far the visitor is, and the ticks are kept on the device.
        await expect(page.locator(".mg-checklist__progress")).toBeVisible();
        await expect(boxes.nth(0)).toBeChecked();
        await expect(boxes.nth(2)).toBeChecked();
        await expect(boxes.nth(1)).not.toBeChecked();
        await expect(boxes.nth(2)).toBeFocused();
        const ids = await boxes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
        const saved = async () => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key)) ?? "[]");
        expect((await saved()).sort()).toEqual([ids[0], ids[2]].sort());
        // Now the enhancement's: one press unticks (no double toggle), and the change is saved.
        await page.keyboard.press("Space");
        await expect(boxes.nth(2)).not.toBeChecked();
        await expect.poll(saved).toEqual([ids[0]]);
      });
    }

    test("contact: no dead controls; the e-mail address works until the form can", async ({ page }) => {
      const release = await holdHydration(page);
      await page.goto(p("/contact-us"));
      expect(await deadButtons(page)).toEqual([]);
      await expect(page.locator("main a[href^='mailto:']").first()).toBeVisible();
      await release();
      await expect(page.locator("main form")).toBeVisible();
    });

    test("quiz: an answer given before hydration is kept and the quiz moves on", async ({ page }) => {
      const release = await holdHydration(page);
      await page.goto(p("/find-your-path"));
      expect(await deadButtons(page)).toEqual([]);
      const heading = page.locator("#quiz-step-heading");
      const first = await heading.innerText();
      const firstRadio = page.locator(".mg-quiz__form input[type=radio]").first();
      const name = (await firstRadio.getAttribute("name")) ?? "";
      const value = (await firstRadio.getAttribute("value")) ?? "";
      await choose(page, name, value);
      await page.locator(".mg-quiz__form button[type=submit]").click();
      await release();
      await expect(heading).not.toHaveText(first);
      // Nothing the visitor chose stays in the address.
      expect(new URL(page.url()).search).toBe("");
    });

    test("IRMAA page calculator: a real GET form, filled and computed once hydrated", async ({ page }) => {
      const release = await holdHydration(page);
      await page.goto(p("/irmaa-income-brackets"));
      expect(await deadButtons(page)).toEqual([]);
      await choose(page, "filingStatus", "single");
      await page.locator("#irmaa-page-income").fill("150000");
      await page.locator("#calculator button[type=submit]").click();
      await page.waitForURL(/income=150000/);
      await release();
      await expect(page.locator("#irmaa-page-income")).toHaveValue(/150,?000/);
      await expect(page.locator("input[name=filingStatus][value=single]")).toBeChecked();
      await expect(page.locator("#irmaa-page-result h3")).toBeVisible();
      await expect(page.locator("#irmaa-page-result .mg-costs__summary")).not.toBeEmpty();
    });

    test("IRMAA page calculator: an incomplete submit before hydration gets the error summary once hydrated", async ({
      page,
    }) => {
      const release = await holdHydration(page);
      await page.goto(p("/irmaa-income-brackets"));
      await page.locator("#irmaa-page-income").fill("150000");
      await page.locator("#calculator button[type=submit]").click();
      await page.waitForURL(/income=150000/);
      await release();
      const summary = page.locator("#calculator .mg-error-summary");
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("link")).toHaveCount(1);
      await expect(summary.getByRole("link")).toHaveAttribute("href", "#irmaa-page-filing-status");
      // What was typed before hydration is kept, and no result is shown.
      await expect(page.locator("#irmaa-page-income")).toHaveValue(/150,?000/);
      await expect(page.locator("#irmaa-page-result .mg-costs__summary")).toBeEmpty();
    });
  });

  interface ToolCase {
    path: string;
    /** Fills the visible fields as a visitor would. */
    fill: (page: Page) => Promise<void>;
    /** Query parameters the native submit must carry (every visible field named). */
    params: Record<string, string>;
    /**
     * Personal inputs (birth dates, life events): a submit before hydration is kept in this tab
     * (sessionStorage), never put in the URL, and computed once hydrated.
     */
    personal: boolean;
  }
  const TOOLS: ToolCase[] = [
    {
      path: "/tools/irmaa-calculator",
      fill: async (page) => {
        await choose(page, "filingStatus", "single");
        await page.locator("#irmaa-income").fill("150000");
      },
      params: { year: "", filingStatus: "single", income: "150000" },
      personal: false,
    },
    {
      path: "/tools/enrollment-finder",
      fill: async (page) => {
        await page.locator("#enrollment-age").fill("64");
        // At 64 the answer depends on the birthday (issue 11): the date of birth is asked and kept off the URL.
        const born = birthDateAged64();
        await page.locator("#enrollment-birth-date-month").fill(born.month);
        await page.locator("#enrollment-birth-date-day").fill(born.day);
        await page.locator("#enrollment-birth-date-year").fill(born.year);
        await choose(page, "coverage", "none");
        await choose(page, "onMedicare", "no");
      },
      params: { age: "64", coverage: "none", onMedicare: "no", "birthDate-day": birthDateAged64().day },
      personal: true,
    },
    {
      path: "/tools/cost-estimator",
      fill: async (page) => {
        await page.locator("#cost-zip").fill("10001");
        await page.locator("#cost-age").fill("66");
        await choose(page, "planType", "original");
        await choose(page, "drugs", "yes");
      },
      params: { zip: "10001", age: "66", planType: "original", drugs: "yes" },
      personal: false,
    },
    {
      path: "/tools/plan-comparison",
      fill: async (page) => {
        await page.locator("#comparison-zip").fill("10001");
        await choose(page, "preferences", "travel");
      },
      params: { zip: "10001", preferences: "travel" },
      personal: false,
    },
    {
      path: "/tools/oop-max-tracker",
      fill: async (page) => {
        await choose(page, "planType", "advantage");
        await choose(page, "usage", "high");
      },
      params: { planType: "advantage", usage: "high" },
      personal: false,
    },
    {
      path: "/tools/irmaa-appeal",
      fill: async (page) => {
        await choose(page, "reason", "work_stoppage");
        await choose(page, "documents", "yes");
        await choose(page, "filingStatus", "single");
        await page.locator("#appeal-new-income").fill("90000");
      },
      params: { reason: "work_stoppage", documents: "yes", filingStatus: "single", newIncome: "90000" },
      personal: true,
    },
    {
      path: "/tools/coverage-timeline",
      fill: async (page) => {
        await page.locator("#timeline-birth-month").fill("3");
        await page.locator("#timeline-birth-day").fill("15");
        await page.locator("#timeline-birth-year").fill("1961");
        await choose(page, "insurance", "spouse");
        await page.locator("#timeline-spouse-coverage-end-month").fill("5");
        await page.locator("#timeline-spouse-coverage-end-day").fill("31");
        await page.locator("#timeline-spouse-coverage-end-year").fill("2027");
      },
      params: {
        "birthDate-month": "3",
        "birthDate-day": "15",
        "birthDate-year": "1961",
        insurance: "spouse",
        "spouseCoverageEndDate-month": "5",
        "spouseCoverageEndDate-day": "31",
        "spouseCoverageEndDate-year": "2027",
      },
      personal: true,
    },
  ];

  test.describe(`tools before hydration (${lang})`, () => {
    for (const tool of TOOLS) {
      test(`${tool.path}: a real GET form, filled and computed once hydrated`, async ({ page }) => {
        const release = await holdHydration(page);
        await page.goto(p(tool.path));
        expect(await deadButtons(page)).toEqual([]);
        await tool.fill(page);
        await page.locator("form.mg-tool__form button[type=submit]").click();
        if (tool.personal) {
          // Kept on the device: the page does not navigate, the address stays clean, the inputs stay typed.
          await page.locator("form.mg-tool__form[data-mg-pending]").waitFor({ state: "attached" });
          expect(new URL(page.url()).search).toBe("");
        } else {
          await page.waitForURL((url) =>
            Object.entries(tool.params).every(
              ([name, value]) =>
                url.searchParams.has(name) && (!value || url.searchParams.getAll(name).includes(value)),
            ),
          );
        }
        await release();
        await expect(page.locator("#tool-result-title")).toBeFocused();
        await expect(page.locator(".mg-tool__summary")).not.toBeEmpty();
        for (const [name, value] of Object.entries(tool.params)) {
          if (!value) continue;
          const choice = page.locator(
            `input[type=radio][name="${name}"][value="${value}"], input[type=checkbox][name="${name}"][value="${value}"]`,
          );
          if ((await choice.count()) > 0) await expect(choice.first()).toBeChecked();
          else
            await expect(page.locator(`input[name="${name}"], input[data-held-name="${name}"]`).first()).toHaveValue(
              new RegExp(value.split("").join(",?")),
            );
        }
        if (tool.personal) expect(new URL(page.url()).search).toBe("");
      });
    }

    test("an invalid query gets the same accessible message as typed input", async ({ page }) => {
      await page.goto(p("/tools/irmaa-calculator"));
      await page.locator("html[data-mg-ready]").waitFor({ state: "attached" });
      await page.locator("#irmaa-income").fill("150000");
      await page.locator("form.mg-tool__form button[type=submit]").click();
      const summary = page.locator(".mg-error-summary").first();
      await expect(summary).toBeVisible();
      const typed = await summary.innerText();

      await page.goto(p("/tools/irmaa-calculator?filingStatus=nonsense&income=150000"));
      await page.locator("html[data-mg-ready]").waitFor({ state: "attached" });
      await expect(summary).toBeVisible();
      expect(await summary.innerText()).toBe(typed);
      await expect(summary).toBeFocused();
    });
  });
}

/** A date of birth 64 years and about a month before today (so the age typed, 64, matches it). */
function birthDateAged64(): { month: string; day: string; year: string } {
  const d = new Date();
  d.setDate(Math.min(d.getDate(), 28));
  d.setFullYear(d.getFullYear() - 64);
  d.setMonth(d.getMonth() - 1);
  return { month: String(d.getMonth() + 1), day: String(d.getDate()), year: String(d.getFullYear()) };
}
