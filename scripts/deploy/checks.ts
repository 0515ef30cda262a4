/** The deploy gate's checks that need more than one request (scripts/deploy/gate.ts). Each returns failures. */
import type { ChildProcess } from "node:child_process";
import { connect } from "node:net";
import postgres from "postgres";
import { ANSWERS } from "./quiz-load.ts";

/** A page and an asset answered once, then asked again with their validators: 304 and no body. */
export async function checkRevalidation(site: string, paths: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    const first = await fetch(site + path, { headers: { "accept-encoding": "gzip" } });
    await first.arrayBuffer();
    const etag = first.headers.get("etag");
    const modified = first.headers.get("last-modified");
    if (!etag || !modified) {
      failures.push(`${path}: no ETag or Last-Modified`);
      continue;
    }
    const conditions: Record<string, string>[] = [{ "if-none-match": etag }, { "if-modified-since": modified }];
    for (const headers of conditions) {
      const again = await fetch(site + path, { headers: { "accept-encoding": "gzip", ...headers } });
      const body = await again.text();
      if (again.status !== 304 || body !== "")
        failures.push(`${path}: ${JSON.stringify(headers)} gave ${again.status}`);
    }
  }
  return failures;
}

/**
 * Brotli as the Node server sends it: for a client that accepts br, nginx sends the precompressed .br file
 * (brotli_static, Debian's libnginx-mod-http-brotli-static) with the same body and Vary as Node does.
 */
export async function checkBrotli(node: string, site: string, paths: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    const [fromNode, fromNginx] = await Promise.all(
      [node, site].map((base) => fetch(base + path, { headers: { "accept-encoding": "br" } })),
    );
    const [nodeBody, nginxBody] = await Promise.all([fromNode!.text(), fromNginx!.text()]);
    const encoding = fromNginx!.headers.get("content-encoding");
    if (fromNode!.headers.get("content-encoding") !== "br") failures.push(`${path}: Node sent no br to a br client`);
    if (encoding !== "br") failures.push(`${path}: nginx sent content-encoding ${encoding ?? "none"} to a br client`);
    if (!/accept-encoding/i.test(fromNginx!.headers.get("vary") ?? "")) failures.push(`${path}: nginx br without Vary`);
    if (nodeBody !== nginxBody) failures.push(`${path}: the br bodies of nginx and Node differ`);
  }
  return failures;
}

const recipientOf = (message: string) => /^To: ?(.+)$/im.exec(message)?.[1]?.trim().toLowerCase() ?? "";

/**
 * Once the outbox is empty: every submission that got a 200 is stored, none twice; each stored address got
 * exactly one e-mail (one per recipient a day, even when three clients named it), none went elsewhere; and
 * rows claimed by the killed instance (a second attempt) were delivered by the survivor.
 */
export async function checkDelivery(
  databaseUrl: string,
  messages: string[],
  acknowledged: string[],
  sharedRecipients: string[],
  timeoutMs: number,
): Promise<string[]> {
  const failures: string[] = [];
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const end = Date.now() + timeoutMs;
    let pending = -1;
    while (Date.now() < end) {
      [{ n: pending } = { n: -1 }] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL`;
      if (pending === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    if (pending !== 0) failures.push(`${pending} e-mails still queued after ${timeoutMs / 1000} s`);
    const rows = await sql<{ email_key: string; mails: number }[]>`
      SELECT s.email_key, (SELECT count(*)::int FROM outbox o WHERE o.email_key = s.email_key) AS mails
      FROM submissions s`;
    const storedKeys = new Set(rows.map((r) => r.email_key));
    const missing = [...new Set(acknowledged)].filter((email) => !storedKeys.has(email.toLowerCase()));
    if (missing.length > 0) failures.push(`${missing.length} submissions answered 200 are not stored`);
    const twice = rows.filter((r) => r.mails !== 1);
    if (twice.length > 0) failures.push(`${twice.length} addresses have ${twice[0]?.mails} outbox rows, not 1`);
    // One e-mail is one Message-ID (guide-<outbox row>@host). A kill -9 between the relay's "250 OK" and the
    // row marked sent makes the survivor send that row again: the same Message-ID, which receivers drop as a
    // duplicate. SMTP cannot do better (at-least-once); the count is printed, never hidden.
    const perRecipient = new Map<string, Set<string>>();
    let resent = 0;
    for (const message of messages) {
      const to = recipientOf(message);
      const id = /^Message-ID: ?(.+)$/im.exec(message)?.[1]?.trim() ?? `missing-${perRecipient.size}`;
      const ids = perRecipient.get(to) ?? new Set<string>();
      if (ids.has(id)) resent += 1;
      ids.add(id);
      perRecipient.set(to, ids);
    }
    console.info(`deploy: ${resent} e-mails re-sent with the same Message-ID after the kill -9`);
    const notOnce = rows.filter((r) => perRecipient.get(r.email_key)?.size !== 1);
    if (notOnce.length > 0) {
      failures.push(
        `${notOnce.length} stored addresses did not get exactly one e-mail (e.g. ${perRecipient.get(notOnce[0]!.email_key)?.size ?? 0})`,
      );
    }
    const stray = [...perRecipient.keys()].filter((to) => !storedKeys.has(to));
    if (stray.length > 0) failures.push(`${stray.length} e-mails went to addresses that are not stored`);
    for (const shared of sharedRecipients) {
      const count = perRecipient.get(shared)?.size ?? 0;
      if (count !== 1) failures.push(`${shared}: ${count} e-mails, want 1`);
    }
    const [{ n: reclaimed } = { n: 0 }] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM outbox WHERE attempts >= 2 AND sent_at IS NOT NULL`;
    console.info(`deploy: ${reclaimed} e-mails claimed by the killed instance were delivered by the survivor`);
    if (reclaimed === 0) failures.push("the killed instance held no claim: the kill -9 hand-over was not exercised");
  } finally {
    await sql.end({ timeout: 2 });
  }
  return failures;
}

