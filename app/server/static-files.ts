/**
 * Sending a file of the build: its type, the precompressed variant the client accepts (.br, else .gz), and
 * conditional GET (issue 24): every file carries an ETag and Last-Modified from the file actually sent, and a
 * request whose If-None-Match (or, without it, If-Modified-Since) still matches gets 304 with no body, so an
 * HTML page the browser already has is revalidated instead of sent whole again.
 */
import { createReadStream, type Stats } from "node:fs";
import { stat } from "node:fs/promises";
import { basename } from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  // The OpenACR files of the accessibility report (RFC 9512 registers application/yaml).
  ".yaml": "application/yaml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};
/** Files whose name, not only extension, sets the type: the Atom news feeds (RFC 4287 section 7). */
const NAMED_TYPES: Record<string, string> = { "feed.xml": "application/atom+xml; charset=utf-8" };
/** Text types postbuild precompresses (scripts/postbuild.ts); the nginx generator reads the same list. */
export const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".data", ".svg", ".txt", ".xml", ".yaml"]);

/** The Content-Type of a file of the build, also written into the generated nginx configuration. */
export function contentType(file: string, ext: string): string {
  return NAMED_TYPES[basename(file)] ?? TYPES[ext] ?? "application/octet-stream";
}

/** Every extension the server types, for the nginx `types` block. */
export const KNOWN_TYPES: Readonly<Record<string, string>> = TYPES;

export async function fileExists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A strong validator of the bytes sent: size and modification time of that exact file (each encoding its own). */
export function entityTag(info: Pick<Stats, "size" | "mtimeMs">): string {
  return `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
}

/**
 * RFC 9110 section 13.1: If-None-Match wins over If-Modified-Since; "*" or any listed tag (weak comparison)
 * matches; otherwise the date is compared at one-second precision.
 */
export function notModified(
  headers: { ifNoneMatch?: string | undefined; ifModifiedSince?: string | undefined },
  etag: string,
  mtimeMs: number,
): boolean {
  if (headers.ifNoneMatch !== undefined) {
    const bare = etag.replace(/^W\//, "");
    return headers.ifNoneMatch
      .split(",")
      .map((t) => t.trim().replace(/^W\//, ""))
      .some((t) => t === "*" || t === bare);
  }
  if (headers.ifModifiedSince === undefined) return false;
  const since = Date.parse(headers.ifModifiedSince);
  return Number.isFinite(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

export async function sendFile(c: Context, file: string, ext: string, cacheControl: string, status = 200) {
  const headers = new Headers({ "Content-Type": contentType(file, ext), "Cache-Control": cacheControl });
  let path = file;
  if (COMPRESSIBLE.has(ext)) {
    headers.set("Vary", "Accept-Encoding");
    const accept = c.req.header("accept-encoding") ?? "";
    if (/\bbr\b/.test(accept) && (await fileExists(`${file}.br`))) {
      path = `${file}.br`;
      headers.set("Content-Encoding", "br");
    } else if (/\bgzip\b/.test(accept) && (await fileExists(`${file}.gz`))) {
      path = `${file}.gz`;
      headers.set("Content-Encoding", "gzip");
    }
  }
  const info = await stat(path);
  const etag = entityTag(info);
  headers.set("ETag", etag);
  headers.set("Last-Modified", new Date(info.mtimeMs).toUTCString());
  // Only a 200 is revalidated: a 404 page must keep its status.
  if (
    status === 200 &&
    notModified(
      { ifNoneMatch: c.req.header("if-none-match"), ifModifiedSince: c.req.header("if-modified-since") },
      etag,
      info.mtimeMs,
    )
  ) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(info.size));
  if (c.req.method === "HEAD") return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}
