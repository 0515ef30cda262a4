/** /tools/oop-max-tracker (the tools specification, "Tools hub and tool screens", "Out-of-pocket max tracker"): computed in the browser. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { toolLoader as loader } from "../../tools/shared/tool-loader.ts";
import { OopMaxTrackerView } from "../../tools/oop-max-tracker/OopMaxTrackerView.tsx";
import type { Route } from "./+types/OopMaxTrackerPage";

/** The view gets the loader's data through props: a re-exported default would not be given them. */
export default function OopMaxTrackerPage({ loaderData }: Route.ComponentProps) {
  return <OopMaxTrackerView loaderData={loaderData} />;
}
