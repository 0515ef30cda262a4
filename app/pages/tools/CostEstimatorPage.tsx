/** /tools/cost-estimator (the tools specification, "Tools hub and tool screens", "Cost estimator"): computed in the browser. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { toolLoader as loader } from "../../tools/shared/tool-loader.ts";
export { CostEstimatorView as default } from "../../tools/cost-estimator/CostEstimatorView.tsx";
