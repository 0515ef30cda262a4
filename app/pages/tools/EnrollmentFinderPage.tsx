/** /tools/enrollment-finder (the tools specification, "Tools hub and tool screens", "Enrollment finder logic"): computed in the browser with today's date. One wrapper for every tool: app/tools/shared/tool-page.ts. */
export { toolMeta as meta } from "../../tools/shared/tool-page.ts";
export { toolLoader as loader } from "../../tools/shared/tool-loader.ts";
import { EnrollmentFinderView } from "../../tools/enrollment-finder/EnrollmentFinderView.tsx";
import type { Route } from "./+types/EnrollmentFinderPage";

/** The view gets the loader's data through props: a re-exported default would not be given them. */
export default function EnrollmentFinderPage({ loaderData }: Route.ComponentProps) {
  return <EnrollmentFinderView loaderData={loaderData} />;
}
