/** /tools/coverage-timeline (the tools specification, "Tools hub and tool screens", "Coverage timeline"): computed in the browser, in the visitor's time zone. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { toolLoader as loader } from "../../tools/shared/tool-loader.ts";
import { CoverageTimelineView } from "../../tools/coverage-timeline/CoverageTimelineView.tsx";
import type { Route } from "./+types/CoverageTimelinePage";

/** The view gets the loader's data through props: a re-exported default would not be given them. */
export default function CoverageTimelinePage({ loaderData }: Route.ComponentProps) {
  return <CoverageTimelineView loaderData={loaderData} />;
}
