import type { ComponentGuidance } from "@medicare-guide/design-system";

/** Every component's `<Name>/<Name>.docs.ts`, each exporting `guidance`. */
const modules = import.meta.glob<{ guidance: ComponentGuidance }>("../../design-system/src/components/*/*.docs.ts", {
  eager: true,
});

/** The written guidance of every design-system component, keyed by its folder name. */
export const COMPONENT_GUIDANCE: Record<string, ComponentGuidance> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.replace(/^.*\/([^/]+)\.docs\.ts$/, "$1"), module.guidance]),
);

/** The guidance of one component; a component without its `.docs.ts` fails the docs build rather than a bare page. */
export function guidanceOf(name: string): ComponentGuidance {
  const guidance = COMPONENT_GUIDANCE[name];
  if (!guidance) throw new Error(`No guidance for ${name}: write design-system/src/components/${name}/${name}.docs.ts`);
  return guidance;
}
