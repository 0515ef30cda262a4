import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "@medicare-guide/content/routes";

/**
 * Every route is prerendered to static HTML at build time and hydrated in the
 * browser (ssr: false). The list comes from the one route table.
 */
export default {
  appDirectory: "app",
  // BUILD_DIR lets several builds (gates, parallel work) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: () => prerenderPaths(),
  routeDiscovery: { mode: "initial" },
} satisfies Config;
