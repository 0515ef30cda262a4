// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyDisplayPreferences, PREFERS_DARK_QUERY, readDisplayPreferences } from "./display-preferences.ts";
import { DISPLAY_BOOTSTRAP } from "./display-bootstrap.ts";
import { isFloatingQuizHidden } from "./FloatingQuizButton.tsx";
import { otherLanguageHref } from "./LanguageSwitch.tsx";
import { isCurrentPage, quizHref } from "./navigation.ts";
import { searchHref } from "./SearchBox.tsx";

const store = (value: string | null) => ({ getItem: () => value });

describe("display preferences", () => {
  it("reads valid choices and falls back on anything else", () => {
    expect(readDisplayPreferences(store('{"textSize":"large","contrast":"high"}'))).toEqual({
      textSize: "large",
      contrast: "high",
    });
    expect(readDisplayPreferences(store("{bad json"))).toEqual({ textSize: "standard", contrast: "standard" });
    expect(readDisplayPreferences(store('{"textSize":"huge"}'))).toEqual({
      textSize: "standard",
      contrast: "standard",
    });
    expect(readDisplayPreferences(undefined)).toEqual({ textSize: "standard", contrast: "standard" });
    expect(
      readDisplayPreferences({
        getItem: () => {
          throw new Error("blocked");
        },
      }),
    ).toEqual({ textSize: "standard", contrast: "standard" });
  });

  it("low glare: a stored choice, or the system's dark setting only while no contrast is chosen", () => {
    expect(readDisplayPreferences(store('{"contrast":"low-glare"}')).contrast).toBe("low-glare");
    expect(readDisplayPreferences(store(null), true).contrast).toBe("low-glare");
    expect(readDisplayPreferences(store('{"textSize":"large"}'), true)).toEqual({
      textSize: "large",
      contrast: "low-glare",
    });
    expect(readDisplayPreferences(store("{bad json"), true).contrast).toBe("low-glare");
    expect(readDisplayPreferences(store('{"contrast":"standard"}'), true).contrast).toBe("standard");
    expect(readDisplayPreferences(store('{"contrast":"high"}'), true).contrast).toBe("high");
    expect(readDisplayPreferences(store('{"contrast":"dark"}'), false).contrast).toBe("standard");
    const root = document.createElement("div");
    applyDisplayPreferences(root, { textSize: "standard", contrast: "low-glare" });
    expect(root.getAttribute("data-theme")).toBe("low-glare");
  });

  for (const prefersDark of [false, true]) {
    it(`the inline bootstrap applies the same attributes as applyDisplayPreferences (system dark: ${prefersDark})`, () => {
      const original = window.matchMedia;
      window.matchMedia = ((query: string) => ({ matches: prefersDark && query === PREFERS_DARK_QUERY })) as never;
      try {
        for (const saved of [
          '{"textSize":"large","contrast":"high"}',
          '{"textSize":"large"}',
          '{"contrast":"low-glare"}',
          '{"contrast":"standard"}',
          '{"contrast":"sepia"}',
          "{}",
          "null",
          "not json",
        ]) {
          const root = document.documentElement;
          root.removeAttribute("data-theme");
          root.removeAttribute("data-text-size");
          localStorage.setItem("mg-display", saved);
          new Function(DISPLAY_BOOTSTRAP)();
          const fromScript = [root.getAttribute("data-text-size"), root.getAttribute("data-theme")];
          const other = document.createElement("div");
          applyDisplayPreferences(other, readDisplayPreferences(localStorage, prefersDark));
          expect({ saved, attributes: fromScript }).toEqual({
            saved,
            attributes: [other.getAttribute("data-text-size"), other.getAttribute("data-theme")],
          });
        }
      } finally {
        window.matchMedia = original;
      }
    });
  }
});

describe("search box", () => {
  it("ignores empty and whitespace terms", () => {
    expect(searchHref("", "en")).toBeNull();
    expect(searchHref("   \t", "en")).toBeNull();
  });
  it("trims and URL-encodes, in the page's language", () => {
    expect(searchHref("  Part B & IRMAA ", "en")).toBe("/search?q=Part%20B%20%26%20IRMAA");
    expect(searchHref("año", "es")).toBe("/es/search?q=a%C3%B1o");
  });
});

describe("language switch", () => {
  it("keeps the page, query and hash", () => {
    expect(otherLanguageHref("/", "?a=1", "#x")).toBe("/es?a=1#x");
    expect(otherLanguageHref("/es")).toBe("/");
  });
  it("goes to the other home from an unknown page", () => {
    expect(otherLanguageHref("/no-such-page")).toBe("/es");
    expect(otherLanguageHref("/es/404")).toBe("/");
  });
});

describe("floating quiz button", () => {
  it("is hidden on the quiz and on path pages only", () => {
    expect(isFloatingQuizHidden("/find-your-path")).toBe(true);
    expect(isFloatingQuizHidden("/es/path/getting-started")).toBe(true);
    expect(isFloatingQuizHidden("/news")).toBe(false);
  });
  it("carries the spec's tracking parameters", () => {
    expect(quizHref("scroll_banner")).toBe(
      "/find-your-path?utm_source=homepage&utm_medium=scroll_banner&utm_campaign=quiz_engagement",
    );
  });
});

describe("isCurrentPage (aria-current on the header links)", () => {
  it("marks the home link in both languages, with or without a trailing slash", () => {
    expect(isCurrentPage("/", "/")).toBe(true);
    expect(isCurrentPage("/es", "/es")).toBe(true);
    expect(isCurrentPage("/es", "/es/")).toBe(true);
    expect(isCurrentPage("/es/news", "/es/news/")).toBe(true);
  });

  it("marks only the page itself, not its parents or the other language", () => {
    expect(isCurrentPage("/es", "/es/news")).toBe(false);
    expect(isCurrentPage("/", "/es")).toBe(false);
    expect(isCurrentPage("/news", "/es/news")).toBe(false);
    expect(isCurrentPage("/encyclopedia#network", "/encyclopedia")).toBe(true);
  });
});
