/** /tools/cost-estimator (the tools specification, "Tools hub and tool screens", "Cost estimator"): computed in the browser. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { toolLoader as loader } from "../../tools/shared/tool-loader.ts";
import { CostEstimatorView } from "../../tools/cost-estimator/CostEstimatorView.tsx";
import type { Route } from "./+types/CostEstimatorPage";

/** The view gets the loader's data through props: a re-exported default would not be given them. */
export default function CostEstimatorPage({ loaderData }: Route.ComponentProps) {
  return <CostEstimatorView loaderData={loaderData} />;
}
