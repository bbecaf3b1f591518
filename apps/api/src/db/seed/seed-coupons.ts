import { sql } from 'drizzle-orm';
import { BRAND_KEYS, brandTakesOrders } from '@store/core';
import type { Database } from '../client';
import { coupons } from '../schema';

/** The seed coupons documented in the README; inserted once per brand, never overwriting redemptions. */
export const SEED_COUPONS = [
  {
    code: 'SAVE10',
    kind: 'percent',
    value: 10,
    minSubtotal: 0,
    appliesTo: ['mattress'],
    expiresAt: null,
    maxRedemptions: null,
    returningCustomerOnly: false,
  },
  {
    code: 'TAKE200',
    kind: 'fixed',
    value: 20000,
    minSubtotal: 100000,
    appliesTo: [],
    expiresAt: null,
    maxRedemptions: null,
    returningCustomerOnly: false,
  },
  {
    code: 'EXPIRED15',
    kind: 'percent',
    value: 15,
    minSubtotal: 0,
    appliesTo: [],
    expiresAt: new Date('2025-01-01T00:00:00Z'),
    maxRedemptions: null,
    returningCustomerOnly: false,
  },
  {
    code: 'ONCE50',
    kind: 'fixed',
    value: 5000,
    minSubtotal: 0,
    appliesTo: [],
    expiresAt: null,
    maxRedemptions: 1,
    returningCustomerOnly: false,
  },
  // Customer service's make-good (a replacement pillow or sheet set at no charge): 100% off bedding, 25 orders per brand.
  // It is also how a zero-total order (SPEC §5: no card, the placeholder token) is reached in the sandbox and e2e.
  {
    code: 'SERVICE100',
    kind: 'percent',
    value: 100,
    minSubtotal: 0,
    appliesTo: ['bedding'],
    expiresAt: null,
    maxRedemptions: 25,
    returningCustomerOnly: false,
  },
  // SPEC §4: the returning-customer coupon, refused until the returning-customer check recognises the shopper.
  {
    code: 'WELCOMEBACK',
    kind: 'fixed',
    value: 7500,
    minSubtotal: 50000,
    appliesTo: [],
    expiresAt: null,
    maxRedemptions: null,
    returningCustomerOnly: true,
  },
] as const;

export async function seedCoupons(db: Database): Promise<void> {
  const rows = BRAND_KEYS.filter(brandTakesOrders).flatMap((brand) =>
    SEED_COUPONS.map((c) => ({ ...c, brand, appliesTo: [...c.appliesTo] })),
  );
  // Redemptions are never overwritten; the returning-customer flag is, so a database seeded before the flag existed
  // stops giving WELCOMEBACK to anyone on its next start.
  await db
    .insert(coupons)
    .values(rows)
    .onConflictDoUpdate({
      target: [coupons.brand, coupons.code],
      set: { returningCustomerOnly: sql`excluded.returning_customer_only` },
    });
}
