import { isBrandKey } from '@store/core/brands';
import { experimentNamed, EXPERIMENTS } from '@store/core/experiments/registry';
import type { Database } from '../../db/client';
import { addExposures } from '../../db/repositories/experiments';

export interface ExposureCount {
  brand: string;
  experiment: string;
  variant: string;
  count: number;
}

/**
 * POST /experiments/exposures: adds a storefront's batch of exposure counts. Entries naming no variant of a brand's
 * registry are dropped (a storefront on older code); the same key twice is summed. Returns how many keys were counted.
 */
export async function recordExposures(db: Database, batch: readonly ExposureCount[]): Promise<number> {
  const summed = new Map<string, ExposureCount>();
  for (const entry of batch) {
    if (!isBrandKey(entry.brand)) continue;
    if (!experimentNamed(EXPERIMENTS[entry.brand], entry.experiment)?.variants.some((v) => v.name === entry.variant)) continue;
    const key = `${entry.brand}\u0000${entry.experiment}\u0000${entry.variant}`;
    const known = summed.get(key);
    summed.set(key, { ...entry, count: (known?.count ?? 0) + entry.count });
  }
  await addExposures(db, [...summed.values()]);
  return summed.size;
}
