// Print-out visual check (issue "Take it with you", item 2): an engineer's manual check, not a gate.
// Prints /medicare-costs-2026 (figures, tables, sources, links) with "larger text" chosen to a Letter PDF;
// pdftoppm (poppler-utils) turns its first and last pages into PNGs that are then looked at.
// BASE_URL=http://127.0.0.1:6673 OUT_DIR=a11y/manual/artifacts node a11y/manual/artifacts/print-pdf-2026-11-27.ts
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { findChromium } from "../../../scripts/chromium.ts";
const base = process.env.BASE_URL ?? "http://127.0.0.1:6673";
const out = process.env.OUT_DIR ?? "a11y/manual/artifacts";
const browser = await chromium.launch({ executablePath: findChromium()!, args: ["--no-sandbox"] });
const page = await browser.newPage();
await page.addInitScript(() => localStorage.setItem("mg-display", JSON.stringify({ textSize: "large" })));
await page.goto(`${base}/medicare-costs-2026`);
await page.locator("html[data-mg-ready]").waitFor({ state: "attached" });
await page.emulateMedia({ media: "print" });
const rootSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const pdf = await page.pdf({ format: "Letter" });
await writeFile(`${out}/print-costs-large.pdf`, pdf);
await browser.close();
const pages = execFileSync("pdfinfo", [`${out}/print-costs-large.pdf`], { encoding: "utf8" }).match(
  /Pages:\s+(\d+)/,
)?.[1];
execFileSync("pdftoppm", [
  "-png",
  "-r",
  "60",
  "-f",
  "1",
  "-l",
  "1",
  `${out}/print-costs-large.pdf`,
  `${out}/print-costs-large-first`,
]);
execFileSync("pdftoppm", [
  "-png",
  "-r",
  "60",
  "-f",
  pages!,
  "-l",
  pages!,
  `${out}/print-costs-large.pdf`,
  `${out}/print-costs-large-last`,
]);
// oxlint-disable-next-line no-console
console.log(`root font size in print: ${rootSize}; PDF pages: ${pages}; PDF bytes: ${pdf.length}`);
