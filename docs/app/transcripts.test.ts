// @vitest-environment node
import { describe, expect, it } from "vitest";
import { quoteSteps } from "./transcripts.ts";

const TRANSCRIPT = `# FAQ accordion: open an answer (en, Orca en_US)

> open /faq
  en-us: Skip to main content link.
> press b
  en-us: When should I sign up? collapsed push button heading level 2.
> press Return
  en-us: expanded
> press Down
  (silence)
`;

describe("quoteSteps (a component's Orca excerpt)", () => {
  it("quotes the asked steps, action and speech as written, from the first step that says the words", () => {
    expect(quoteSteps(TRANSCRIPT, "collapsed push button", 2)).toEqual({
      title: "FAQ accordion: open an answer (en, Orca en_US)",
      lines: [
        "> press b",
        "  en-us: When should I sign up? collapsed push button heading level 2.",
        "> press Return",
        "  en-us: expanded",
      ],
    });
  });

  it("throws when Orca no longer says the words, or the journey is shorter than the excerpt", () => {
    expect(() => quoteSteps(TRANSCRIPT, "expanded push button", 1)).toThrow(/no step where Orca says/);
    expect(() => quoteSteps(TRANSCRIPT, "expanded", 3)).toThrow(/3 steps asked .* 2 there/);
  });

  it("does not match the words of an action line", () => {
    expect(() => quoteSteps(TRANSCRIPT, "press Down", 1)).toThrow(/no step/);
  });
});
