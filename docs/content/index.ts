import type { ComponentDoc } from "./types.ts";

export type { ComponentDoc } from "./types.ts";

/** Every `components/<Name>.ts` module, each exporting `doc`. */
const modules = import.meta.glob<{ doc: ComponentDoc }>("./components/*.ts", { eager: true });

/** The guidance of every design-system component, keyed by its folder name (the file's name). */
export const COMPONENT_DOCS: Record<string, ComponentDoc> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.replace(/^.*\/([^/]+)\.ts$/, "$1"), module.doc]),
);
