import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZERO_TOTAL_PAYMENT_TOKEN, type Order, type Product } from '@store/core';
import { coupons } from '../src/db/schema';
import { useTestApp } from './support/test-app';
import { mattress, shopper, type Shopper } from './support/shopper';
import { orderBody } from './support/orders';
import { chargesOf, pay } from './support/payments';

/** The README's SERVICE100 (customer service's make-good) on the real catalogue: how a zero-total order is reached. */
const t = useTestApp({ seed: 'catalog' });

async function pillowLine(s: Shopper) {
  const product = (await s.call('GET', '/products/pillow')).json().result as Product;
  return {
    productID: product.id,
    quantity: 1,
    properties: product.properties.map((p) => ({ name: p.name, value: p.defaultValue })),
  };
}

describe('SERVICE100: 100% off bedding, usage-limited (README seed coupons)', () => {
  it('SPEC §5 zero total: a pillow with SERVICE100 totals 0 and its order is paid with the placeholder token, no charge', async () => {
    const s = shopper(t.app);
    expect((await s.call('POST', '/carts/my/items', { items: [await pillowLine(s)] })).statusCode).toBe(200);
    const cart = s.cart(await s.call('PUT', '/carts/my/coupon', { couponCode: 'service100' }));
    expect(cart.totalPrice.amount).toBe(0);
    const placed = await s.call('POST', '/orders', orderBody());
    expect(placed.statusCode, placed.body).toBe(200);
    const order = (placed.json() as { result: Order }).result;
    expect(order.cart.totalPrice.amount).toBe(0);
    const res = await pay(t.app, s, order.id, { paymentToken: ZERO_TOTAL_PAYMENT_TOKEN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ paymentStatus: 'succeeded', order: { status: 'paid' } });
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(0);
    const [row] = await t.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.brand, 'nestwood'), eq(coupons.code, 'SERVICE100')));
    expect(row).toMatchObject({ brand: 'nestwood', redemptions: 1, maxRedemptions: 25 });
  });

  it('does not discount a mattress: on a mattress-only cart it is refused and the total stays due', async () => {
    const s = shopper(t.app);
    const before = s.cart(await s.call('POST', '/carts/my/items', { items: [mattress()] }));
    const refused = await s.call('PUT', '/carts/my/coupon', { couponCode: 'SERVICE100' });
    expect(refused.json()).toMatchObject({ status: 'error', message: 'This coupon does not apply to the items in your cart' });
    expect(s.cart(await s.call('GET', '/carts/my')).totalPrice.amount).toBe(before.totalPrice.amount);
  });

  it('is used up after its 25 redemptions per brand', async () => {
    await t.db.update(coupons).set({ redemptions: 25 }).where(eq(coupons.code, 'SERVICE100'));
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [await pillowLine(s)] });
    expect((await s.call('PUT', '/carts/my/coupon', { couponCode: 'SERVICE100' })).statusCode).toBe(400);
  });
});
