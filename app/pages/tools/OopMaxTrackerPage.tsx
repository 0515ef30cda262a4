/** /tools/oop-max-tracker (spec 001 sections 2.1 and 9.7): computed in the browser. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { OopMaxTrackerView as default } from "../../tools/oop-max-tracker/OopMaxTrackerView.tsx";
