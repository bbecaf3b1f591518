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
    maxDiscount: null,
    maxUnits: null,
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
    maxDiscount: null,
    maxUnits: null,
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
    maxDiscount: null,
    maxUnits: null,
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
    maxDiscount: null,
    maxUnits: null,
  },
  // Customer service's make-good (a replacement pillow or sheet set at no charge): 100% off one bedding unit, the
  // dearest in the cart, up to $300 (the dearest seeded pillow or sheet set, a Split King linen set, is $286.40), 25
  // orders per brand. It is also how a zero-total order (no card, the placeholder token) is reached in the
  // sandbox and e2e.
  {
    code: 'SERVICE100',
    kind: 'percent',
    value: 100,
    minSubtotal: 0,
    appliesTo: ['bedding'],
    expiresAt: null,
    maxRedemptions: 25,
    returningCustomerOnly: false,
    maxDiscount: 30000,
    maxUnits: 1,
  },
  // The returning-customer coupon, refused until the returning-customer check recognises the shopper.
  {
    code: 'WELCOMEBACK',
    kind: 'fixed',
    value: 7500,
    minSubtotal: 50000,
    appliesTo: [],
    expiresAt: null,
    maxRedemptions: null,
    returningCustomerOnly: true,
    maxDiscount: null,
    maxUnits: null,
  },
] as const;

export async function seedCoupons(db: Database): Promise<void> {
  const rows = BRAND_KEYS.filter(brandTakesOrders).flatMap((brand) =>
    SEED_COUPONS.map((c) => ({ ...c, brand, appliesTo: [...c.appliesTo] })),
  );
  // Redemptions are never overwritten; the rules that bound who gets a coupon and how much are, so a database seeded
  // before a rule existed applies it from its next start (WELCOMEBACK for recognised shoppers only, SERVICE100 to one
  // capped unit).
  await db
    .insert(coupons)
    .values(rows)
    .onConflictDoUpdate({
      target: [coupons.brand, coupons.code],
      set: {
        returningCustomerOnly: sql`excluded.returning_customer_only`,
        maxDiscount: sql`excluded.max_discount`,
        maxUnits: sql`excluded.max_units`,
      },
    });
}
