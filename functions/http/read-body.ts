/**
 * The one request-body reader of the functions (send-quiz-results' JSON, email-preferences' form): counts the
 * real bytes as they arrive, stops at the first byte past the limit, and gives up when the whole body has not
 * arrived within `timeoutMs` (a byte every few seconds must not hold a connection).
 */

export type ReadResult =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: "too-large" | "unreadable" | "too-slow" };

export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  timeoutMs: number,
): Promise<ReadResult> {
  if (!body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"too-slow">((resolve) => {
    timer = setTimeout(() => resolve("too-slow"), timeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === "too-slow") {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: "too-slow" };
      }
      const { done, value } = next;
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
