import { describe, expect, it } from "vitest";
import { formatSavedAt, savedPagesFor } from "./saved-pages.ts";

const origin = "https://medicare-guide.example";
const entry = (
  path: string,
  savedAt: string | null,
  title: string | null = encodeURIComponent(`Title of ${path}`),
) => ({
  url: `${origin}${path}`,
  title,
  savedAt,
});

describe("savedPagesFor: the offline page's list", () => {
  const entries = [
    entry("/faq", "2026-11-28T10:00:00Z"),
    entry("/medigap", "2026-11-29T08:00:00Z"),
    entry("/es/medigap", "2026-11-29T09:00:00Z"),
    entry("/offline", "2026-11-29T09:00:00Z"),
    entry("/api/x", "2026-11-29T09:00:00Z"),
    entry("/search?q=x", "2026-11-29T09:00:00Z"),
    entry("/guides", null),
    entry("/parts", "2026-11-29T07:00:00Z", null),
  ];

  it("lists the pages of the language, newest first, never the offline page or what is never kept", () => {
    expect(savedPagesFor(entries, "en", origin).map((p) => p.path)).toEqual(["/medigap", "/parts", "/faq"]);
    expect(savedPagesFor(entries, "es", origin).map((p) => p.path)).toEqual(["/es/medigap"]);
  });

  it("names a page by its title, or by its path when the title is missing", () => {
    const [medigap, parts] = savedPagesFor(entries, "en", origin);
    expect(medigap?.title).toBe("Title of /medigap");
    expect(parts?.title).toBe("/parts");
  });

  it("formats the day and time in the page's language", () => {
    const date = new Date("2026-11-29T15:30:00Z");
    expect(formatSavedAt(date, "en")).toMatch(/November 29, 2026/);
    expect(formatSavedAt(date, "es")).toMatch(/29 de noviembre de 2026/);
  });
});
