/**
 * `npm run validate`: locale parity (every locales/en file has an es twin with
 * the same keys, no empty strings, the same {{placeholders}}), the route table
 * (unique ids and paths, titles in both languages, modules exist) and the zod
 * checks of content/ (content/validate.ts).
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import {
  PLANNED_ROUTES,
  REDIRECTS,
  SITE_ROUTES,
  TOOL_DEFINITIONS,
  toolBlockProblems,
} from "@medicare-guide/content/routes";
import { validateContent } from "../content/validate.ts";
import { literalFigureReport } from "../content/figures/literal-scan.ts";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
const problems: string[] = [];

async function jsonFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await jsonFiles(full)));
    else if (entry.name.endsWith(".json")) out.push(full);
  }
  return out;
}

function flatten(value: Json, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

const placeholders = (s: string) =>
  [...s.matchAll(/\{\{\s*([\w.@:-]+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(",");

// 1. Locale parity.
const enFiles = (await jsonFiles("locales/en")).map((f) => relative("locales/en", f));
const esFiles = (await jsonFiles("locales/es")).map((f) => relative("locales/es", f));
const twinMissing = (missing: string, present: string) =>
  `${missing} is missing: ${present} has no twin in the other language (every strings file exists in locales/en and locales/es, with the same keys)`;
for (const file of enFiles)
  if (!esFiles.includes(file)) problems.push(twinMissing(`locales/es/${file}`, `locales/en/${file}`));
for (const f of esFiles) if (!enFiles.includes(f)) problems.push(twinMissing(`locales/en/${f}`, `locales/es/${f}`));

/** A strings file's JSON, or a sentence in `problems` (and an empty object) when it does not parse. */
async function readJson(path: string): Promise<Json> {
  try {
    return JSON.parse(await readFile(path, "utf8")) as Json;
  } catch (error) {
    problems.push(`${path} is not valid JSON: ${(error as Error).message}`);
    return {};
  }
}
const locales: Record<string, Map<string, string>> = {};
for (const f of enFiles.filter((name) => esFiles.includes(name))) {
  const en = flatten(await readJson(join("locales/en", f)));
  const es = flatten(await readJson(join("locales/es", f)));
  locales[`en/${f}`] = en;
  locales[`es/${f}`] = es;
  for (const [key, value] of en) {
    const other = es.get(key);
    if (other === undefined) problems.push(`locales/es/${f}: missing key "${key}"`);
    else {
      if (!other.trim()) problems.push(`locales/es/${f}: empty string at "${key}"`);
      if (placeholders(value) !== placeholders(other))
        problems.push(
          `locales/*/${f}: placeholders differ at "${key}" (en: ${placeholders(value)} es: ${placeholders(other)})`,
        );
    }
    if (!value.trim()) problems.push(`locales/en/${f}: empty string at "${key}"`);
  }
  for (const key of es.keys()) if (!en.has(key)) problems.push(`locales/en/${f}: missing key "${key}"`);
}

// 2. Route table.
const ids = new Set<string>();
const paths = new Set<string>();
for (const route of SITE_ROUTES) {
  if (ids.has(route.id)) problems.push(`route id "${route.id}" is used twice`);
  if (paths.has(route.path)) problems.push(`route path "${route.path}" is used twice`);
  ids.add(route.id);
  paths.add(route.path);
  if (!existsSync(join("app", route.file))) problems.push(`route ${route.id}: module app/${route.file} does not exist`);
  for (const lang of ["en", "es"]) {
    // A tool's title is its short name in its own strings (content/routes/tools.ts).
    const [file, key] =
      route.tool && route.tool !== "find-your-path"
        ? [`tool-${route.tool}.json`, "tool.name"]
        : ["routes.json", route.title?.key ?? route.id];
    if (!enFiles.includes(file) || !esFiles.includes(file)) continue; // a missing file is reported above
    if (!locales[`${lang}/${file}`]?.get(key)) problems.push(`route ${route.id}: no title in locales/${lang}/${file}`);
  }
  if (PLANNED_ROUTES.some((p) => p.path === route.path))
    problems.push(`route ${route.path} is built but still listed in PLANNED_ROUTES`);
}
for (const [from, to] of Object.entries(REDIRECTS)) {
  if (!paths.has(to) && !PLANNED_ROUTES.some((p) => p.path === to))
    problems.push(`redirect ${from} -> ${to}: target is not a route`);
}

// A tool's place on /tools is data, not words: the Spanish "tool" block must place it as the English one does.
for (const { slug } of TOOL_DEFINITIONS) {
  const file = `tool-${slug}.json`;
  if (!esFiles.includes(file)) continue; // reported above as a missing file
  const place = (lang: string) =>
    JSON.stringify([...(locales[`${lang}/${file}`] ?? [])].filter(([key]) => key.startsWith("tool.hub.")));
  if (place("en") !== place("es")) problems.push(`locales/*/${file}: "tool.hub" differs between en and es`);
  const esBlock = (await readJson(join("locales/es", file))) as { tool?: unknown };
  for (const problem of toolBlockProblems(esBlock.tool)) problems.push(`locales/es/${file}: tool: ${problem}`);
}

// 3. Content (zod schemas, cross references).
problems.push(...(await validateContent()));

// 4. No Medicare figure typed outside content/figures (app/, locales/, content/, the design system, functions).
for (const hit of literalFigureReport(process.cwd()))
  problems.push(
    `${hit}: a Medicare amount typed by hand; read it from content/figures (getFigure, formatMoney or {{fig:key}})`,
  );

if (problems.length) {
  console.error(`validate: ${problems.length} problem(s)\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.info(`validate: ${enFiles.length} locale files in parity, ${SITE_ROUTES.length} routes, content valid`);
