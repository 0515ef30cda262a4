import { writeFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * `CHUNK_CONTENTS=<file.json> npm run build -- --site`: writes, for every chunk of the browser build, its static
 * and dynamic imports and the modules in it with their rendered size, largest first. What a page's budget
 * (`npm run test:budget`) is made of, without a visualizer dependency (issue 10).
 */
export function chunkContents(file: string | undefined): Plugin | false {
  if (!file) return false;
  return {
    name: "mg-chunk-contents",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks: Record<string, { imports: string[]; dynamicImports: string[]; modules: [string, number][] }> = {};
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== "chunk") continue;
        chunks[name] = {
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.entries(chunk.modules)
            .map(([id, m]): [string, number] => [id.replace(process.cwd(), ""), m.renderedLength])
            .sort((a, b) => b[1] - a[1]),
        };
      }
      writeFileSync(file, JSON.stringify(chunks, null, 1));
    },
  };
}
