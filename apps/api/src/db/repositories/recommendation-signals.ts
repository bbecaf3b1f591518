import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BrandKey, OrderSignals, PaidLine, PairCount } from '@store/core';
import type { Database } from '../client';
import { orders, productPairCounts, productPopularity, recommendationCountedOrders } from '../schema';
import type { Db } from './carts';

/** Where signals live: a brand in its region (BRANDS[brand].region). Every query filters by both. */
export interface SignalScope {
  brand: BrandKey;
  region: string;
}

/** Co-purchase counts (paid + starting) of the anchors with every other product of the brand and region. */
export async function readPairCounts(
  db: Pick<Database, 'select'>,
  scope: SignalScope,
  anchors: readonly string[],
): Promise<PairCount[]> {
  if (anchors.length === 0) return [];
  const rows = await db
    .select({
      anchor: productPairCounts.productA,
      other: productPairCounts.productB,
      paid: productPairCounts.paidCount,
      seed: productPairCounts.seedCount,
    })
    .from(productPairCounts)
    .where(
      and(
        eq(productPairCounts.brand, scope.brand),
        eq(productPairCounts.region, scope.region),
        inArray(productPairCounts.productA, [...anchors]),
      ),
    );
  return rows.map((r) => ({ anchor: r.anchor, other: r.other, count: r.paid + r.seed }));
}

/** Popularity (paid units + starting count) of every product of the brand and region. */
export async function readPopularity(db: Pick<Database, 'select'>, scope: SignalScope): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: productPopularity.productId, paid: productPopularity.paidCount, seed: productPopularity.seedCount })
    .from(productPopularity)
    .where(and(eq(productPopularity.brand, scope.brand), eq(productPopularity.region, scope.region)));
  return new Map(rows.map((r) => [r.id, r.paid + r.seed]));
}

/** The paid counts of one brand and region (tests and operators read what orders added, without the starting counts). */
export async function readPaidCounts(db: Pick<Database, 'select'>, scope: SignalScope) {
  const where = (t: typeof productPopularity | typeof productPairCounts) =>
    and(eq(t.brand, scope.brand), eq(t.region, scope.region));
  const popularity = await db.select().from(productPopularity).where(where(productPopularity));
  const pairs = await db.select().from(productPairCounts).where(where(productPairCounts));
  return {
    units: Object.fromEntries(popularity.filter((r) => r.paidCount > 0).map((r) => [r.productId, r.paidCount])),
    pairs: Object.fromEntries(pairs.filter((r) => r.paidCount > 0).map((r) => [`${r.productA}+${r.productB}`, r.paidCount])),
  };
}

/**
 * Adds one paid order's signals, once: the order is claimed in recommendation_counted_orders first (a conflict means an
 * earlier run counted it, and nothing is added). Call inside a transaction so the claim and the counts commit together.
 * Returns whether this call counted the order.
 */
export async function countPaidOrder(tx: Db, scope: SignalScope, orderId: string, signals: OrderSignals): Promise<boolean> {
  const claimed = await tx
    .insert(recommendationCountedOrders)
    .values({ orderId, brand: scope.brand })
    .onConflictDoNothing()
    .returning({ orderId: recommendationCountedOrders.orderId });
  if (claimed.length === 0) return false;
  for (const [productId, units] of signals.units)
    await tx
      .insert(productPopularity)
      .values({ ...scope, productId, paidCount: units })
      .onConflictDoUpdate({
        target: [productPopularity.brand, productPopularity.region, productPopularity.productId],
        set: { paidCount: sql`${productPopularity.paidCount} + ${units}` },
      });
  for (const [productA, productB] of signals.pairs)
    await tx
      .insert(productPairCounts)
      .values({ ...scope, productA, productB, paidCount: 1 })
      .onConflictDoUpdate({
        target: [productPairCounts.brand, productPairCounts.region, productPairCounts.productA, productPairCounts.productB],
        set: { paidCount: sql`${productPairCounts.paidCount} + 1` },
      });
  return true;
}

/** The lines of a paid order of the brand (null when the order is not found or not paid). */
export async function findPaidOrderLines(
  db: Pick<Database, 'select'>,
  brand: BrandKey,
  orderId: string,
): Promise<PaidLine[] | null> {
  const [row] = await db
    .select({ cart: orders.cart })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.brand, brand), eq(orders.status, 'paid')));
  if (!row) return null;
  return row.cart.items.map((item) => ({ productId: item.product.id, group: item.product.group, quantity: item.quantity }));
}
