import { err, ok, type Result } from '@store/core';
import { isBrandKey } from '@store/core/brands';
import type { ExperimentUpdate, ExperimentWire } from '@store/core/experiments/admin-wire';
import { experimentNamed, EXPERIMENTS } from '@store/core/experiments/registry';
import { splitProblems } from '@store/core/experiments/settings';
import { staffSeesBrand, type StaffBrands } from '@store/core/back-office/staff-roles';
import type { Database } from '../../db/client';
import { listExposures, lockExperimentSetting, writeExperimentSetting } from '../../db/repositories/experiments';
import { recordAudit, type AuditActor } from '../../staff/audit';
import { EXPERIMENT_NOT_FOUND, experimentView } from './experiment-view';

export const STALE_EXPERIMENT_MESSAGE =
  'Someone else changed this experiment since you opened it. Reload to see their change, then save yours again.';

const sameWeights = (a: Readonly<Record<string, number>> | null, b: Readonly<Record<string, number>>) =>
  a !== null && Object.keys(b).length === Object.keys(a).length && Object.entries(b).every(([k, v]) => a[k] === v);

/**
 * PUT /admin/experiments/:brand/:name: saves on/off and the split (percent per variant, adding up to 100) of an
 * experiment of the brand's registry. The body names the version it read: an older one is refused (409), unless the
 * experiment already is exactly as asked (a retry of a save that went through answers the same). The change and its
 * audit entry (before and after) commit together; storefronts pick it up on their next settings refresh.
 */
export async function updateExperiment(
  db: Database,
  key: { brand: string; name: string },
  input: ExperimentUpdate,
  actor: AuditActor,
  memberBrands: StaffBrands,
): Promise<Result<ExperimentWire>> {
  const { brand, name } = key;
  if (!isBrandKey(brand) || !staffSeesBrand(memberBrands, brand)) return err('NOT_FOUND', EXPERIMENT_NOT_FOUND);
  const experiment = experimentNamed(EXPERIMENTS[brand], name);
  if (!experiment) return err('NOT_FOUND', EXPERIMENT_NOT_FOUND);
  const problems = splitProblems(experiment, input.weights);
  if (problems.length > 0) return err('BAD_REQUEST', `The split cannot be saved: ${problems.join('; ')}`);
  const saved = await db.transaction(async (tx) => {
    const current = await lockExperimentSetting(tx, brand, name);
    const currentVersion = current?.version ?? 0;
    if (input.version !== currentVersion) {
      const replay = current !== null && current.enabled === input.enabled && sameWeights(current.weights, input.weights);
      return replay ? ok(current) : err('CONFLICT', STALE_EXPERIMENT_MESSAGE);
    }
    const row = {
      brand,
      experiment: name,
      enabled: input.enabled,
      weights: { ...input.weights },
      version: currentVersion + 1,
      updatedByStaffId: actor.staffId,
      updatedByEmail: actor.staffEmail,
    };
    if (!(await writeExperimentSetting(tx, row))) return err('CONFLICT', STALE_EXPERIMENT_MESSAGE);
    const before = current
      ? { enabled: current.enabled, weights: current.weights, version: current.version }
      : { enabled: true, weights: null, version: 0 };
    await recordAudit(tx, actor, {
      action: 'experiment.update',
      brand,
      targetType: 'experiment',
      targetId: `${brand}/${name}`,
      before,
      after: { enabled: row.enabled, weights: row.weights, version: row.version },
    });
    return ok(null);
  });
  if (!saved.ok) return saved;
  const fresh = await lockExperimentSetting(db, brand, name);
  return ok(experimentView(brand, experiment, fresh, await listExposures(db, brand)));
}
