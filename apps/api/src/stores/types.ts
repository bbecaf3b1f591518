/** A sliding-window limit shared by every API process when it lives in Redis. */
export interface RateLimiter {
  /** Records one attempt under key; allowed while fewer than `limit` attempts fall in the window (this one included). */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Counts attempts without recording one. */
  count(key: string, windowMs: number): Promise<number>;
}

/** A string cache with expiry, shared across processes when it lives in Redis. */
export interface Cache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
}

export interface Stores {
  rateLimiter: RateLimiter;
  cache: Cache;
  kind: 'memory' | 'redis';
  close(): Promise<void>;
}
