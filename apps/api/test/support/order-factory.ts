import type { BrandKey, Cart } from '@store/core';
import type { Database } from '../../src/db/client';
import { carts, orders } from '../../src/db/schema';
import { randomBase62, sha256 } from '../../src/ids';
import type { FastifyInstance } from 'fastify';
import { shopper, type Shopper } from './shopper';

/** The session hash behind a shopper's signed `sid` cookie (the value before the signature), as the API stores it. */
export function sessionHashOf(shopper: Shopper): string {
  const signed = shopper.jar.get('sid');
  if (!signed) throw new Error('the shopper has no session yet: make one call first');
  return sha256(decodeURIComponent(signed).slice(0, decodeURIComponent(signed).lastIndexOf('.')));
}

/** A shopper whose session exists (one cart read), with its session hash for rows inserted on its behalf. */
export async function sessionShopper(app: FastifyInstance, brand = 'nestwood'): Promise<Shopper & { hash: string }> {
  const s = shopper(app, brand);
  await s.call('GET', '/carts/my');
  return Object.assign(s, { hash: sessionHashOf(s) });
}

const ADDRESS = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '4155550100',
  address: { line1: '1 Main St', line2: '', zip: '94105', city: 'San Francisco', state: 'CA', country: 'US' },
};

/** A frozen cart as an order stores it (only its totals matter to payments). */
function frozenCart(id: string, total: number, currency: 'USD' | 'CAD', couponCode: string | null): Cart {
  return {
    id,
    items: [],
    extras: [],
    itemsCount: 1,
    totalPrice: { amount: total },
    totalDiscount: { amount: 0 },
    totalValue: { amount: total },
    totalSavings: { amount: 0 },
    couponDetails: couponCode ? { code: couponCode } : null,
    metadata: { reqShippingDate: null, reqDeliveryDate: null },
    historyLog: [],
    currency,
    preventAddingCoupon: false,
    region: { country: 'US', state: 'CA', zip: '94105' },
  };
}

export interface OrderSeed {
  brand?: BrandKey;
  sessionHash: string;
  totalAmount?: number;
  currency?: 'USD' | 'CAD';
  couponCode?: string | null;
  billingProvider?: string;
  status?: 'pending' | 'paid' | 'cancelled';
  /** Also write the cart row it came from (active), so a payment can be seen consuming it. */
  withCart?: boolean;
}

/** Inserts an order row straight into the table (payments do not depend on the orders routes). */
export async function insertOrder(db: Database, seed: OrderSeed) {
  const brand = seed.brand ?? 'nestwood';
  const id = randomBase62(24);
  const cartId = randomBase62(24);
  const total = seed.totalAmount ?? 129_900;
  const currency = seed.currency ?? 'USD';
  if (seed.withCart) await db.insert(carts).values({ id: cartId, brand, sessionHash: seed.sessionHash });
  const [row] = await db
    .insert(orders)
    .values({
      id,
      shortId: randomBase62(8).toUpperCase(),
      brand,
      sessionHash: seed.sessionHash,
      cartId,
      status: seed.status ?? 'pending',
      email: 'ann@example.com',
      shippingDetails: ADDRESS,
      billingDetails: ADDRESS,
      paymentDetails: { billingProvider: seed.billingProvider ?? 'stripeDirect', customerID: null },
      cart: frozenCart(cartId, total, currency, seed.couponCode ?? null),
      totalAmount: total,
      currency,
      couponCode: seed.couponCode ?? null,
      emailKey: 'ann@example.com',
      phoneKey: '4155550100',
      zipKey: '94105',
    })
    .returning();
  return row!;
}
