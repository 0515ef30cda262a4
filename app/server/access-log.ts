/**
 * Logs of the server (issue 24, "no personal data in any log"): one JSON line per request, and every other
 * line through the same writer. JSON escapes every control character (CR, LF, NUL become \r, \n, \u0000), so
 * nothing a client sends can start a line of its own: `curl '/x%0aoutbox:%20e-mail%201%20abandoned'` is one
 * access-log line whose path is the still-encoded "/x%0aoutbox:…". The path is logged without its query string
 * (answers and tokens travel there) and anything shaped like an e-mail address is replaced.
 */
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export type LogWrite = (line: string) => void;

/** Anything shaped like an e-mail address, in a path or an error message. */
const ADDRESS = /[^\s@/<>"'(),;:[\]]+(?:@|%40)[^\s@/<>"'(),;:[\]]+/gi;

export function redactAddresses(text: string): string {
  return text.replace(ADDRESS, "[address]");
}

/** One log line: a JSON object, so a value can never break out of its line. */
export function logLine(fields: Record<string, unknown>): string {
  return JSON.stringify(fields);
}

/** A line for events that are not requests (start-up, outbox, errors), in the same shape. */
export function eventLogger(write: LogWrite = (line) => process.stdout.write(`${line}\n`)) {
  const emit = (level: string) => (message: string) =>
    write(logLine({ time: new Date().toISOString(), level, message: redactAddresses(message) }));
  return { info: emit("info"), warn: emit("warn"), error: emit("error") };
}

export interface AccessEntry {
  time: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  bytes: number;
  durationMs: number;
  /** The client went away before the answer was sent whole. */
  aborted?: true;
}

interface NodeOutgoing {
  on(event: "finish" | "close", listener: () => void): unknown;
  write: (...args: unknown[]) => boolean;
  end: (...args: unknown[]) => unknown;
}

const byteLength = (chunk: unknown) =>
  typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk instanceof Uint8Array ? chunk.byteLength : 0;

/** nginx's $request_id (32 hex digits), a UUID, or a similar token: nothing else is written to the log. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The id the proxy in front gave this request (nginx sends $request_id as X-Request-Id: docs/deploy.md), so
 * one id finds the request in both logs. Only behind a trusted proxy (TRUST_PROXY): a client's own header
 * would let it choose the ids in our log. A malformed one is ignored.
 */
export function forwardedRequestId(header: string | undefined, trustProxy: number): string | undefined {
  return trustProxy > 0 && header && REQUEST_ID.test(header) ? header : undefined;
}

/**
 * The access log as middleware: a request id (the trusted proxy's, else a new one; sent back as X-Request-Id), and one line when the answer is
 * finished (under Node: the body bytes really written and the time until the last one; elsewhere: the
 * declared length when the handler returns).
 */
export function accessLog(write: LogWrite, options: { trustProxy?: number } = {}): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = forwardedRequestId(c.req.header("x-request-id"), options.trustProxy ?? 0) ?? randomUUID();
    const rawPath = c.req.url.replace(/^[a-z]+:\/\/[^/]*/i, "").split(/[?#]/)[0] || "/";
    const entry = (status: number, bytes: number, aborted: boolean): string =>
      logLine({
        time: new Date().toISOString(),
        requestId,
        method: c.req.method,
        path: redactAddresses(rawPath),
        status,
        bytes,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(aborted ? { aborted: true } : {}),
      } satisfies AccessEntry);
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    const outgoing = (c.env as { outgoing?: NodeOutgoing } | undefined)?.outgoing;
    const status = c.res.status;
    if (!outgoing) {
      write(entry(status, Number(c.res.headers.get("content-length") ?? 0), false));
      return;
    }
    let bytes = 0;
    const { write: rawWrite, end: rawEnd } = outgoing;
    outgoing.write = function (this: unknown, ...args: unknown[]) {
      bytes += byteLength(args[0]);
      return rawWrite.apply(this, args);
    };
    outgoing.end = function (this: unknown, ...args: unknown[]) {
      if (typeof args[0] !== "function") bytes += byteLength(args[0]);
      return rawEnd.apply(this, args);
    };
    let logged = false;
    const once = (aborted: boolean) => {
      if (logged) return;
      logged = true;
      write(entry(status, bytes, aborted));
    };
    const declared = c.res.headers.get("content-length");
    outgoing.on("finish", () => once(false));
    // Node may report "close" without "finish" for a streamed body sent whole: short only if bytes are missing.
    outgoing.on("close", () => once(declared !== null && bytes < Number(declared)));
  };
}
