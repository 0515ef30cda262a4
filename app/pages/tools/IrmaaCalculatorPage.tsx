/** /tools/irmaa-calculator (the tools specification, "Tools hub and tool screens"): everything is computed in the browser. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { toolLoader as loader } from "../../tools/shared/tool-loader.ts";
import { IrmaaCalculatorView } from "../../tools/irmaa-calculator/IrmaaCalculatorView.tsx";
import type { Route } from "./+types/IrmaaCalculatorPage";

/** The view gets the loader's data through props: a re-exported default would not be given them. */
export default function IrmaaCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <IrmaaCalculatorView loaderData={loaderData} />;
}
