/** /tools/enrollment-finder (spec 001 sections 2.1 and 9.5): computed in the browser with today's date. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { EnrollmentFinderView as default } from "../../tools/enrollment-finder/EnrollmentFinderView.tsx";
