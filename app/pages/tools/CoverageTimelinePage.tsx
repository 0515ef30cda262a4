/** /tools/coverage-timeline (the tools specification, "Tools hub and tool screens", "Coverage timeline"): computed in the browser, in the visitor's time zone. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { toolLoader as loader } from "../../tools/shared/tool-loader.ts";
export { CoverageTimelineView as default } from "../../tools/coverage-timeline/CoverageTimelineView.tsx";
