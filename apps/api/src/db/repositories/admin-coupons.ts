import { and, asc, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { StaffBrands } from '@store/core/back-office/staff-roles';
import { coupons, orders, products } from '../schema';
import type { Db } from './carts';
import type { CouponColumns, CouponRow } from './coupons';

/** Escapes LIKE's wildcards so a typed code is matched as written. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The coupons of the brands a member works on (one brand when named), codes containing `q`, by brand then code. */
export async function listStaffCoupons(
  db: Db,
  brands: StaffBrands,
  filter: { brand?: string; q?: string },
): Promise<CouponRow[]> {
  const where: (SQL | undefined)[] = [
    brands === 'all' ? undefined : inArray(coupons.brand, brands.length > 0 ? [...brands] : ['']),
    filter.brand ? eq(coupons.brand, filter.brand) : undefined,
    filter.q ? ilike(coupons.code, `%${literal(filter.q.trim())}%`) : undefined,
  ];
  return db
    .select()
    .from(coupons)
    .where(and(...where))
    .orderBy(asc(coupons.brand), asc(coupons.code));
}

/** The coupon row, locked for the rest of the transaction (edits and payments queue on it). */
export async function lockCoupon(db: Db, brand: string, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.brand, brand), eq(coupons.code, code)))
    .for('update');
  return row ?? null;
}

export async function insertCoupon(db: Db, brand: string, rules: CouponColumns, now: Date): Promise<CouponRow | null> {
  const [row] = await db
    .insert(coupons)
    .values({ brand, ...rules, version: 1, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Writes new rules over the locked row (the code may change while nobody redeemed it) and moves its version on. */
export async function updateCoupon(db: Db, row: CouponRow, rules: CouponColumns, now: Date): Promise<CouponRow> {
  const [updated] = await db
    .update(coupons)
    .set({ ...rules, version: row.version + 1, updatedAt: now })
    .where(and(eq(coupons.brand, row.brand), eq(coupons.code, row.code)))
    .returning();
  return updated!;
}

/** Whether any order (paid or not) names this code: then the code itself can no longer change. */
export async function couponNamedByOrders(db: Db, brand: string, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.brand, brand), eq(orders.couponCode, code)))
    .limit(1);
  return row !== undefined;
}

/** The paid orders that used a coupon, newest first, with the discount each got (their frozen cart's). */
export async function couponOrders(db: Db, brand: string, code: string, limit = 200) {
  return db
    .select({
      orderId: orders.id,
      shortId: orders.shortId,
      paidAt: orders.paidAt,
      email: orders.email,
      discount: sql<number>`coalesce((${orders.cart}->'totalDiscount'->>'amount')::int, 0)`,
      currency: orders.currency,
    })
    .from(orders)
    .where(and(eq(orders.brand, brand), eq(orders.couponCode, code), isNotNull(orders.paidAt)))
    .orderBy(desc(orders.paidAt))
    .limit(limit);
}

/** Which of these product ids the brand does not sell (a coupon may only name products the brand has). */
export async function unknownProductIds(db: Db, brand: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.brand, brand), inArray(products.id, [...ids])));
  const known = new Set(found.map((p) => p.id));
  return ids.filter((id) => !known.has(id));
}
