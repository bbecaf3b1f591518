import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { UpsellItem } from '@store/core';

/** The upsell catalogue, kept per brand and region; the document holds the whole UpsellItem. */
export const upsells = pgTable(
  'upsells',
  {
    brand: text('brand').notNull(),
    region: text('region').$type<UpsellItem['region']>().notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    document: jsonb('document').$type<UpsellItem>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.name] }), index('upsells_brand_region_idx').on(t.brand, t.region, t.position)],
);
