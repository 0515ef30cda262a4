/** /tools/enrollment-finder (the tools specification, "Tools hub and tool screens", "Enrollment finder logic"): computed in the browser with today's date. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { toolLoader as loader } from "../../tools/shared/tool-loader.ts";
export { EnrollmentFinderView as default } from "../../tools/enrollment-finder/EnrollmentFinderView.tsx";
