/** Merges the per-cell files written by the workers into a11y/reports/axe.json and gallery.json. */
import { packageVersion } from "./config.ts";
import { mergeRecords } from "./lib/cell.ts";

export default function globalTeardown(): void {
  const versions = { axeCore: packageVersion("axe-core"), playwright: packageVersion("@playwright/test") };
  const pages = mergeRecords("axe", { baseURL: process.env.BASE_URL ?? null, versions });
  const gallery = mergeRecords("gallery", { versions });
  console.info(`a11y: merged ${pages.length} page cells into a11y/reports/axe.json, ${gallery.length} gallery cells into a11y/reports/gallery.json`);
}
