import { describe, expect, it } from "vitest";
import en from "../../locales/en/quiz.json";
import es from "../../locales/es/quiz.json";
import {
  CONTACT_STEP,
  HIGHER_INCOME_OPTIONS,
  INCOME_OPTIONS,
  PATH_ROUTES,
  PATH_SLUGS,
  QUESTION_COUNT,
  QUESTION_IDS,
  QUESTION_OPTIONS,
  localizedPathRoute,
  pathRoute,
  pathSlugOf,
  wantsEmailUpdates,
} from "./options.ts";
import { incomeLabelValues } from "./income-bands.ts";
import { QUIZ_ERRORS } from "./schema.ts";

type Tree = { [key: string]: string | Tree };

function keyPaths(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

function lookup(tree: Tree, path: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return node;
}

describe("quiz options", () => {
  it("asks the six questions in the spec's order", () => {
    expect(QUESTION_IDS).toEqual([
      "age",
      "enrollmentStatus",
      "income",
      "employerCoverage",
      "mainConcern",
      "stayInformed",
    ]);
    expect(QUESTION_COUNT).toBe(6);
    expect(CONTACT_STEP).toBe(6);
  });

  it("has exactly the spec's option values", () => {
    expect(QUESTION_OPTIONS).toEqual({
      age: ["approaching", "enrolled", "under65"],
      enrollmentStatus: ["new", "original", "advantage", "unsure"],
      income: ["under103k", "103k-129k", "129k-161k", "over161k"],
      employerCoverage: ["yes-active", "yes-retiree", "no"],
      mainConcern: ["learning", "costs", "comparing", "irmaa", "updates"],
      stayInformed: ["email", "web", "both"],
    });
    expect(HIGHER_INCOME_OPTIONS).toEqual(INCOME_OPTIONS.slice(1));
  });

  it("names the five path routes from their slugs, and back", () => {
    expect(PATH_ROUTES).toEqual(PATH_SLUGS.map(pathRoute));
    for (const slug of PATH_SLUGS) expect(pathSlugOf(pathRoute(slug))).toBe(slug);
    expect(localizedPathRoute("irmaa-planning", "en")).toBe("/path/irmaa-planning");
    expect(localizedPathRoute("irmaa-planning", "es")).toBe("/es/path/irmaa-planning");
  });

  it("counts e-mail or both as consent to updates, web as not", () => {
    expect(wantsEmailUpdates("email")).toBe(true);
    expect(wantsEmailUpdates("both")).toBe(true);
    expect(wantsEmailUpdates("web")).toBe(false);
  });
});

describe("quiz strings (locales/{en,es}/quiz.json)", () => {
  it("have the same keys in English and Spanish", () => {
    expect(keyPaths(es as Tree).sort()).toEqual(keyPaths(en as Tree).sort());
  });

  it.each([
    ["en", en],
    ["es", es],
  ] as const)("%s: every question has a title, help and a label for each option", (_lang, strings) => {
    for (const id of QUESTION_IDS) {
      const q = (strings.questions as Record<string, { title: string; help: string; options: Record<string, string> }>)[
        id
      ];
      expect(q?.title).toBeTruthy();
      expect(q?.help).toBeTruthy();
      expect(Object.keys(q?.options ?? {})).toEqual([...QUESTION_OPTIONS[id]]);
    }
  });

  it.each([
    ["en", en],
    ["es", es],
  ] as const)("%s: every schema message has a string", (_lang, strings) => {
    for (const key of Object.values(QUIZ_ERRORS)) expect(typeof lookup(strings as Tree, key)).toBe("string");
  });

  it("carry the spec's messages in English", () => {
    expect(en.errors.selectAnswer).toBe("Please select an answer to continue");
    expect(en.errors.contactRequired).toBe("Please provide your email and agree to receive information");
    expect(en.errors.emailInvalid).toBe("Please enter a valid email address");
    expect(en.result.success).toBe("Thank you! Check your email for your personalized guide.");
    expect(en.progress).toBe("Question {{current}} of {{total}}");
    expect(en.continueToContact).toBe("Continue to Contact Info");
  });

  it("type no dollar amounts (income labels interpolate figures)", () => {
    const all = [
      ...keyPaths(en as Tree).map((k) => lookup(en as Tree, k)),
      ...keyPaths(es as Tree).map((k) => lookup(es as Tree, k)),
    ];
    for (const text of all) expect(text).not.toMatch(/\$\s?\d|\d{1,3}[,.]\d{3}/);
  });

  it.each([
    ["en", en],
    ["es", es],
  ] as const)("%s: income labels use exactly the placeholders their band provides", (lang, strings) => {
    for (const option of INCOME_OPTIONS) {
      const label = strings.questions.income.options[option];
      const used = [...label.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      const provided = Object.keys(incomeLabelValues(option, lang))
        .filter((k) => k !== "year")
        .sort();
      expect(used).toEqual(provided);
    }
    expect(strings.questions.income.help).toContain("{{year}}");
  });
});
