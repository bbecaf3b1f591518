import type { BrandKey } from '../brands';

/** The shapes of POST /api/dynamic-yield/flags (zod-free: the browser's client imports this module). */
export interface DyRequest {
  experiments: string[];
  pathname: string;
  isMobile: boolean;
}
export interface DyStrategy {
  name: string;
  url: string;
  strategyID: string;
}
export interface DyFlagsResponse {
  DY_STRATEGIES: DyStrategy[];
}

/** Default strategy ids are per brand and environment. */
export const DY_ENVIRONMENTS = ['development', 'staging', 'production'] as const;
export type DyEnvironment = (typeof DY_ENVIRONMENTS)[number];

/** A request is mobile for flags when the window is narrower than this (kept with the other widths in breakpoints.ts). */
export { DY_MOBILE_MAX_WIDTH } from '../breakpoints';
/** How long the storefront waits for the dynamic-yield service before answering the defaults. */
export const DY_TIMEOUT_MS = 2000;

export interface DyDefaultStrategy {
  desktop: string;
  mobile: string;
}

function strategies(prefix: string, env: string): DyDefaultStrategy {
  return { desktop: `${prefix}-${env}-desktop`, mobile: `${prefix}-${env}-mobile` };
}

function perBrand(env: string): Record<BrandKey, DyDefaultStrategy> {
  return {
    nestwood: strategies('nw', env),
    driftvale: strategies('dv', env),
    arbor: strategies('ar', env),
    plume: strategies('pl', env),
    'nestwood-ca': strategies('nwca', env),
    'driftvale-ca': strategies('dvca', env),
    cloverlane: strategies('cl', env),
    meadow: strategies('md', env),
    hushly: strategies('hu', env),
    harbor: strategies('hb', env),
  };
}

/** The default strategy ids (data): `DY_DEFAULT_STRATEGIES[environment][brand]`, one for desktop and one for mobile. */
export const DY_DEFAULT_STRATEGIES: Readonly<Record<DyEnvironment, Readonly<Record<BrandKey, DyDefaultStrategy>>>> = {
  development: perBrand('dev'),
  staging: perBrand('stg'),
  production: perBrand('prod'),
};

/** The environment of the defaults: STORE_ENV when it names one, else production under NODE_ENV=production, else development. */
export function dyEnvironment(storeEnv: string | undefined, nodeEnv: string | undefined): DyEnvironment {
  const named = DY_ENVIRONMENTS.find((e) => e === storeEnv);
  if (named) return named;
  return nodeEnv === 'production' ? 'production' : 'development';
}

/** The default answer: every requested name gets the brand's default strategy for the environment and device. */
export function defaultStrategies(
  request: Pick<DyRequest, 'experiments' | 'pathname' | 'isMobile'>,
  brand: BrandKey,
  environment: DyEnvironment,
): DyFlagsResponse {
  const defaults = DY_DEFAULT_STRATEGIES[environment][brand];
  const strategyID = request.isMobile ? defaults.mobile : defaults.desktop;
  return { DY_STRATEGIES: request.experiments.map((name) => ({ name, url: request.pathname, strategyID })) };
}
