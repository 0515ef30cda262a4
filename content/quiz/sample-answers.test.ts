import { describe, expect, it } from "vitest";
import { routeToPath } from "./route-to-path.ts";
import { SAMPLE_ANSWERS } from "./sample-answers.ts";
import { submissionSchema } from "./schema.ts";

describe("the sample quiz answers", () => {
  it("lead to the IRMAA planning path, as every test that submits them expects", () => {
    expect(routeToPath(SAMPLE_ANSWERS)).toBe("irmaa-planning");
  });

  it("are a valid submission", () => {
    const parsed = submissionSchema.safeParse({
      email: "reader@example.com",
      path: "/path/irmaa-planning",
      answers: SAMPLE_ANSWERS,
    });
    expect(parsed.success).toBe(true);
  });
});
