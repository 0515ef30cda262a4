/**
 * A build step `npm run build` runs before scripts/postbuild.ts (scripts/build.ts runs it as a process: scripts/
 * imports nothing from a11y/, README "Layers"). The accessibility test report and ACR are pages of the site in
 * both languages (route table, built from a11y/published/acr.json). Published beside them, as documents of their
 * own (no scripts): the full per-page results table (English, technical) at /accessibility-report/results, the
 * ACR as data, the same ACR in GSA's OpenACR format (YAML) beside each language's ACR page, and the Orca
 * transcripts the ACR links as evidence, as plain text. Postbuild then hashes, indexes and compresses them with
 * the rest of the build. Without a published snapshot (a11y/published/index.html) it publishes nothing.
 */
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { PublishedAcr } from "@medicare-guide/content/accessibility-report/acr";
import { openAcrPath, openAcrYaml } from "./openacr.ts";
import { transcriptFiles } from "./transcripts.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(buildDir, "client");
const siteUrl = process.env.SITE_URL ?? "https://medicare-guide.example";
const published = join("a11y", "published");

if (existsSync(join(published, "index.html"))) {
  const target = join(clientDir, "accessibility-report");
  await mkdir(join(target, "results"), { recursive: true });
  await copyFile(join(published, "index.html"), join(target, "results", "index.html"));
  for (const file of ["report.css", "acr.json"])
    if (existsSync(join(published, file))) await copyFile(join(published, file), join(target, file));
  const acr = JSON.parse(await readFile(join(published, "acr.json"), "utf8")) as PublishedAcr;
  for (const lang of ["en", "es"] as const) {
    const file = join(clientDir, openAcrPath(lang).slice(1));
    await mkdir(join(file, ".."), { recursive: true });
    await writeFile(file, openAcrYaml(acr, lang, siteUrl));
  }
  for (const { source, href } of transcriptFiles()) {
    const file = join(clientDir, href.slice(1));
    await mkdir(join(file, ".."), { recursive: true });
    await copyFile(source, file);
  }
  console.info(`publish-build: the accessibility report, the ACR (JSON, OpenACR en/es) and its transcripts`);
}
