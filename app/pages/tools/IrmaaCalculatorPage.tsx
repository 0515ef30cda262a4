/** /tools/irmaa-calculator (the tools specification, "Tools hub and tool screens"): everything is computed in the browser. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { toolLoader as loader } from "../../tools/shared/tool-loader.ts";
export { IrmaaCalculatorView as default } from "../../tools/irmaa-calculator/IrmaaCalculatorView.tsx";
