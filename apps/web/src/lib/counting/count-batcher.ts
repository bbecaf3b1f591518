/** How often a storefront process sends what it counted. */
export const COUNT_FLUSH_MS = 2000;

export interface CountBatcherOptions {
  /** The API's internal route the batch is POSTed to (with the operator secret). */
  url: string;
  operatorSecret: string;
  /** What the counts are, for the warning when a send fails ("experiment exposures"). */
  what: string;
  /** The request body for a batch of (key, count) pairs. */
  body: (entries: ReadonlyArray<readonly [string, number]>) => unknown;
  /** At most this many distinct keys wait; a new key beyond them is dropped (existing keys still count). */
  maxKeys: number;
  /** At most this many keys go in one request (the API's limit); the rest wait for the next send. */
  batchMax: number;
  /** A key's count stops growing here (the API's limit for one entry). */
  maxCount?: number;
  fetchFn?: typeof fetch;
  intervalMs?: number;
  warn?: (message: string) => void;
}

export interface CountBatcher {
  /** Counts one more of `key`; false when it was dropped (too many keys waiting). */
  add(key: string): boolean;
  /** Sends what was counted; on failure the counts wait for the next flush. */
  flush(): Promise<void>;
  /** Counts not sent yet, by key. */
  pending(): Record<string, number>;
  stop(): void;
}

/**
 * Counts by key in memory and sends them to the API in one request every COUNT_FLUSH_MS (never one per page request,
 * never awaited by one). A failed send puts the counts back for the next one, within the same bounds (keys and count
 * per key), so an API restart loses nothing and an API that stays down costs a bounded amount of memory; a process
 * that stops loses at most its last couple of seconds of counts.
 */
export function createCountBatcher(options: CountBatcherOptions): CountBatcher {
  const fetchFn = options.fetchFn ?? fetch;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const maxCount = options.maxCount ?? Number.MAX_SAFE_INTEGER;
  const counts = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let sending: Promise<void> | null = null;

  const addTo = (key: string, by: number): boolean => {
    const known = counts.get(key);
    if (known === undefined && counts.size >= options.maxKeys) return false;
    counts.set(key, Math.min(maxCount, (known ?? 0) + by));
    return true;
  };

  async function send(): Promise<void> {
    const entries = [...counts.entries()].slice(0, options.batchMax);
    if (entries.length === 0) return;
    for (const [key] of entries) counts.delete(key);
    try {
      const response = await fetchFn(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-secret': options.operatorSecret },
        body: JSON.stringify(options.body(entries)),
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (cause) {
      for (const [key, count] of entries) addTo(key, count);
      warn(`${options.what}: ${entries.length} counts kept for the next send (${String(cause)})`);
    }
  }

  function flush(): Promise<void> {
    sending ??= send().finally(() => {
      sending = null;
    });
    return sending;
  }

  return {
    add(key) {
      const added = addTo(key, 1);
      if (timer === null && added) {
        timer = setInterval(() => void flush(), options.intervalMs ?? COUNT_FLUSH_MS);
        timer.unref?.();
      }
      return added;
    },
    flush,
    pending: () => Object.fromEntries(counts),
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}

/**
 * One value per process under `name`, made on first use (Next may load a module more than once per process: the
 * global keeps one batcher and one timer).
 */
export function processSingleton<T>(name: string, make: () => T): T {
  const holder = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  const key = Symbol.for(name);
  if (!(key in holder)) holder[key] = make();
  return holder[key] as T;
}
