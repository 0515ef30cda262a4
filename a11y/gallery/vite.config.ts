/**
 * The design-system gallery: a plain Vite app (no react-router plugin) that
 * renders every `*.examples.tsx` export, scanned by a11y/gallery.spec.ts.
 * JSX through Vite 8's built-in oxc transform (automatic runtime); no plugin.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");

export default defineConfig({
  root: here,
  base: "/",
  logLevel: "warn",
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: join(root, "build", "a11y-gallery"),
    emptyOutDir: true,
    reportCompressedSize: false,
    minify: false,
  },
  preview: { host: "127.0.0.1", strictPort: true },
});
