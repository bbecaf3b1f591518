import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Co-purchase counts, per brand and region, stored in both directions (a->b and b->a) so one index lookup by
 * anchor finds every partner. `paidCount` counts paid orders holding both products (the orderPaid job); `seedCount` is
 * the starting signal a catalogue file's `signals` section sets (docs/catalog-file.md), replaced by each import of it,
 * never mixed into paidCount.
 */
export const productPairCounts = pgTable(
  'product_pair_counts',
  {
    brand: text('brand').notNull(),
    region: text('region').notNull(),
    productA: text('product_a').notNull(),
    productB: text('product_b').notNull(),
    paidCount: integer('paid_count').notNull().default(0),
    seedCount: integer('seed_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brand, t.region, t.productA, t.productB] })],
);

/** Popularity: paid units per product (paidCount) and the imported starting count (seedCount), per brand and region. */
export const productPopularity = pgTable(
  'product_popularity',
  {
    brand: text('brand').notNull(),
    region: text('region').notNull(),
    productId: text('product_id').notNull(),
    paidCount: integer('paid_count').notNull().default(0),
    seedCount: integer('seed_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brand, t.region, t.productId] })],
);

/** Orders whose lines were counted: the orderPaid job claims its order here first, so a re-run counts nothing twice. */
export const recommendationCountedOrders = pgTable(
  'recommendation_counted_orders',
  {
    orderId: text('order_id').primaryKey(),
    brand: text('brand').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recommendation_counted_orders_brand_idx').on(t.brand, t.countedAt)],
);
