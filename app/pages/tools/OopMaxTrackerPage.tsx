/** /tools/oop-max-tracker (the tools specification, "Tools hub and tool screens", "Out-of-pocket max tracker"): computed in the browser. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { toolLoader as loader } from "../../tools/shared/tool-loader.ts";
export { OopMaxTrackerView as default } from "../../tools/oop-max-tracker/OopMaxTrackerView.tsx";