/** A quiz post whose body arrives slowly, straight to one instance; SIGTERM in the middle; it must finish. */
export async function slowRequestSurvivesSigterm(base: string, server: ChildProcess): Promise<string[]> {
  const { port } = new URL(base);
  const body = JSON.stringify({ email: "slow@deploy.example", path: "/path/irmaa-planning", answers: ANSWERS });
  const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
  const socket = connect({ port: Number(port), host: "127.0.0.1" });
  socket.on("error", () => {});
  let answer = "";
  socket.on("data", (d) => (answer += String(d)));
  const closed = new Promise((resolve) => socket.on("close", resolve));
  socket.write(
    `POST /api/send-quiz-results HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  // Long enough for the instance to have read the headers on a loaded machine: a connection that has sent no
  // complete request yet is idle, and SIGTERM closes idle connections at once (the proxy retries those).
  await new Promise((r) => setTimeout(r, 1500));
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1000));
  // write, not end: Node answers nothing to a request whose client half-closes (httpAllowHalfOpen is off).
  socket.write(body.slice(10));
  await closed;
  const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r("still running"), 15_000))]);
  const failures: string[] = [];
  if (!answer.startsWith("HTTP/1.1 200"))
    failures.push(`slow request during SIGTERM: ${answer.split("\r\n")[0] || "no answer"}`);
  if (code !== 0) failures.push(`instance after SIGTERM: exit ${String(code)}`);
  return failures;
}

/** No log line holds a submitted address or an answer's value. */
export function checkLogs(texts: string[], addresses: string[], answers: string[]): string[] {
  const failures: string[] = [];
  const words = answers.filter((a) => a.length >= 6);
  for (const text of texts) {
    if (text.length === 0) failures.push("a log is empty: nothing was checked");
    const lower = text.toLowerCase();
    const leaked = addresses.filter((a) => lower.includes(a.toLowerCase()) || lower.includes(a.split("@")[0]!));
    if (leaked.length > 0) failures.push(`a log holds ${leaked.length} submitted addresses`);
    const said = words.filter((w) => lower.includes(w.toLowerCase()));
    if (said.length > 0) failures.push(`a log holds answers: ${said.join(", ")}`);
    if (/"income"|stayinformed/i.test(text)) failures.push("a log holds an answer's name");
  }
  return failures;
}

/**
 * One request, one id in both logs: nginx's $request_id goes to the instance as X-Request-Id, the instance logs it
 * and sends it back, so the id the client saw is the requestId of one nginx line and of one Node line.
 */
export function checkSharedRequestId(id: string | null, nodeLog: string, nginxLog: string): string[] {
  if (!id) return ["a proxied answer carried no X-Request-Id"];
  const lines = (text: string) =>
    text.split("\n").filter((line) => {
      try {
        return (JSON.parse(line) as { requestId?: string }).requestId === id;
      } catch {
        return false;
      }
    }).length;
  const failures: string[] = [];
  if (lines(nginxLog) !== 1) failures.push(`request id ${id}: ${lines(nginxLog)} nginx access-log lines, want 1`);
  if (lines(nodeLog) !== 1) failures.push(`request id ${id}: ${lines(nodeLog)} Node access-log lines, want 1`);
  return failures;
}
