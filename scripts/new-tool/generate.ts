/**
 * `npm run new:tool <id>`: writes the six files of a tool (README "Add a tool"): app/tools/<id>/model.ts,
 * model.test.ts, <Tool>View.tsx, <Tool>View.test.tsx and locales/{en,es}/tool-<id>.json. Nothing else is
 * edited: the route, the hub's card, the breadcrumb and the typed strings all follow from these files
 * (content/routes/tools.ts). Files come out formatted by the project's Prettier, so `npm run lint` passes.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import * as prettier from "prettier";
import { modelFile, modelTestFile, pascalCase, strings, viewFile, viewTestFile, type ToolNames } from "./templates.ts";

/** A tool id: lower-case words joined by hyphens (it becomes a path, a folder and a namespace). */
const TOOL_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** One after the last place in the hub's "part-b" group, where a new tool's card starts. */
function nextOrder(root: string): number {
  const folder = join(root, "locales", "en");
  const orders = existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => /^tool-.*\.json$/.test(file))
        .map(
          (file) =>
            JSON.parse(readFileSync(join(folder, file), "utf8")) as {
              tool?: { hub?: { group?: string; order?: number } };
            },
        )
        .filter((json) => json.tool?.hub?.group === "part-b")
        .map((json) => json.tool?.hub?.order ?? 0)
    : [];
  return Math.max(0, ...orders) + 1;
}

/** Writes the tool's files under `root` (the repository) and returns their paths relative to it. */
export async function generateTool(root: string, id: string): Promise<string[]> {
  if (!TOOL_ID.test(id))
    throw new Error(`"${id}" is not a tool id: use lower-case words joined by hyphens, e.g. part-b-premium`);
  const folder = join(root, "app", "tools", id);
  if (existsSync(folder)) throw new Error(`app/tools/${id} already exists: choose another id`);
  const names: ToolNames = { slug: id, pascal: pascalCase(id), order: nextOrder(root) };
  const files: Record<string, string> = {
    [`app/tools/${id}/model.ts`]: modelFile(names),
    [`app/tools/${id}/model.test.ts`]: modelTestFile(names),
    [`app/tools/${id}/${names.pascal}View.tsx`]: viewFile(names),
    [`app/tools/${id}/${names.pascal}View.test.tsx`]: viewTestFile(names),
    [`locales/en/tool-${id}.json`]: JSON.stringify(strings(names, "en")),
    [`locales/es/tool-${id}.json`]: JSON.stringify(strings(names, "es")),
  };
  const taken = Object.keys(files).find((path) => existsSync(join(root, path)));
  if (taken) throw new Error(`${taken} already exists: choose another id`);
  for (const [path, text] of Object.entries(files)) {
    const target = join(root, path);
    const options = (await prettier.resolveConfig(target)) ?? {};
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await prettier.format(text, { ...options, filepath: target }));
  }
  return Object.keys(files);
}
