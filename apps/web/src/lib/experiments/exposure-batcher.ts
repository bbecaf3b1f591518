import type { Exposure } from '@store/core/experiments/settings';

/** How often a storefront process sends the exposures it counted. */
export const EXPOSURE_FLUSH_MS = 2000;
/** At most this many distinct (brand, experiment, variant) keys wait; more are dropped (the registry has far fewer). */
const MAX_KEYS = 2000;
const BATCH_MAX = 500;

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
 * Counts exposures in memory and sends them to the API in one request every EXPOSURE_FLUSH_MS (never one per page
 * request). A failed send keeps the counts for the next one, so an API restart loses nothing; a process that stops
 * loses at most its last couple of seconds of counts.
 */
export function createExposureBatcher(options: ExposureBatcherOptions): ExposureBatcher {
  const fetchFn = options.fetchFn ?? fetch;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const counts = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let sending: Promise<void> | null = null;

  async function send(): Promise<void> {
    const entries = [...counts.entries()].slice(0, BATCH_MAX);
    if (entries.length === 0) return;
    for (const [key] of entries) counts.delete(key);
    const exposures = entries.map(([key, count]) => {
      const [brand = '', experiment = '', variant = ''] = key.split('/');
      return { brand, experiment, variant, count };
    });
    try {
      const response = await fetchFn(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-secret': options.operatorSecret },
        body: JSON.stringify({ exposures }),
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (cause) {
      for (const [key, count] of entries) counts.set(key, (counts.get(key) ?? 0) + count);
      warn(`experiment exposures: ${entries.length} counts kept for the next send (${String(cause)})`);
    }
  }

  function flush(): Promise<void> {
    sending ??= send().finally(() => {
      sending = null;
    });
    return sending;
  }

  return {
    add(brand, exposures) {
      for (const { experiment, variant } of exposures) {
        const key = `${brand}/${experiment}/${variant}`;
        if (!counts.has(key) && counts.size >= MAX_KEYS) continue;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      if (timer === null && exposures.length > 0) {
        timer = setInterval(() => void flush(), options.intervalMs ?? EXPOSURE_FLUSH_MS);
        timer.unref?.();
      }
    },
    flush,
    pending: () => Object.fromEntries(counts),
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}

const GLOBAL_KEY = Symbol.for('store.experiment-exposure-batcher');
type WithBatcher = typeof globalThis & { [GLOBAL_KEY]?: ExposureBatcher | null };

/** The process's batcher; null without OPERATOR_SECRET (the API's exposure route needs it): nothing is counted then. */
export function exposureBatcher(apiUrl: string, operatorSecret: string | undefined): ExposureBatcher | null {
  const holder = globalThis as WithBatcher;
  if (holder[GLOBAL_KEY] === undefined)
    holder[GLOBAL_KEY] =
      operatorSecret === undefined ? null : createExposureBatcher({ url: `${apiUrl}/experiments/exposures`, operatorSecret });
  return holder[GLOBAL_KEY];
}
