/** `npm run new:tool <id>`: a new tool's six files (scripts/new-tool/generate.ts). */
import { generateTool } from "./new-tool/generate.ts";

const id = process.argv[2];
if (!id) {
  console.error("Usage: npm run new:tool <id>   (e.g. npm run new:tool part-b-premium)");
  process.exit(2);
}
try {
  const written = await generateTool(process.cwd(), id);
  console.info(`new:tool wrote ${written.length} files:\n  ${written.join("\n  ")}`);
  console.info("Next: reshape the model, view and strings; then npm run typecheck, npm run lint, npm run validate and");
  console.info(
    `npx vitest run app/tools/${id} app/tools/registry.test.ts app/tools/shared app/i18n (README "Add a tool").`,
  );
} catch (error) {
  console.error(`new:tool: ${(error as Error).message}`);
  process.exit(1);
}
