import { describe, expect, it } from "vitest";
import { markSavedCopy, mayKeep, offlinePageFor, requestKind, SAVED_COPY_META, titleOfHtml } from "./cache-policy.ts";

const origin = "https://medicare-guide.example";
const kind = (href: string) => requestKind(new URL(href, origin), origin);

describe("requestKind: what the worker may keep (issue 28, nothing personal)", () => {
  it("keeps pages, hashed assets and other build files", () => {
    expect(kind("/faq")).toBe("page");
    expect(kind("/es/medigap")).toBe("page");
    expect(kind("/")).toBe("page");
    expect(kind("/assets/framework-B0yvsfeo.js")).toBe("asset");
    expect(kind("/icons/icon-192.png")).toBe("file");
    expect(kind("/search-index/en.json")).toBe("file");
  });

  it("never keeps the functions, e-mail links, query strings, data requests or other origins", () => {
    for (const href of [
      "/api/send-quiz-results",
      "/api",
      "/email-preferences?token=abc",
      "/email-preferences/confirmed",
      "/es/email-preferences/deleted",
      "/tools/irmaa-calculator?income=300000",
      "/search?q=part+b",
      "/assets/x.js?v=1",
      "/faq.data",
      "https://www.medicare.gov/",
      "https://user:secret@medicare-guide.example/faq",
    ])
      expect({ href, kind: kind(href) }).toEqual({ href, kind: "never" });
  });

  it("sends an unanswered page to the offline page of its language", () => {
    expect(offlinePageFor(new URL("/es/guides", origin))).toBe("/es/offline");
    expect(offlinePageFor(new URL("/es", origin))).toBe("/es/offline");
    expect(offlinePageFor(new URL("/guides", origin))).toBe("/offline");
    expect(offlinePageFor(new URL("/espanol", origin))).toBe("/offline");
  });
});

describe("mayKeep", () => {
  it("keeps a 200 without no-store or private, nothing else", () => {
    expect(mayKeep(200, "public, max-age=0, must-revalidate")).toBe(true);
    expect(mayKeep(200, null)).toBe(true);
    expect(mayKeep(200, "no-store")).toBe(false);
    expect(mayKeep(200, "private, max-age=60")).toBe(false);
    expect(mayKeep(200, "max-age=0,No-Store")).toBe(false);
    expect(mayKeep(404, null)).toBe(false);
    expect(mayKeep(206, null)).toBe(false);
  });
});

describe("titleOfHtml and markSavedCopy", () => {
  it("reads the title with React's entities", () => {
    expect(titleOfHtml("<head><title>Parts A &amp; B | Medicare Guide</title></head>")).toBe(
      "Parts A & B | Medicare Guide",
    );
    expect(titleOfHtml("<p>none</p>")).toBe("");
  });

  it("writes the saved day into <head>, and nothing but a date", () => {
    const html = markSavedCopy('<html><head lang="en"><title>x</title></head></html>', "2026-11-29T09:00:00.000Z");
    expect(html).toContain(`<head lang="en"><meta name="${SAVED_COPY_META}" content="2026-11-29T09:00:00.000Z"/>`);
    expect(markSavedCopy("<head></head>", '"><script>alert(1)</script>')).not.toContain("<script>");
  });
});
