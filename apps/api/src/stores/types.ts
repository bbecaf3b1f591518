/** A sliding-window limit shared by every API process when it lives in Redis. */
export interface RateLimiter {
  /** Records one attempt under key; allowed while fewer than `limit` attempts fall in the window (this one included). */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Counts attempts without recording one. */
  count(key: string, windowMs: number): Promise<number>;
  /**
   * Like hit, atomically, and the attempt can be taken back: for limits that count only failures, an attempt is
   * reserved before the outcome is known (so parallel requests cannot pass the limit) and released when it succeeds.
   */
  reserve(key: string, limit: number, windowMs: number): Promise<Reservation>;
}

export interface Reservation {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Takes the attempt back (nothing when it was not allowed). */
  release(): Promise<void>;
}

/** A string cache with expiry, shared across processes when it lives in Redis. */
export interface Cache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** A counter that never expires nor is evicted (0 until first incremented); cache keys carry it as a generation. */
  counter(key: string): Promise<number>;
  /** Adds one to the counter, atomically across processes; returns the new value. */
  increment(key: string): Promise<number>;
}

export interface Stores {
  rateLimiter: RateLimiter;
  cache: Cache;
  kind: 'memory' | 'redis';
  /** True when the store answers (Redis PING; the in-process store always does): GET /ready asks it. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
