/** /tools/plan-comparison (the tools specification, "Tools hub and tool screens", "Plan comparison"): computed in the browser. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { toolLoader as loader } from "../../tools/shared/tool-loader.ts";
export { PlanComparisonView as default } from "../../tools/plan-comparison/PlanComparisonView.tsx";
