import { chromium } from "@playwright/test";
import { PLAYWRIGHT_CHROME_FLAGS, chromiumPath, selectedPages } from "./a11y/config.ts";
import { PAGE_CHECKS, runPageChecks } from "./a11y/lib/registry.ts";
const base = process.env.BASE!;
const width = Number(process.env.W ?? 1280);
const ids = (process.env.CHECKS ?? "keyboard-access,link-purpose,forms,structure,generated-text").split(",");
const browser = await chromium.launch({ executablePath: chromiumPath(), args: PLAYWRIGHT_CHROME_FLAGS });
const page = await browser.newPage({ viewport: { width, height: 800 } });
if (process.env.HC) await page.addInitScript(() => localStorage.setItem("mg-display", JSON.stringify({ textSize: "standard", contrast: "high" })));
const t0 = Date.now();
for (const { path } of selectedPages()) {
  await page.goto(base + path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const res = await runPageChecks(page, PAGE_CHECKS.filter((c) => ids.includes(c.id)), process.env.HC ? "enhanced" : "standard");
  for (const r of res) for (const f of r.outcome.failures) console.log(`${path} ${r.check}: ${f.element} :: ${f.detail}`);
}
console.log("done", Date.now() - t0, "ms");
await browser.close();
