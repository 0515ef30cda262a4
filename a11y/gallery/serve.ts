/**
 * Builds the design-system gallery (a11y/gallery) into build/a11y-gallery and
 * serves it with `vite preview` on GALLERY_PORT (default 4177) until stopped.
 * Started by a11y/playwright.config.ts as a web server.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, preview } from "vite";

const configFile = join(dirname(fileURLToPath(import.meta.url)), "vite.config.ts");
const port = Number(process.env.GALLERY_PORT ?? 4177);

const t0 = performance.now();
await build({ configFile });
console.info(`gallery: built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const server = await preview({ configFile, preview: { port, host: "127.0.0.1", strictPort: true } });
console.info(`gallery: http://127.0.0.1:${port}/`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
