/** /tools/irmaa-appeal (the tools specification, "Tools hub and tool screens", "IRMAA appeal assistant"): computed in the browser. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { toolLoader as loader } from "../../tools/shared/tool-loader.ts";
import { IrmaaAppealView } from "../../tools/irmaa-appeal/IrmaaAppealView.tsx";
import type { Route } from "./+types/IrmaaAppealPage";

/** The view gets the loader's data through props: a re-exported default would not be given them. */
export default function IrmaaAppealPage({ loaderData }: Route.ComponentProps) {
  return <IrmaaAppealView loaderData={loaderData} />;
}
