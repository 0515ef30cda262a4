/** /tools/plan-comparison (spec 001 sections 2.1 and 9.6): computed in the browser. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { PlanComparisonView as default } from "../../tools/plan-comparison/PlanComparisonView.tsx";
