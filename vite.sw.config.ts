import { resolve } from "node:path";
import { defineConfig } from "vite";

/**
 * The service worker (issue 28, app/offline/service-worker.ts), bundled on its own after the site (scripts/build.ts)
 * into one classic script with Workbox's modules: every browser that has service workers can run it (module
 * workers are newer). Written outside build/client: scripts/postbuild.ts runs workbox-build's injectManifest on it
 * once the pages are final and writes the result to build/client/sw.js.
 */
export default defineConfig({
  publicDir: false,
  logLevel: "warn",
  // Workbox's modules keep their development logging behind process.env.NODE_ENV.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: resolve(process.env.BUILD_DIR ?? "build", "sw"),
    emptyOutDir: true,
    copyPublicDir: false,
    modulePreload: false,
    reportCompressedSize: false,
    target: "es2022",
    rollupOptions: {
      input: { sw: resolve(import.meta.dirname, "app/offline/service-worker.ts") },
      output: { format: "iife", entryFileNames: "[name].js" },
    },
  },
});
