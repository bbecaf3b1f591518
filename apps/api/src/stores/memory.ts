import type { Cache, RateLimiter, Stores } from './types';

/** In-process sliding window: for one process (the laptop default). */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, Array<{ at: number }>>();
  const live = (key: string, windowMs: number) => {
    const t = now();
    const kept = (hits.get(key) ?? []).filter((h) => h.at > t - windowMs);
    hits.set(key, kept);
    return kept;
  };
  const reserve = async (key: string, limit: number, windowMs: number) => {
    const kept = live(key, windowMs);
    if (kept.length >= limit) {
      const oldest = kept[0]?.at ?? now();
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)),
        release: async () => undefined,
      };
    }
    const entry = { at: now() };
    kept.push(entry);
    const release = async () => {
      const list = hits.get(key);
      const index = list?.indexOf(entry) ?? -1;
      if (list && index >= 0) list.splice(index, 1);
    };
    return { allowed: true, retryAfterSeconds: 0, release };
  };
  return {
    async hit(key, limit, windowMs) {
      const { allowed, retryAfterSeconds } = await reserve(key, limit, windowMs);
      return { allowed, retryAfterSeconds };
    },
    async count(key, windowMs) {
      return live(key, windowMs).length;
    },
    reserve,
  };
}

/** In-process cache with expiry and a size bound (oldest entries go first). */
export function memoryCache(maxEntries = 5000, now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return null;
      }
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}

export function memoryStores(): Stores {
  return { rateLimiter: memoryRateLimiter(), cache: memoryCache(), kind: 'memory', close: async () => undefined };
}
