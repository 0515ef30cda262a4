/**
 * A sliding-window rate limit per client key (the client address): at most
 * `limit` hits in any `windowMs`. In memory, so per server process; enough to
 * stop a script hammering the form, not a distributed quota.
 */

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Above this many tracked clients, idle ones are swept. */
  maxKeys?: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(key: string): RateLimitResult;
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 10_000;
  const hits = new Map<string, number[]>();

  const sweep = (t: number) => {
    for (const [key, times] of hits) {
      if (times.every((at) => t - at >= options.windowMs)) hits.delete(key);
    }
  };

  return {
    hit(key) {
      const t = now();
      const times = (hits.get(key) ?? []).filter((at) => t - at < options.windowMs);
      if (times.length >= options.limit) {
        hits.set(key, times);
        const oldest = times[0] ?? t;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + options.windowMs - t) / 1000)) };
      }
      times.push(t);
      hits.set(key, times);
      if (hits.size > maxKeys) sweep(t);
      return { allowed: true };
    },
  };
}
