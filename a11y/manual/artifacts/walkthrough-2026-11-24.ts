// Keyboard-only walkthrough + 400% zoom capture (engineer's manual check, not a gate).
import { chromium } from "@playwright/test";
import { findChromium } from "../../../scripts/chromium.ts";
const base = process.env.BASE_URL ?? "http://127.0.0.1:5140";
const out = process.env.OUT_DIR ?? "build-h5-reports/manual";
const browser = await chromium.launch({ executablePath: findChromium()!, args: ["--no-sandbox"] });
const log: string[] = [];
for (const path of ["/", "/es/contact-us", "/tools/irmaa-calculator"]) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(base + path);
  await page.locator("html[data-mg-ready]").waitFor({ state: "attached" });
  const stops: string[] = [];
  for (let i = 1; i <= 60; i++) {
    await page.keyboard.press("Tab");
    const d = await page.evaluate(() => {
      const e = document.activeElement as HTMLElement | null;
      if (!e || e === document.body) return "body";
      const r = e.getBoundingClientRect();
      const cs = getComputedStyle(e);
      return `${e.tagName.toLowerCase()} "${(e.getAttribute("aria-label") || e.textContent || "").trim().replace(/\s+/g, " ").slice(0, 40)}" outline=${cs.outlineStyle}/${cs.outlineWidth} box=${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)}x${Math.round(r.height)}`;
    });
    stops.push(`${i}: ${d}`);
    if ([1, 2, 8, 20].includes(i)) await page.screenshot({ path: `${out}/kb${path.replace(/\W+/g, "-")}-${i}.png` });
  }
  log.push(`== ${path}`, ...stops);
  await page.close();
}
// 400% zoom of a 1280x800 window = a 320x200 CSS px viewport at 4x device pixels.
for (const path of ["/", "/es/tools/irmaa-calculator", "/faq"]) {
  const page = await browser.newPage({ viewport: { width: 320, height: 200 }, deviceScaleFactor: 1 });
  await page.goto(base + path);
  await page.locator("html[data-mg-ready]").waitFor({ state: "attached" });
  const sw = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  log.push(`zoom ${path}: scrollWidth ${sw[0]} clientWidth ${sw[1]}`);
  await page.screenshot({ path: `${out}/zoom${path.replace(/\W+/g, "-")}-top.png` });
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${out}/zoom${path.replace(/\W+/g, "-")}-mid.png` });
  await page.close();
}
await browser.close();
// oxlint-disable-next-line no-console
console.log(log.join("\n"));
