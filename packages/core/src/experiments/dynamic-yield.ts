import { z } from 'zod';
import type { BrandKey } from '../brands';
import type { Assignment } from './assign';

/** SPEC §7: default strategy ids are per brand and environment. */
export const DY_ENVIRONMENTS = ['development', 'staging', 'production'] as const;
export type DyEnvironment = (typeof DY_ENVIRONMENTS)[number];

/** SPEC §9: a request is mobile for flags when the window is narrower than this. */
export const DY_MOBILE_MAX_WIDTH = 768;
/** SPEC §8: how long the storefront waits for the dynamic-yield service before answering the defaults. */
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

/** SPEC §7 POST /api/dynamic-yield/flags body. */
export const dyFlagsRequestSchema = z
  .object({
    experiments: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a name of letters, digits, - or _')).max(20),
    pathname: z.string().startsWith('/', 'must start with /').max(200),
    isMobile: z.boolean(),
  })
  .strict();
export type DyFlagsRequest = z.infer<typeof dyFlagsRequestSchema>;

export const dyStrategySchema = z.object({ name: z.string(), url: z.string(), strategyID: z.string() });
export type DyStrategy = z.infer<typeof dyStrategySchema>;
export const dyFlagsResponseSchema = z.object({ DY_STRATEGIES: z.array(dyStrategySchema).max(20) });
export type DyFlagsResponse = z.infer<typeof dyFlagsResponseSchema>;

/** The default answer: every requested name gets the brand's default strategy for the environment and device. */
export function defaultStrategies(request: DyFlagsRequest, brand: BrandKey, environment: DyEnvironment): DyFlagsResponse {
  const defaults = DY_DEFAULT_STRATEGIES[environment][brand];
  const strategyID = request.isMobile ? defaults.mobile : defaults.desktop;
  return { DY_STRATEGIES: request.experiments.map((name) => ({ name, url: request.pathname, strategyID })) };
}

/**
 * The local answer: for each requested experiment, the strategy of the visitor's variant (registry `strategyId`), else
 * the default. `url` is the page the strategy serves (the request's pathname).
 */
export function assignedStrategies(
  request: DyFlagsRequest,
  brand: BrandKey,
  environment: DyEnvironment,
  assignments: readonly Assignment[],
): DyFlagsResponse {
  const fallback = defaultStrategies(request, brand, environment);
  return {
    DY_STRATEGIES: fallback.DY_STRATEGIES.map((entry) => {
      const strategyId = assignments.find((a) => a.experiment === entry.name)?.variant.strategyId;
      return strategyId ? { ...entry, strategyID: strategyId } : entry;
    }),
  };
}

/**
 * A service answer merged over the local one: each requested name takes the service's strategy when it named one,
 * else the local; names the request did not ask for are dropped.
 */
export function mergeServiceStrategies(local: DyFlagsResponse, service: DyFlagsResponse): DyFlagsResponse {
  return {
    DY_STRATEGIES: local.DY_STRATEGIES.map((entry) => service.DY_STRATEGIES.find((s) => s.name === entry.name) ?? entry),
  };
}
