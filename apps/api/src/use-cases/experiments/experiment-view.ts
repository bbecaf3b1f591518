import type { ExperimentWire } from '@store/core/experiments/admin-wire';
import { controlOf, effectiveExperiment } from '@store/core/experiments/settings';
import type { Experiment } from '@store/core/experiments/registry';
import type { ExperimentSettingRow } from '../../db/repositories/experiments';

/** Not found, also for a brand outside the member's scope (as if it did not exist). */
export const EXPERIMENT_NOT_FOUND = 'No such experiment for this brand';

/** An experiment of the registry as the staff application shows it: registry and effective weights, exposures, last change. */
export function experimentView(
  brand: string,
  experiment: Experiment,
  row: ExperimentSettingRow | null,
  exposures: ReadonlyArray<{ experiment: string; variant: string; count: number }>,
): ExperimentWire {
  const effective = effectiveExperiment(experiment, row ? { enabled: row.enabled, weights: row.weights } : undefined);
  return {
    brand,
    name: experiment.name,
    enabled: effective.enabled,
    version: row?.version ?? 0,
    control: controlOf(experiment).name,
    variants: experiment.variants.map((variant, i) => ({
      name: variant.name,
      registryWeight: variant.weight,
      weight: effective.variants[i]?.weight ?? 0,
      exposures: exposures.find((e) => e.experiment === experiment.name && e.variant === variant.name)?.count ?? 0,
      flags: Object.entries(variant.flags)
        .filter(([, on]) => on !== undefined)
        .map(([flag, on]) => (on ? flag : `${flag} off`)),
      strategyId: variant.strategyId ?? null,
    })),
    lastChange: row ? { at: row.updatedAt.toISOString(), by: row.updatedByEmail } : null,
  };
}
