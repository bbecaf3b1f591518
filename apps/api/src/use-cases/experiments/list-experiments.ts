import { err, ok, type Result } from '@store/core';
import { isBrandKey } from '@store/core/brands';
import type { ExperimentListWire } from '@store/core/experiments/admin-wire';
import { EXPERIMENTS } from '@store/core/experiments/registry';
import { staffSeesBrand, type StaffBrands } from '@store/core/back-office/staff-roles';
import type { Database } from '../../db/client';
import { listExperimentSettings, listExposures } from '../../db/repositories/experiments';
import { experimentView } from './experiment-view';

export const BRAND_NOT_FOUND = 'No such brand';

/** GET /admin/experiments?brand=: every experiment of the brand's registry with its settings and exposure counts. */
export async function listExperiments(
  db: Database,
  brand: string,
  memberBrands: StaffBrands,
): Promise<Result<ExperimentListWire>> {
  if (!isBrandKey(brand) || !staffSeesBrand(memberBrands, brand)) return err('NOT_FOUND', BRAND_NOT_FOUND);
  const [rows, exposures] = await Promise.all([listExperimentSettings(db, brand), listExposures(db, brand)]);
  return ok({
    brand,
    experiments: EXPERIMENTS[brand].map((experiment) =>
      experimentView(brand, experiment, rows.find((r) => r.experiment === experiment.name) ?? null, exposures),
    ),
  });
}
