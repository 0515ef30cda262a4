/**
 * A tool's related links name pages by route id. The @ts-expect-error line is the test: were `to` a path string
 * again, it would compile and `npm run typecheck` would fail on the unused directive.
 */
import { expect, it } from "vitest";
import type { RelatedLink } from "./ToolParts.tsx";

it("a related link names a route id, not a path", () => {
  const byId: RelatedLink = { to: "tools-cost-estimator", label: "Cost estimator" };
  // @ts-expect-error "/tools/cost-estimator" is a path, not a route id
  const byPath: RelatedLink = { to: "/tools/cost-estimator", label: "Cost estimator" };
  expect([byId.to, byPath.to]).toEqual(["tools-cost-estimator", "/tools/cost-estimator"]);
});
