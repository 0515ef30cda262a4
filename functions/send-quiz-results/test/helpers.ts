import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SAMPLE_ANSWERS as ANSWERS } from "@medicare-guide/content/quiz/sample-answers";
import { rateWindow } from "../../quiz-data/shared.ts";
import type { QuizStore, SubmissionInput } from "../../quiz-data/types.ts";
import type { Logger } from "../handler.ts";

export const ENDPOINT = "http://localhost:3000/api/send-quiz-results";

export { ANSWERS };

/** A valid submission body (the answers above lead to irmaa-planning). */
export function validBody(email = "reader@example.com", extra: Record<string, unknown> = {}) {
  return { email, path: "/path/irmaa-planning", answers: { ...ANSWERS }, ...extra };
}

export function post(
  body: BodyInit | null,
  headers: Record<string, string> = { "content-type": "application/json" },
  method = "POST",
): Request {
  const init: RequestInit & { duplex?: "half" } = { method, headers, body };
  if (body instanceof ReadableStream) init.duplex = "half";
  return new Request(ENDPOINT, init);
}

export function postJson(value: unknown, headers: Record<string, string> = {}): Request {
  return post(JSON.stringify(value), { "content-type": "application/json", ...headers });
}

/** A body stream that sends the bytes in chunks (no Content-Length known up front). */
export function streamOf(bytes: Uint8Array, chunkSize = 1024): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

/** The handler's view of the store, in memory: submissions kept, guide e-mails counted per address a day. */
export function memoryStore(): Pick<QuizStore, "submit" | "hitRateLimit"> & {
  saved: SubmissionInput[];
  queued: string[];
} {
  const saved: SubmissionInput[] = [];
  const queued: string[] = [];
  const hits = new Map<string, number>();
  return {
    saved,
    queued,
    async submit(record) {
      saved.push(record);
      const key = record.email.toLowerCase();
      if (queued.includes(key)) return { guideQueued: false };
      queued.push(key);
      return { guideQueued: true };
    },
    async hitRateLimit(key, limit, windowMs, now = new Date()) {
      const window = rateWindow(now, windowMs);
      const id = `${key}|${window.start}`;
      const count = (hits.get(id) ?? 0) + 1;
      hits.set(id, count);
      return count <= limit ? { allowed: true } : { allowed: false, retryAfterSeconds: window.retryAfterSeconds };
    },
  };
}

/** A logger that keeps its lines, to check that no address is ever logged. */
export function memoryLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => lines.push(`info ${m}`),
    warn: (m) => lines.push(`warn ${m}`),
    error: (m) => lines.push(`error ${m}`),
  };
}

/** A fresh temporary folder and its clean-up. */
export function tempDir(prefix = "quiz-"): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Decodes a quoted-printable MIME body part (enough for the tests' checks). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
