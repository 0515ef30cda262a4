/** /tools/irmaa-appeal (the tools specification, "Tools hub and tool screens", "IRMAA appeal assistant"): computed in the browser. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { toolLoader as loader } from "../../tools/shared/tool-loader.ts";
export { IrmaaAppealView as default } from "../../tools/irmaa-appeal/IrmaaAppealView.tsx";
