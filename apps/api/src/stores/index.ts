import { memoryStores } from './memory';
import { redisStores } from './redis';
import type { Stores } from './types';
import { resilientStores, type OutageLog } from './resilient';

export type { Cache, RateLimiter, Reservation, Stores } from './types';

/**
 * Redis when REDIS_URL is set, an in-process store otherwise. With Redis, a call Redis cannot answer is
 * answered from memory (resilient.ts); Redis must answer at start, so a wrong REDIS_URL stops the process.
 */
export async function openStores(redisUrl: string | undefined, prefix: string | undefined, log: OutageLog): Promise<Stores> {
  return redisUrl ? resilientStores(await redisStores(redisUrl, prefix), memoryStores(), log) : memoryStores();
}
