import type { Config } from "@react-router/dev/config";
import { componentNames } from "./app/component-list.ts";

/** The design-system documentation site: prerendered like the app, built into build/docs. */
export default {
  appDirectory: "app",
  buildDirectory: process.env.DOCS_BUILD_DIR ?? "../build/docs",
  ssr: false,
  prerender: () => docsPaths(),
  routeDiscovery: { mode: "initial" },
} satisfies Config;

export function docsPaths(): string[] {
  return [
    "/",
    "/tokens",
    "/themes",
    "/writing",
    "/add-a-component",
    ...componentNames().map((n) => `/components/${n}`),
  ];
}
