/** /tools/cost-estimator (spec 001 sections 2.1 and 9.4): computed in the browser. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { CostEstimatorView as default } from "../../tools/cost-estimator/CostEstimatorView.tsx";
