/** `npm run lint`'s layer check (scripts/layers/check.ts): exits 1 and names each import that breaks README "Layers". */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkLayers, formatViolation } from "./layers/check.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();
const violations = checkLayers({ root, projects: ["tsconfig.json", "docs/tsconfig.json"] });
for (const violation of violations) console.error(formatViolation(violation));
console.info(
  `layers: ${violations.length} problem(s): imports across layers, import circles or words typed in app/ views (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(violations.length > 0 ? 1 : 0);
