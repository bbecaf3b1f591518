import type { BrandKey } from '@store/core/brands';
import {
  defaultStrategies,
  DY_ENVIRONMENTS,
  DY_MOBILE_MAX_WIDTH,
  type DyEnvironment,
  type DyRequest,
  type DyStrategy,
} from '@store/core/experiments/dy-defaults';

/** The storefront's internal strategy call. */
export const DY_FLAGS_PATH = '/api/dynamic-yield/flags';
/** The <html> attribute where the layout names the environment of the default strategies. */
export const DY_ENV_ATTRIBUTE = 'data-dy-env';
/** The registry experiment whose variants pick the recommendation rows' strategy (core experiments/registry). */
export const RECOMMENDATION_STRATEGY_EXPERIMENT = 'recommendation-strategy';
const TIMEOUT_MS = 3000;

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** A window narrower than 768 px is mobile for flags. */
export function isMobileWidth(width: number): boolean {
  return width < DY_MOBILE_MAX_WIDTH;
}

/** The page's defaults: its brand (`data-brand`) and environment (`data-dy-env`) on <html>. */
function pageDefaults(request: DyRequest): DyStrategy[] {
  const root = document.documentElement;
  const brand = root.getAttribute('data-brand') as BrandKey | null;
  const named = DY_ENVIRONMENTS.find((e) => e === root.getAttribute(DY_ENV_ATTRIBUTE));
  const environment: DyEnvironment = named ?? 'production';
  if (brand === null) return request.experiments.map((name) => ({ name, url: request.pathname, strategyID: '' }));
  return defaultStrategies(request, brand, environment).DY_STRATEGIES;
}

function isStrategyList(value: unknown): value is { DY_STRATEGIES: DyStrategy[] } {
  const list = (value as { DY_STRATEGIES?: unknown } | null)?.DY_STRATEGIES;
  return (
    Array.isArray(list) &&
    list.every(
      (s: Partial<DyStrategy>) => typeof s?.name === 'string' && typeof s.url === 'string' && typeof s.strategyID === 'string',
    )
  );
}

/**
 * POST /api/dynamic-yield/flags from the browser: `{ experiments, pathname, isMobile }` (isMobile: innerWidth
 * < 768) -> the visitor's strategies. An HTTP error (or a network error, a timeout, a bad answer) logs a warning
 * and falls back to the brand's default strategies. Browser only; never throws.
 */
export async function fetchDyStrategies(
  experiments: readonly string[],
  options: { pathname?: string; fetch?: Fetch } = {},
): Promise<DyStrategy[]> {
  const request: DyRequest = {
    experiments: [...experiments],
    pathname: (options.pathname ?? window.location.pathname).slice(0, 200),
    isMobile: isMobileWidth(window.innerWidth),
  };
  const send: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  try {
    const response = await send(DY_FLAGS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    const body: unknown = await response.json();
    if (!isStrategyList(body)) throw new Error('the answer has no DY_STRATEGIES');
    return body.DY_STRATEGIES;
  } catch (cause) {
    console.warn(`dynamic-yield flags: using the default strategies (${cause instanceof Error ? cause.message : String(cause)})`);
    return pageDefaults(request);
  }
}

/**
 * The strategy id a recommendation row reports as its `strId` (slot) on this page: the visitor's variant of
 * the `recommendation-strategy` experiment, else the brand's default. One call per page path; never throws.
 */
const rowStrategies = new Map<string, Promise<string>>();
export function recommendationStrategyId(pathname: string = window.location.pathname): Promise<string> {
  let strategy = rowStrategies.get(pathname);
  if (!strategy) {
    strategy = fetchDyStrategies([RECOMMENDATION_STRATEGY_EXPERIMENT], { pathname }).then((list) => list[0]?.strategyID ?? '');
    rowStrategies.set(pathname, strategy);
  }
  return strategy;
}
