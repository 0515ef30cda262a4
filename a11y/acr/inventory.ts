/**
 * Facts read from the prerendered HTML of every page (<BUILD_DIR>/client),
 * used as ACR evidence: whether any page holds time-based media, whether any
 * page refreshes or redirects itself on a timer, and the reading level.
 */
import { existsSync, readFileSync } from "node:fs";
import type { InventoryFact } from "./criteria.ts";
import type { Fact } from "./evaluate.ts";
import { pageFile, type PageReading } from "../readability/pages.ts";

const MEDIA = /<(video|audio|object|embed|iframe)\b/i;
const REFRESH = /<meta\b[^>]*http-equiv=["']?refresh/i;

export function htmlFacts(
  clientDir: string,
  paths: readonly string[],
  readability: readonly PageReading[],
): Partial<Record<InventoryFact, Fact>> {
  const found = paths.filter((p) => existsSync(pageFile(clientDir, p)));
  if (found.length === 0) return {};
  const media: string[] = [];
  const refresh: string[] = [];
  for (const path of found) {
    const html = readFileSync(pageFile(clientDir, path), "utf8");
    if (MEDIA.test(html)) media.push(path);
    if (REFRESH.test(html)) refresh.push(path);
  }
  const above = readability.filter((r) => !r.meetsTarget);
  const scope = `${found.length} of ${paths.length} prerendered pages read`;
  return {
    "no-time-based-media": {
      holds: media.length === 0,
      detail:
        media.length === 0
          ? `no audio, video, object, embed or iframe element on any page (${scope})`
          : `audio, video or embedded media on ${media.join(", ")}`,
    },
    "no-auto-refresh": {
      holds: refresh.length === 0,
      detail:
        refresh.length === 0
          ? `no page refreshes or redirects itself on a timer (${scope})`
          : `meta refresh on ${refresh.join(", ")}`,
    },
    "readability-scored": {
      holds: readability.length > 0 && above.length === 0,
      detail:
        readability.length === 0
          ? "no page scored"
          : above.length === 0
            ? `all ${readability.length} pages meet the reading-level target`
            : `${above.length} of ${readability.length} pages are above the reading-level target (US grade 8; Fernández-Huerta 60 in Spanish): ${above
                .slice(0, 8)
                .map((r) => r.path)
                .join(", ")}${above.length > 8 ? ", ..." : ""}`,
    },
  };
}
