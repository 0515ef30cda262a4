/**
 * Form error keys are typed against the locale files. The @ts-expect-error lines are the test: were `ErrorKey`
 * any string again, they would compile and `npm run typecheck` would fail on the unused directive. The runtime
 * part checks that each key the tools' shared fields use has words in both languages.
 */
import { describe, expect, it } from "vitest";
import { getI18n, translateDataKey } from "../../i18n/index.ts";
import { errorKey } from "./error-keys.ts";
import { choiceSchema, zipSchema } from "./fields.ts";

describe("form error keys", () => {
  it("a misspelt key fails typecheck; a right one translates in both languages", () => {
    // @ts-expect-error "zipFormt" is not a key of locales/en/tools.json's errors
    errorKey("tools:errors.zipFormt");
    // @ts-expect-error an error key names its namespace
    choiceSchema(["a", "b"], "errors.planType");
    // @ts-expect-error the tool has no such error
    choiceSchema(["a", "b"], "tool-oop-max-tracker:errors.plantype");
    const key = errorKey("tools:errors.zipFormat");
    for (const lang of ["en", "es"] as const) {
      const words = translateDataKey(getI18n(lang).t, key);
      expect(words).not.toBe(key);
      expect(words.length).toBeGreaterThan(0);
    }
  });

  it("the shared fields' messages are those keys", () => {
    const parsed = zipSchema.safeParse("12");
    expect(parsed.error?.issues[0]?.message).toBe("tools:errors.zipFormat");
  });
});
