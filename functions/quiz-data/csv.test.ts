import { describe, expect, it } from "vitest";
import { csvCell, subscribersCsv } from "./csv.ts";

describe("subscribers CSV", () => {
  it("one header line and one CRLF line per subscriber", () => {
    const csv = subscribersCsv([
      {
        email: "a@example.com",
        language: "es",
        path: "/path/getting-started",
        confirmedAt: "2026-11-01T00:00:00.000Z",
        updatedAt: "2026-10-31T00:00:00.000Z",
      },
    ]);
    expect(csv).toBe(
      "email,language,path,confirmed_at,updated_at\r\na@example.com,es,/path/getting-started,2026-11-01T00:00:00.000Z,2026-10-31T00:00:00.000Z\r\n",
    );
  });

  it("quotes separators and defuses spreadsheet formulas", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("=HYPERLINK(1)@example.com")).toBe("'=HYPERLINK(1)@example.com");
    expect(csvCell("+1@example.com")).toBe("'+1@example.com");
    expect(csvCell("@x")).toBe("'@x");
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
  });
});
