import type { ExperimentSettingsWire } from '@store/core/experiments/settings';
import type { Database } from '../../db/client';
import { listExperimentSettings } from '../../db/repositories/experiments';

/** GET /experiments/settings: every brand's saved settings (on/off and split), for the storefronts' in-memory copy. */
export async function storefrontExperimentSettings(db: Database): Promise<ExperimentSettingsWire> {
  const brands: ExperimentSettingsWire['brands'] = {};
  for (const row of await listExperimentSettings(db))
    (brands[row.brand] ??= {})[row.experiment] = { enabled: row.enabled, weights: row.weights ?? null };
  return { brands };
}
