/**
 * `npm run test:html`: every prerendered page (BUILD_DIR, default build) is valid HTML (WCAG 4.1.1 as
 * parsing, and what assistive technology needs from the markup: unique ids, allowed nesting, required
 * attributes) by html-validate's "standard", "document" and "a11y" presets. Stylistic rules are not
 * run. No browser. A false positive goes in the one register, a11y/false-positives.json, as
 * { rule: "html-validate:<rule id>", selector, wcag, reason }: a message is dropped when the element it
 * names (its CSS path, resolved in the page with jsdom) matches the entry's selector.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { HtmlValidate, type ConfigData } from "html-validate";
import { JSDOM } from "jsdom";
import { ROOT, readFalsePositives } from "../config.ts";

const started = performance.now();
const clientDir = join(ROOT, process.env.BUILD_DIR ?? "build", "client");
const config = JSON.parse(readFileSync(join(ROOT, "a11y", "html", "config.json"), "utf8")) as ConfigData & {
  $comment?: string;
};
delete config.$comment;
const validator = new HtmlValidate(config);
const register = readFalsePositives().filter((fp) => fp.rule.startsWith("html-validate:"));

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "assets" ? [] : pages(path);
    return name.endsWith(".html") && !name.startsWith("__") ? [path] : [];
  });
}

/**
 * A `<template>`'s content is an inert DocumentFragment of its own (HTML: it is not in the document, has no
 * landmarks and no ids there), but html-validate checks it as part of the page: the reading pages' menu drawer,
 * prerendered in a template for its enhancement (MobileMenu.enhance.ts), repeats the names of the header's
 * and footer's navigations. Blank it out (keeping lines and columns); the drawer's markup is the React drawer's,
 * which the axe gate scans open (a11y/site.spec.ts, the header overlays).
 */
export function withoutTemplateContent(html: string): string {
  return html.replace(
    /(<template\b[^>]*>)([\s\S]*?)(<\/template>)/g,
    (_, open: string, content: string, close: string) => open + content.replace(/[^\n]/g, " ") + close,
  );
}

const files = pages(clientDir);
const problems: string[] = [];
for (const file of files) {
  const html = withoutTemplateContent(readFileSync(file, "utf8"));
  const report = await validator.validateString(html, relative(clientDir, file));
  let dom: Document | undefined;
  for (const result of report.results)
    for (const m of result.messages) {
      const entries = register.filter((fp) => fp.rule === `html-validate:${m.ruleId}`);
      if (entries.length && m.selector) {
        dom ??= new JSDOM(html).window.document;
        const el = dom.querySelector(m.selector);
        if (el && entries.some((fp) => el.matches(fp.selector))) continue;
      }
      problems.push(`${result.filePath}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ""})`);
    }
}
const secs = ((performance.now() - started) / 1000).toFixed(1);
if (files.length === 0) problems.push(`no pages in ${clientDir} (run npm run build)`);
if (problems.length) {
  console.error(`html: ${problems.length} problem(s) in ${files.length} pages (${secs} s)\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.info(`html: ${files.length} pages valid (${secs} s)`);
