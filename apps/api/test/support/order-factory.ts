import { and, eq } from 'drizzle-orm';
import { BRANDS, type BrandKey, type Cart } from '@store/core';
import type { Database } from '../../src/db/client';
import { carts, orders } from '../../src/db/schema';
import { randomBase62, sha256 } from '../../src/ids';
import { loadCart } from '../../src/use-cases/carts/load-cart';
import { sandboxTaxProvider } from '../../src/tax/sandbox-tax';
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

/**
 * The order's cart: a cart row of the session (an earlier active one of the session is set aside, as paying it would),
 * frozen as the API prices it, with the seed's totals (only the totals matter to payments; the payment checks that
 * the cart still holds the frozen choices, which it does).
 */
async function frozenCart(db: Database, brand: BrandKey, sessionHash: string, total: number, couponCode: string | null) {
  await db
    .update(carts)
    .set({ status: 'consumed' })
    .where(and(eq(carts.brand, brand), eq(carts.sessionHash, sessionHash), eq(carts.status, 'active')));
  const region = { country: 'US', state: 'CA', zip: '94105' };
  const [row] = await db
    .insert(carts)
    .values({ id: randomBase62(24), brand, sessionHash, couponCode, region })
    .returning();
  const ctx = { brand, brandConfig: BRANDS[brand], clientAddress: '127.0.0.1' };
  const cart: Cart = await loadCart(ctx, db, row!, { now: () => new Date(), tax: sandboxTaxProvider() });
  return { ...cart, totalPrice: { amount: total }, totalValue: { amount: total } };
}

export interface OrderSeed {
  brand?: BrandKey;
  sessionHash: string;
  totalAmount?: number;
  currency?: 'USD' | 'CAD';
  couponCode?: string | null;
  billingProvider?: string;
  status?: 'pending' | 'paid' | 'cancelled';
}

/** Inserts an order row straight into the table (payments do not depend on the orders routes). */
export async function insertOrder(db: Database, seed: OrderSeed) {
  const brand = seed.brand ?? 'nestwood';
  const id = randomBase62(24);
  const total = seed.totalAmount ?? 129_900;
  const currency = seed.currency ?? 'USD';
  const cart = await frozenCart(db, brand, seed.sessionHash, total, seed.couponCode ?? null);
  const [row] = await db
    .insert(orders)
    .values({
      id,
      shortId: randomBase62(8).toUpperCase(),
      brand,
      sessionHash: seed.sessionHash,
      cartId: cart.id,
      status: seed.status ?? 'pending',
      email: 'ann@example.com',
      shippingDetails: ADDRESS,
      billingDetails: ADDRESS,
      paymentDetails: { billingProvider: seed.billingProvider ?? 'stripeDirect', customerID: null },
      cart: { ...cart, currency },
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
