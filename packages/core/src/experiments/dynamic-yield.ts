import { z } from 'zod';
import type { BrandKey } from '../brands';
import type { Assignment } from './assign';
import { defaultStrategies, type DyEnvironment, type DyFlagsResponse } from './dy-defaults';

/** POST /api/dynamic-yield/flags body. */
export const dyFlagsRequestSchema = z
  .object({
    experiments: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a name of letters, digits, - or _')).max(20),
    pathname: z.string().startsWith('/', 'must start with /').max(200),
    isMobile: z.boolean(),
  })
  .strict();
export type DyFlagsRequest = z.infer<typeof dyFlagsRequestSchema>;

const dyStrategySchema = z.object({ name: z.string(), url: z.string(), strategyID: z.string() });
/** A dynamic-yield service's answer (the same shape the route answers). */
export const dyFlagsResponseSchema = z.object({ DY_STRATEGIES: z.array(dyStrategySchema).max(20) });

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
