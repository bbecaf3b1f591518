import {
  experimentSettingsWireSchema,
  type BrandExperimentSettings,
  type ExperimentSettingsWire,
} from '@store/core/experiments/settings';

/** How often each storefront process reads the settings again: a staff change reaches every page within this plus one read. */
export const SETTINGS_REFRESH_MS = 2000;
/** How long one read may take before it is abandoned (the last known settings stay). */
export const SETTINGS_READ_TIMEOUT_MS = 1500;
/** How long a request waits for the very first read of a fresh process before going on with the registry's defaults. */
export const FIRST_READ_WAIT_MS = 500;

export interface SettingsCacheOptions {
  /** GET {apiUrl}/experiments/settings. */
  url: string;
  fetchFn?: typeof fetch;
  now?: () => number;
  intervalMs?: number;
  warn?: (message: string) => void;
}

export interface SettingsCache {
  /** The brand's last known settings (undefined: none saved, or never read: the registry's defaults apply). */
  brand(key: string): Promise<BrandExperimentSettings | undefined>;
  /** Reads the settings now (the timer's and the stale-while-revalidate's call); never throws. */
  refresh(): Promise<void>;
  /** When the last successful read ended (0: never). */
  readonly loadedAt: number;
  stop(): void;
}

/**
 * The storefront process's copy of the experiment settings (on/off and split per brand). It is read from the API in the
 * background every SETTINGS_REFRESH_MS (a timer that does not keep the process alive), and again by a request that
 * finds it older than that (stale-while-revalidate: the request itself goes on with the copy it has). A page never
 * waits for the API, except a fresh process's first requests, for at most FIRST_READ_WAIT_MS. When the API cannot be
 * reached, or answers something else, the last known settings stay (before any: the registry's defaults) and one
 * warning is logged per outage.
 */
export function createSettingsCache(options: SettingsCacheOptions): SettingsCache {
  const fetchFn = options.fetchFn ?? fetch;
  const now = options.now ?? Date.now;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const intervalMs = options.intervalMs ?? SETTINGS_REFRESH_MS;
  let settings: ExperimentSettingsWire['brands'] = {};
  let loadedAt = 0;
  let inFlight: Promise<void> | null = null;
  let failing = false;
  let timer: ReturnType<typeof setInterval> | null = null;

  async function read(): Promise<void> {
    try {
      const response = await fetchFn(options.url, {
        cache: 'no-store',
        signal: AbortSignal.timeout(SETTINGS_READ_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { result?: unknown };
      settings = experimentSettingsWireSchema.parse(body.result).brands;
      loadedAt = now();
      failing = false;
    } catch (cause) {
      if (!failing) warn(`experiment settings: keeping the last known settings, the API could not be read (${String(cause)})`);
      failing = true;
    }
  }

  function refresh(): Promise<void> {
    inFlight ??= read().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function start(): void {
    if (timer !== null) return;
    timer = setInterval(() => void refresh(), intervalMs);
    timer.unref?.();
  }

  return {
    async brand(key) {
      start();
      if (loadedAt === 0) {
        await Promise.race([refresh(), new Promise((resolve) => setTimeout(resolve, FIRST_READ_WAIT_MS).unref?.())]);
      } else if (now() - loadedAt > intervalMs) void refresh();
      return settings[key];
    },
    refresh,
    get loadedAt() {
      return loadedAt;
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}

const GLOBAL_KEY = Symbol.for('store.experiment-settings-cache');
type WithCache = typeof globalThis & { [GLOBAL_KEY]?: SettingsCache };

/**
 * The process's one copy, shared by the proxy, the pages and the route handlers (they may be separate bundles in one
 * process, so it lives on globalThis, not in a module variable).
 */
export function experimentSettingsCache(apiUrl: string): SettingsCache {
  const holder = globalThis as WithCache;
  holder[GLOBAL_KEY] ??= createSettingsCache({ url: `${apiUrl}/experiments/settings` });
  return holder[GLOBAL_KEY];
}
