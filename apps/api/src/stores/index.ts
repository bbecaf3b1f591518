import { memoryStores } from './memory';
import { redisStores } from './redis';
import type { Stores } from './types';

export type { Cache, RateLimiter, Reservation, Stores } from './types';

/** Redis when REDIS_URL is set, an in-process store otherwise (DESIGN §1). */
export async function openStores(redisUrl: string | undefined, prefix?: string): Promise<Stores> {
  return redisUrl ? redisStores(redisUrl, prefix) : memoryStores();
}
