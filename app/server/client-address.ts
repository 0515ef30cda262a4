/**
 * The client address behind a known number of proxies. Each proxy appends the
 * address it received the request from to X-Forwarded-For, so only the last
 * `hops` entries were written by proxies we run; everything to their left was
 * written by the client and can say anything. Reading from the right, the
 * client is the entry just left of our proxies (the socket's peer is the last
 * proxy). TRUST_PROXY=<hops>: 0 or unset trusts no header.
 */

/** TRUST_PROXY as a number of hops; anything else refuses to start with a clear message. */
export function parseTrustProxy(value: string | undefined): number {
  const raw = value?.trim() ?? "";
  if (raw === "" || raw === "0" || raw === "false") return 0;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  throw new Error(`TRUST_PROXY must be the number of proxies in front of the server (0-99), got "${raw}"`);
}

export function clientAddress(forwardedFor: string | undefined, peer: string | undefined, hops: number): string {
  const socket = peer || "unknown";
  if (hops <= 0 || !forwardedFor) return socket;
  const chain = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  chain.push(socket);
  // chain[last] is our nearest proxy; the client is `hops` entries to its left.
  const index = chain.length - 1 - hops;
  return chain[Math.max(0, index)] ?? socket;
}
