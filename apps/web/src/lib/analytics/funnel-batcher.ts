import type { BeaconStep } from '@store/core/dashboard/funnel';
import { createCountBatcher, processSingleton, type CountBatcher } from '../counting/count-batcher';

/** The API's internal route the counts go to (with the operator secret). */
export const FUNNEL_COUNTS_API_PATH = '/dashboard/funnel-counts';
/** Distinct (brand, day, step) keys that may wait: 3 steps × every brand × a few days of an API outage, with room. */
const MAX_KEYS = 1000;
/** The API takes 500 entries and 1,000,000 per entry in one request. */
const BATCH_MAX = 500;
const MAX_COUNT = 1_000_000;

export interface FunnelBatcherOptions {
  /** POST {apiUrl}/dashboard/funnel-counts. */
  url: string;
  operatorSecret: string;
  fetchFn?: typeof fetch;
  intervalMs?: number;
  warn?: (message: string) => void;
}

export interface FunnelBatcher {
  /** One beacon of the brand's shoppers for this step, on the UTC day of `at`. */
  add(brand: string, step: BeaconStep, at?: Date): void;
  flush(): Promise<void>;
  /** Counts not sent yet, by `brand/day/step`. */
  pending(): Record<string, number>;
  stop(): void;
}

/** The funnel's browser steps counted per (brand, UTC day, step) and sent in batches (lib/counting/count-batcher.ts). */
export function createFunnelBatcher(options: FunnelBatcherOptions): FunnelBatcher {
  const counts: CountBatcher = createCountBatcher({
    ...options,
    what: 'funnel counts',
    maxKeys: MAX_KEYS,
    batchMax: BATCH_MAX,
    maxCount: MAX_COUNT,
    body: (entries) => ({
      counts: entries.map(([key, count]) => {
        const [brand = '', day = '', step = ''] = key.split('/');
        return { brand, day, step, count };
      }),
    }),
  });
  return {
    add: (brand, step, at = new Date()) => void counts.add(`${brand}/${at.toISOString().slice(0, 10)}/${step}`),
    flush: counts.flush,
    pending: counts.pending,
    stop: counts.stop,
  };
}

/** The process's batcher; null without OPERATOR_SECRET (the API's route needs it): nothing is counted then. */
export function funnelBatcher(apiUrl: string, operatorSecret: string | undefined): FunnelBatcher | null {
  return processSingleton('store.funnel-batcher', () =>
    operatorSecret === undefined ? null : createFunnelBatcher({ url: `${apiUrl}${FUNNEL_COUNTS_API_PATH}`, operatorSecret }),
  );
}
