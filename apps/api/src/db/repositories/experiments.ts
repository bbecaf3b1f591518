import { and, eq, sql } from 'drizzle-orm';
import { experimentExposures, experimentSettings } from '../schema';
import type { Db } from './carts';

export type ExperimentSettingRow = typeof experimentSettings.$inferSelect;

/** Every saved setting, of one brand or of all. */
export async function listExperimentSettings(db: Db, brand?: string): Promise<ExperimentSettingRow[]> {
  const query = db.select().from(experimentSettings);
  return brand === undefined ? query : query.where(eq(experimentSettings.brand, brand));
}

/** One setting, locked for the caller's transaction (a concurrent save waits, then sees the new version). */
export async function lockExperimentSetting(db: Db, brand: string, experiment: string): Promise<ExperimentSettingRow | null> {
  const [row] = await db
    .select()
    .from(experimentSettings)
    .where(and(eq(experimentSettings.brand, brand), eq(experimentSettings.experiment, experiment)))
    .for('update');
  return row ?? null;
}

/**
 * Writes a setting at `version` (1 for the first save). The first save inserts; a later one updates only the row of
 * version - 1, so two saves of the same version cannot both win. Returns whether it was written.
 */
export async function writeExperimentSetting(db: Db, row: Omit<ExperimentSettingRow, 'updatedAt'>): Promise<boolean> {
  if (row.version === 1) {
    const inserted = await db
      .insert(experimentSettings)
      .values(row)
      .onConflictDoNothing()
      .returning({ version: experimentSettings.version });
    return inserted.length === 1;
  }
  const updated = await db
    .update(experimentSettings)
    .set({ ...row, updatedAt: new Date() })
    .where(
      and(
        eq(experimentSettings.brand, row.brand),
        eq(experimentSettings.experiment, row.experiment),
        eq(experimentSettings.version, row.version - 1),
      ),
    )
    .returning({ version: experimentSettings.version });
  return updated.length === 1;
}

/** A brand's exposure counts. */
export async function listExposures(
  db: Db,
  brand: string,
): Promise<Array<{ experiment: string; variant: string; count: number }>> {
  return db
    .select({
      experiment: experimentExposures.experiment,
      variant: experimentExposures.variant,
      count: experimentExposures.count,
    })
    .from(experimentExposures)
    .where(eq(experimentExposures.brand, brand));
}

/** Adds a batch of counts (one statement: insert, or add to the row's count). */
export async function addExposures(
  db: Db,
  counts: ReadonlyArray<{ brand: string; experiment: string; variant: string; count: number }>,
): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(experimentExposures)
    .values(counts.map((c) => ({ ...c })))
    .onConflictDoUpdate({
      target: [experimentExposures.brand, experimentExposures.experiment, experimentExposures.variant],
      set: { count: sql`${experimentExposures.count} + excluded.count`, lastAt: sql`now()` },
    });
}
