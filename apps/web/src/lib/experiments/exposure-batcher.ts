import type { Exposure } from '@store/core/experiments/settings';
import { createCountBatcher, processSingleton } from '../counting/count-batcher';

export interface ExposureBatcherOptions {
  /** POST {apiUrl}/experiments/exposures. */
  url: string;
  operatorSecret: string;
  fetchFn?: typeof fetch;
  intervalMs?: number;
  warn?: (message: string) => void;
}

export interface ExposureBatcher {
  add(brand: string, exposures: readonly Exposure[]): void;
  /** Sends what was counted; on failure the counts wait for the next flush. */
  flush(): Promise<void>;
  /** Counts not sent yet, by `brand/experiment/variant`. */
  pending(): Record<string, number>;
  stop(): void;
}

/**
 * Exposures counted per (brand, experiment, variant) and sent in batches (lib/counting/count-batcher.ts). At most
 * 2,000 distinct keys wait (the registry has far fewer), 500 per request (the API's limit).
 */
export function createExposureBatcher(options: ExposureBatcherOptions): ExposureBatcher {
  const counts = createCountBatcher({
    ...options,
    what: 'experiment exposures',
    maxKeys: 2000,
    batchMax: 500,
    maxCount: 1_000_000,
    body: (entries) => ({
      exposures: entries.map(([key, count]) => {
        const [brand = '', experiment = '', variant = ''] = key.split('/');
        return { brand, experiment, variant, count };
      }),
    }),
  });
  return {
    add(brand, exposures) {
      for (const { experiment, variant } of exposures) counts.add(`${brand}/${experiment}/${variant}`);
    },
    flush: counts.flush,
    pending: counts.pending,
    stop: counts.stop,
  };
}

/** The process's batcher; null without OPERATOR_SECRET (the API's exposure route needs it): nothing is counted then. */
export function exposureBatcher(apiUrl: string, operatorSecret: string | undefined): ExposureBatcher | null {
  return processSingleton('store.experiment-exposure-batcher', () =>
    operatorSecret === undefined ? null : createExposureBatcher({ url: `${apiUrl}/experiments/exposures`, operatorSecret }),
  );
}
