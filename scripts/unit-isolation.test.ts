import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHANGES_SHARED_STATE, splitByIsolation } from "./unit-isolation.ts";

describe("which test files need their own modules", () => {
  it.each([
    ['vi.mock("./x.ts")', true],
    ["vi.hoisted(() => 1)", true],
    ['vi.stubGlobal("fetch", f)', true],
    ['vi.stubEnv("SITE_DATE", "2026-11-20")', true],
    ["vi.useFakeTimers()", true],
    ['process.env.SITE_URL = "https://x"', true],
    ['process.env["SMTP_URL"] = "smtp://x"', true],
    ["delete process.env.SITE_URL", true],
    ["/** @vitest-environment jsdom */", true],
    // Reading the environment or spying on a method changes nothing later files see.
    ['if (process.env.SITE_URL === "x") {}', false],
    ['vi.spyOn(console, "warn")', false],
    ["vi.fn()", false],
  ])("%s -> own modules: %s", (source, own) => {
    expect(CHANGES_SHARED_STATE.test(source)).toBe(own);
  });

  it("splits a project's files, leaving out excluded folders and node_modules", () => {
    const root = mkdtempSync(join(tmpdir(), "unit-isolation-"));
    for (const dir of ["app/a", "app/server", "app/node_modules/x"]) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, "app/a/pure.test.ts"), "expect(1).toBe(1)");
    writeFileSync(join(root, "app/a/mocks.test.ts"), 'vi.mock("./y.ts")');
    writeFileSync(join(root, "app/server/s.test.ts"), "expect(1).toBe(1)");
    writeFileSync(join(root, "app/node_modules/x/n.test.ts"), "expect(1).toBe(1)");
    expect(splitByIsolation(root, ["app/**/*.test.ts"], ["app/server/"])).toEqual({
      shared: ["app/a/pure.test.ts"],
      own: ["app/a/mocks.test.ts"],
    });
  });
});
