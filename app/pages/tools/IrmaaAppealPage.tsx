/** /tools/irmaa-appeal (spec 001 sections 2.1 and 9.8): computed in the browser. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { IrmaaAppealView as default } from "../../tools/irmaa-appeal/IrmaaAppealView.tsx";
