import type { BrandConfig } from '../brands';
import type { Assignment } from './assign';
import { flagsOf, type Flags } from './flags';
import { EXPERIMENTS } from './registry';
import { effectiveExperiments, resolveAssignments, type BrandExperimentSettings, type Exposure } from './settings';

export interface VisitorExperiments {
  assignments: Assignment[];
  flags: Flags;
}

/**
 * A visitor's variants of the brand's experiments (the registry with the brand's settings: on/off and split) and the
 * flags they switch: the one computation the proxy, the layout (flags for the browser), the storefront's server pages
 * and POST /api/dynamic-yield/flags all share.
 */
export function visitorExperiments(
  brand: Pick<BrandConfig, 'key' | 'amazonPayV2'>,
  input: {
    visitorId: string | null;
    overrides: Readonly<Record<string, string>>;
    stored?: Readonly<Record<string, string>>;
    settings?: BrandExperimentSettings;
  },
): VisitorExperiments & { stored: Record<string, string>; exposures: Exposure[] } {
  const { assignments, stored, exposures } = resolveAssignments({
    visitorId: input.visitorId,
    experiments: effectiveExperiments(EXPERIMENTS[brand.key], input.settings),
    stored: input.stored ?? {},
    overrides: input.overrides,
  });
  return {
    assignments,
    stored,
    exposures,
    flags: flagsOf(
      brand,
      assignments.map((a) => a.variant),
    ),
  };
}
