import type { Server, ServerOptions } from "node:http";

/**
 * Limits on the Node server itself, so slow or idle clients cannot hold
 * connections: a slow-body client (a byte every 2 s) is cut off at the request
 * timeout instead of after 300 s, and the number of open sockets is capped.
 */
export const HTTP_LIMITS = {
  /** All request headers within this. */
  headersTimeoutMs: 10_000,
  /** The whole request (headers and body) within this; Node answers 408 and closes. */
  requestTimeoutMs: 20_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** Any socket with no activity for this long is destroyed. */
  idleTimeoutMs: 30_000,
  /** Open connections at once; more are refused by the kernel backlog handling. */
  maxConnections: 512,
  maxHeadersCount: 100,
  /** How often Node checks the two timeouts above (its default, 30 s, would let a slow client stay far longer). */
  checkIntervalMs: 1e3,
};

export type HttpLimits = typeof HTTP_LIMITS;

/** Options for http.createServer (the timeouts are only checked when set at creation). */
export function httpServerOptions(limits: HttpLimits = HTTP_LIMITS): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
}

/** The limits that are set on a running server. */
export function applyHttpLimits(server: Server, limits: HttpLimits = HTTP_LIMITS): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  server.maxHeadersCount = limits.maxHeadersCount;
  server.setTimeout(limits.idleTimeoutMs, (socket) => socket.destroy());
}
