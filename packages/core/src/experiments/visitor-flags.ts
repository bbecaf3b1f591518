import type { BrandConfig } from '../brands';
import { assignAll, type Assignment } from './assign';
import { flagsOf, type Flags } from './flags';
import { EXPERIMENTS } from './registry';

export interface VisitorExperiments {
  assignments: Assignment[];
  flags: Flags;
}

/**
 * A visitor's variants of the brand's experiments and the flags they switch: the one computation the layout (flags for
 * the browser), the storefront's server pages and POST /api/dynamic-yield/flags all share.
 */
export function visitorExperiments(
  brand: Pick<BrandConfig, 'key' | 'amazonPayV2'>,
  visitorId: string | null,
  overrides: Readonly<Record<string, string>>,
): VisitorExperiments {
  const assignments = assignAll(visitorId, EXPERIMENTS[brand.key], overrides);
  return {
    assignments,
    flags: flagsOf(
      brand,
      assignments.map((a) => a.variant),
    ),
  };
}
