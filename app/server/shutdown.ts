/**
 * Graceful shutdown on SIGTERM (issue 24): stop accepting connections, let the requests in flight finish (up
 * to `timeoutMs`, then cut what is left), stop the outbox sender (it finishes the e-mail it is sending and
 * gives its other claimed rows back, so the other instances send them at once), close the store, exit.
 */
import type { Server } from "node:http";

export interface Closable {
  close(): Promise<void>;
}

/** Requests in flight may take this long to finish after SIGTERM (SHUTDOWN_TIMEOUT_SECONDS). */
export const DEFAULT_SHUTDOWN_MS = 10_000;

export async function shutDown(
  server: Server,
  runtime: Closable,
  options: { timeoutMs: number; log: (message: string) => void },
): Promise<void> {
  const drained = new Promise<void>((done) => server.close(() => done()));
  // Keep-alive connections between requests hold no request: close them now and as each request ends.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"timeout">((done) => {
    timer = setTimeout(() => done("timeout"), options.timeoutMs);
  });
  const outcome = await Promise.race([drained.then(() => "drained" as const), deadline]);
  clearInterval(idle);
  clearTimeout(timer);
  if (outcome === "timeout") {
    options.log(`shutdown: requests still running after ${options.timeoutMs} ms were cut`);
    server.closeAllConnections();
  }
  await runtime.close();
}
