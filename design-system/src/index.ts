/* Public API of the design system: one export line per component. */
export type { ComponentExample } from "./examples.ts";
export { useDsStrings, dsResources } from "./i18n/index.ts";
export { Button, type ButtonProps } from "./components/Button/index.ts";
