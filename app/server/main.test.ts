import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, [MAIN], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", BUILD_DIR: "build-missing-on-purpose", ...env },
    timeout: 20_000,
  });

describe("npm start refuses to run misconfigured", () => {
  it("NODE_ENV=production without SITE_URL: exits 1 with a clear message", () => {
    const result = start({ NODE_ENV: "production" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("SITE_URL is required when NODE_ENV=production");
  });

  it("TRUST_PROXY that is not a number of hops: exits 1 with a clear message", () => {
    const result = start({ TRUST_PROXY: "true-ish" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("TRUST_PROXY must be the number of proxies");
  });
});
