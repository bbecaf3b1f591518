import { LRUCache } from 'lru-cache';
import type { Cache, RateLimiter, Stores } from './types';

const SWEEP_EVERY_MS = 10_000;

export interface MemoryBounds {
  /** How many keys the store keeps at most; beyond it the least recently used key is forgotten. */
  maxKeys?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/**
 * In-process sliding window: for one process (the laptop default). The attempts live in an LRU cache (lru-cache), so
 * memory is bounded twice: a key goes once its window has passed since its last attempt (ttl), and the least recently
 * used keys go when there are more than maxKeys. A limited key stays in use while it is hit, so it is not the one to go.
 */
export function memoryRateLimiter({ maxKeys = 100_000, now = Date.now }: MemoryBounds = {}): RateLimiter & {
  /** How many keys are held (what the bound limits). */
  keyCount(): number;
} {
  const hits = new LRUCache<string, Array<{ at: number }>>({ max: maxKeys, perf: { now }, ttlResolution: 0 });
  // Expired keys are dropped when read; a sweep now and then drops the ones nobody reads again.
  let sweptAt = now();
  const sweep = () => {
    if (now() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now();
    hits.purgeStale();
  };
  const live = (key: string, windowMs: number) => {
    const t = now();
    return (hits.get(key) ?? []).filter((h) => h.at > t - windowMs);
  };
  const reserve = async (key: string, limit: number, windowMs: number) => {
    sweep();
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
    hits.set(key, kept, { ttl: windowMs });
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
    keyCount: () => hits.size,
  };
}

/** In-process cache with expiry and a size bound (lru-cache: the least recently used entries go first). */
export function memoryCache({ maxKeys = 5000, now = Date.now }: MemoryBounds = {}): Cache {
  const entries = new LRUCache<string, string>({ max: maxKeys, perf: { now }, ttlResolution: 0 });
  // Counters live outside the LRU: an evicted generation would fall back to 0 and revive entries cleared before.
  const counters = new Map<string, number>();
  return {
    async counter(key) {
      return counters.get(key) ?? 0;
    },
    async increment(key) {
      const next = (counters.get(key) ?? 0) + 1;
      counters.set(key, next);
      return next;
    },
    async get(key) {
      return entries.get(key) ?? null;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, value, { ttl: ttlSeconds * 1000 });
    },
  };
}

export function memoryStores(): Stores {
  return {
    rateLimiter: memoryRateLimiter(),
    cache: memoryCache(),
    kind: 'memory',
    ping: async () => true,
    close: async () => undefined,
  };
}
