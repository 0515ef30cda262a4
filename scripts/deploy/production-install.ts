/**
 * A production install of only what the server needs, in a clean folder (issue 24, docs/deploy.md): the
 * manifests, `npm ci --omit=dev` (so the `node` devDependency is not there: the host's Node 24 runs it), the
 * server's sources (app/server, functions, content, locales) and the build. What the deploy gate runs.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";

/** What `app/server/main.ts` imports at run time, besides node_modules. */
export const SERVER_SOURCES = ["app/server", "functions", "content", "locales"];
const WORKSPACES = ["design-system", "content", "functions"];

export function productionInstall(root: string, target: string): void {
  for (const file of ["package.json", "package-lock.json"]) cpSync(join(root, file), join(target, file));
  for (const workspace of WORKSPACES) {
    mkdirSync(join(target, workspace), { recursive: true });
    cpSync(join(root, workspace, "package.json"), join(target, workspace, "package.json"));
  }
  const npmCli = process.env.npm_execpath;
  const [cmd, pre] = npmCli ? [process.execPath, [npmCli]] : ["npm", []];
  const install = spawnSync(
    cmd,
    [...pre, "ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"],
    { cwd: target, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production" } },
  );
  if (install.status !== 0) throw new Error("npm ci --omit=dev failed in the production folder");
  if (existsSync(join(target, "node_modules", "node"))) throw new Error("the node devDependency was installed");
  for (const source of SERVER_SOURCES) {
    cpSync(join(root, source), join(target, source), {
      recursive: true,
      filter: (path) => !path.includes("node_modules") && !path.endsWith(".test.ts"),
    });
  }
  mkdirSync(join(target, "build"));
  cpSync(join(root, "build", "client"), join(target, "build", "client"), { recursive: true });
  cpSync(join(root, "build", "server-manifest.json"), join(target, "build", "server-manifest.json"));
  // nginx's workers (nobody) read build/client: the folders on the way must be searchable.
  chmodSync(target, 0o755);
}
