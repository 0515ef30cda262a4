/** /tools/coverage-timeline (spec 001 sections 2.1 and 9.9): computed in the browser, in the visitor's time zone. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { CoverageTimelineView as default } from "../../tools/coverage-timeline/CoverageTimelineView.tsx";
