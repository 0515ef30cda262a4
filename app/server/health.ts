/**
 * Health endpoints for a load balancer or an orchestrator (issue 24):
 * - GET /healthz: the process is alive and serving (never touches the database, so a database outage does not
 *   get every instance restarted);
 * - GET /readyz: the store is reachable and migrated; 503 otherwise, so the proxy sends visitors elsewhere.
 * Both answer JSON with no secret and no error text (a driver's message can hold a host name or a user).
 */
import type { Hono } from "hono";

export type ReadinessCheck = () => Promise<{ store: string }>;

/** A readiness check that takes longer than this counts as not ready (a hung database must not hang probes). */
export const READY_TIMEOUT_MS = 2000;

/** Ready when the store opens (migrations run on open) and a query on the outbox table answers. */
export function storeReadiness(runtime: {
  store(): Promise<{ engine: string; pendingOutbox(): Promise<number> }>;
}): ReadinessCheck {
  return async () => {
    const store = await runtime.store();
    await store.pendingOutbox();
    return { store: store.engine };
  };
}

const NO_STORE = { "Cache-Control": "no-store" };

export function healthRoutes(app: Hono, ready: ReadinessCheck | undefined, timeoutMs = READY_TIMEOUT_MS): void {
  app.on(["GET", "HEAD"], "/healthz", (c) => c.json({ status: "ok" }, 200, NO_STORE));
  app.on(["GET", "HEAD"], "/readyz", async (c) => {
    if (!ready) return c.json({ status: "ready" }, 200, NO_STORE);
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        ready(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
        }),
      ]);
      return c.json({ status: "ready", store: result.store }, 200, NO_STORE);
    } catch {
      return c.json({ status: "unavailable", store: "unreachable" }, 503, { ...NO_STORE, "Retry-After": "5" });
    } finally {
      clearTimeout(timer);
    }
  });
}
