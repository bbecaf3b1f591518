import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The staff application's settings of an experiment of a brand's registry: on/off and the split (percent per variant
 * name; null keeps the registry's weights). The registry in code stays the list of experiments and variants: a row
 * only overrides it. `version` moves on with each change (optimistic concurrency: a save naming an older version is
 * refused). Who changed it and when are kept here for the page, and in the audit log with before and after.
 */
export const experimentSettings = pgTable(
  'experiment_settings',
  {
    brand: text('brand').notNull(),
    experiment: text('experiment').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    weights: jsonb('weights').$type<Record<string, number>>(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByStaffId: text('updated_by_staff_id'),
    updatedByEmail: text('updated_by_email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.experiment] }), check('experiment_settings_version_check', sql`${t.version} >= 1`)],
);

/**
 * Exposures: how many visitors were given each variant of an experiment by the split for the first time (the
 * storefront counts when it stores a visitor's variant in the `xa` cookie, and sends its counts in batches).
 */
export const experimentExposures = pgTable(
  'experiment_exposures',
  {
    brand: text('brand').notNull(),
    experiment: text('experiment').notNull(),
    variant: text('variant').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.experiment, t.variant] }),
    check('experiment_exposures_count_check', sql`${t.count} >= 0`),
  ],
);
