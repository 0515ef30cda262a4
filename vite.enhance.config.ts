import { resolve } from "node:path";
import { defineConfig } from "vite";

/**
 * The reading pages' enhancement module (issue 29, app/enhance.ts), built on its own after React Router's build
 * (scripts/build.ts): a separate graph, so it shares no chunk with the framework or the shell and a reading page
 * loads this one small file. Written beside the site's assets with a content hash; scripts/postbuild.ts puts its
 * address into every reading page and records it for the bundle budget.
 */
export default defineConfig({
  publicDir: false,
  logLevel: "warn",
  build: {
    outDir: resolve(process.env.BUILD_DIR ?? "build", "client"),
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: false,
    reportCompressedSize: false,
    target: "es2022",
    rollupOptions: {
      input: { enhance: resolve(import.meta.dirname, "app/enhance.ts") },
      output: {
        format: "es",
        // A dot after the entry's "enhance", a dash after the chunks': postbuild tells them apart (enhanceEntryFile).
        entryFileNames: "assets/enhance.[hash].js",
        chunkFileNames: "assets/enhance-[name]-[hash].js",
      },
    },
  },
});
