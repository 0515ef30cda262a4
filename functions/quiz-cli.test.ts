import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { openSqliteStore } from "./quiz-data/sqlite.ts";
import { record } from "./quiz-data/test/contract.ts";
import { tempDir } from "./send-quiz-results/test/helpers.ts";

const CLI = fileURLToPath(new URL("./quiz-cli.ts", import.meta.url));
const run = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, [CLI, ...args], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SITE_URL: "https://m.example" },
    timeout: 30_000,
  });

describe("operator commands", () => {
  it("export lists confirmed subscribers only; retention removes rows past RETENTION_MONTHS; send-outbox delivers", async () => {
    const tmp = tempDir();
    try {
      const store = openSqliteStore({ dataDir: tmp.dir });
      const old = new Date(Date.now() - 800 * 24 * 60 * 60 * 1000); // about 26 months ago
      await store.submit(record("old@example.com"), old);
      await store.submit(record("confirmed@example.com"));
      await store.submit(record("pending@example.com"));
      await store.confirm((await store.get("confirmed@example.com"))!.token);
      await store.confirm((await store.get("old@example.com"))!.token, old);
      await store.close();

      const exported = run(tmp.dir, "export");
      expect(exported.status).toBe(0);
      const lines = exported.stdout.trim().split("\r\n");
      expect(lines[0]).toBe("email,language,path,confirmed_at,updated_at");
      expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(["old@example.com", "confirmed@example.com"]);
      expect(exported.stderr).not.toContain("@");

      const retention = run(tmp.dir, "retention");
      expect(retention.stdout).toMatch(/kept 24 months .*: 1 submissions/);
      expect(run(tmp.dir, "export").stdout).not.toContain("old@example.com");

      const sent = run(tmp.dir, "send-outbox");
      expect(sent.stdout).toMatch(/sent 2, retry later 0, given up 0, still queued 0/);
    } finally {
      tmp.remove();
    }
  }, 60_000);
});
