// 400% zoom re-test after the fix (floating bar hidden on very short windows): an engineer's manual check, not a gate.
// BASE_URL=http://127.0.0.1:4184 OUT_DIR=a11y/manual/artifacts node a11y/manual/artifacts/zoom-retest-2026-11-24.ts
import { chromium } from "@playwright/test";
import { findChromium } from "../../../scripts/chromium.ts";
const base = process.env.BASE_URL ?? "http://127.0.0.1:4184";
const out = process.env.OUT_DIR ?? "a11y/manual/artifacts";
const browser = await chromium.launch({ executablePath: findChromium()!, args: ["--no-sandbox"] });
const log: string[] = [];
for (const path of ["/", "/es/tools/irmaa-calculator", "/faq"]) {
  const page = await browser.newPage({ viewport: { width: 320, height: 200 }, deviceScaleFactor: 1 });
  await page.goto(base + path);
  await page.locator("html[data-mg-ready]").waitFor({ state: "attached" });
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForTimeout(300);
  const state = await page.evaluate(() => {
    const bar = document.querySelector(".mg-floating-bar");
    const fixed = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (e) => getComputedStyle(e).position === "fixed" && e.getBoundingClientRect().height > 0,
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      bar: bar ? getComputedStyle(bar).display : "absent",
      fixedVisible: fixed.length,
    };
  });
  log.push(`zoom ${path}: ${JSON.stringify(state)}`);
  await page.screenshot({ path: `${out}/zoom-retest${path.replace(/\W+/g, "-")}-mid.png` });
  // The footer's in-flow Back to top link, by keyboard.
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: /Back to top|Volver arriba/ })
    .focus();
  await page.keyboard.press("Enter");
  await page.waitForTimeout(300);
  log.push(`  after footer Back to top: scrollY ${await page.evaluate(() => window.scrollY)}`);
  await page.close();
}
await browser.close();
// oxlint-disable-next-line no-console
console.log(log.join("\n"));
