/**
 * The server's own settings from the environment (the table in docs/deploy.md lists every variable the
 * server reads). Anything invalid refuses to start with a message that says what to set.
 */
import { resolve } from "node:path";
import { parseTrustProxy } from "./client-address.ts";
import { DEFAULT_SHUTDOWN_MS } from "./shutdown.ts";

type Env = Record<string, string | undefined>;

export interface ServerConfig {
  buildDir: string;
  port: number;
  host: string;
  trustProxy: number;
  shutdownTimeoutMs: number;
  connectSrc: string[];
  outboxSender: boolean;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

export function serverConfigFromEnv(env: Env = process.env): ServerConfig {
  return {
    buildDir: resolve(env.BUILD_DIR ?? "build"),
    port: integer(env, "PORT", 3000, 0, 65_535),
    // A container or a proxy on another host needs HOST=0.0.0.0 (or ::); the default stays loopback-only.
    host: env.HOST?.trim() || "127.0.0.1",
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shutdownTimeoutMs: integer(env, "SHUTDOWN_TIMEOUT_SECONDS", DEFAULT_SHUTDOWN_MS / 1000, 0, 600) * 1000,
    connectSrc: env.FUNCTIONS_ORIGIN ? [env.FUNCTIONS_ORIGIN] : [],
    outboxSender: env.OUTBOX_SENDER?.trim() !== "off",
  };
}
