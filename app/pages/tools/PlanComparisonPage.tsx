/** /tools/plan-comparison (the tools specification, "Tools hub and tool screens", "Plan comparison"): computed in the browser. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { toolLoader as loader } from "../../tools/shared/tool-loader.ts";
import { PlanComparisonView } from "../../tools/plan-comparison/PlanComparisonView.tsx";
import type { Route } from "./+types/PlanComparisonPage";

/** The view gets the loader's data through props: a re-exported default would not be given them. */
export default function PlanComparisonPage({ loaderData }: Route.ComponentProps) {
  return <PlanComparisonView loaderData={loaderData} />;
}
