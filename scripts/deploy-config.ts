/**
 * `npm run deploy:config -- nginx --listen <port> --root <absolute build/client> --upstream <host:port>[,...]`
 * prints a complete nginx.conf for the build (scripts/deploy/nginx.ts; docs/deploy.md). Options:
 * --state <dir> (pid and temporary files; default /var/lib/medicare-guide-nginx), --access-log <file|off>,
 * --brotli auto|off (auto: brotli_static when Debian's libnginx-mod-http-brotli-static is installed).
 */
import { existsSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
import { readManifest } from "../app/server/app.ts";
import { BROTLI_STATIC_MODULE, nginxConfig } from "./deploy/nginx.ts";

const [target, ...rest] = process.argv.slice(2);
const flags = new Map<string, string>();
for (let i = 0; i < rest.length; i += 2) flags.set(rest[i]!.replace(/^--/, ""), rest[i + 1] ?? "");

function fail(message: string): never {
  process.stderr.write(`deploy:config: ${message}\n`);
  process.exit(2);
}

if (target !== "nginx")
  fail("usage: npm run deploy:config -- nginx --listen <port> --root <abs build/client> --upstream <host:port>[,...]");
const root = flags.get("root") ?? "";
const listen = flags.get("listen") ?? "";
const upstreams = (flags.get("upstream") ?? "").split(",").filter(Boolean);
if (!isAbsolute(root) || !existsSync(join(root, "index.html")))
  fail(`--root must be the absolute path of build/client (got "${root}")`);
if (!/^(\S+:)?\d{1,5}$/.test(listen)) fail(`--listen must be a port or address:port (got "${listen}")`);
if (upstreams.length === 0 || !upstreams.every((u) => /^[\w.[\]:-]+:\d{1,5}$/.test(u))) {
  fail("--upstream must list host:port of each function instance, separated by commas");
}
const brotli = flags.get("brotli") ?? "auto";
const brotliModule = brotli === "auto" && existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : undefined;
if (!brotliModule) {
  process.stderr.write(
    "deploy:config: nginx's brotli_static module is not installed (Debian: libnginx-mod-http-brotli-static): serving .gz only\n",
  );
}
const manifest = await readManifest(dirname(root));
process.stdout.write(
  nginxConfig(manifest, {
    listen,
    root,
    upstreams,
    stateDir: flags.get("state") ?? "/var/lib/medicare-guide-nginx",
    accessLog: flags.get("access-log") ?? "off",
    brotliModule,
    connectSrc: process.env.FUNCTIONS_ORIGIN ? [process.env.FUNCTIONS_ORIGIN] : [],
  }),
);
