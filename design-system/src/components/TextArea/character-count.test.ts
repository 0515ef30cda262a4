import { describe, expect, it } from "vitest";
import { characterCount, pluralWords, type CountMessages } from "./character-count.ts";

const en: CountMessages = {
  limit: (n) => `up to ${n}`,
  remaining: (n) => `${n} remaining`,
  over: (n) => `${n} too many`,
};

describe("characterCount", () => {
  it("says the limit before typing, what is left once typed (even emptied again), and how many too many", () => {
    expect(characterCount(0, 200, false, en)).toEqual({ text: "up to 200", over: false });
    expect(characterCount(0, 200, true, en)).toEqual({ text: "200 remaining", over: false });
    expect(characterCount(200, 200, true, en)).toEqual({ text: "0 remaining", over: false });
    expect(characterCount(201, 200, true, en)).toEqual({ text: "1 too many", over: true });
    // Text put in without typing (a value given by the page) counts as typed.
    expect(characterCount(5, 200, false, en)).toEqual({ text: "195 remaining", over: false });
  });
});

describe("pluralWords", () => {
  const forms = { one: "Le queda # carácter", other: "Le quedan # caracteres" };
  it("picks the language's plural form and fills in the number", () => {
    expect(pluralWords(forms, "es", 1)).toBe("Le queda 1 carácter");
    expect(pluralWords(forms, "es", 0)).toBe("Le quedan 0 caracteres");
    expect(pluralWords(forms, "es", 1_000_000)).toBe("Le quedan 1000000 caracteres"); // "many": falls back to other
    expect(pluralWords({ other: "# left" }, "en", 1)).toBe("1 left");
  });
});
