import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZERO_TOTAL_PAYMENT_TOKEN, type Order, type Product } from '@store/core';
import { coupons } from '../src/db/schema';
import { useTestApp } from './support/test-app';
import { mattress, shopper, type Shopper } from './support/shopper';
import { orderBody } from './support/orders';
import { chargesOf, pay } from './support/payments';

/** The demo store's SERVICE100 (customer service's make-good) on its catalogue: how a zero-total order is reached. */
const t = useTestApp({ seed: 'catalog', coupons: 'demo', brands: ['nestwood'] });

async function pillowLine(s: Shopper) {
  const product = (await s.call('GET', '/products/pillow')).json().result as Product;
  return {
    productID: product.id,
    quantity: 1,
    properties: product.properties.map((p) => ({ name: p.name, value: p.defaultValue })),
  };
}

/** The demo nestwood pillows: the Pillow at $63.75 (Standard) or $80.75 (King), the Down Pillow at $126.65 (Standard). */
const pillows = (productID: 'pillow' | 'down-pillow', size: 'standard' | 'king', quantity: number) => ({
  productID,
  quantity,
  properties: [{ name: 'Size', value: size }],
});

describe('SERVICE100: 100% off bedding, usage-limited (the demo coupons, README)', () => {
  it('zero total: a pillow with SERVICE100 totals 0 and its order is paid with the placeholder token, no charge', async () => {
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

  it('covers one pillow, the dearest, on a cart of 60 pillows: the order still has to be paid by card', async () => {
    const s = shopper(t.app);
    const before = s.cart(
      await s.call('POST', '/carts/my/items', {
        items: [pillows('pillow', 'standard', 20), pillows('down-pillow', 'standard', 20), pillows('pillow', 'king', 20)],
      }),
    );
    expect(before.itemsCount).toBe(60);
    const cart = s.cart(await s.call('PUT', '/carts/my/coupon', { couponCode: 'SERVICE100' }));
    // One Down Pillow ($126.65, the dearest) off the 60: 20 x $63.75 + 20 x $126.65 + 20 x $80.75 = $5,423.00.
    expect(cart.totalDiscount.amount).toBe(12665);
    expect(
      cart.items.map((i) => [i.pricing.price.amount, i.pricing.breakdown.couponDiscount.amount, i.priceAfterDiscount]),
    ).toEqual([
      [127500, 0, 127500],
      [253300, 12665, 240635],
      [161500, 0, 161500],
    ]);
    expect(cart.totalPrice.amount).toBe(before.totalPrice.amount - 12665);
    const order = ((await s.call('POST', '/orders', orderBody())).json() as { result: Order }).result;
    expect(order.cart.totalDiscount.amount).toBe(12665);
    const free = await pay(t.app, s, order.id, { paymentToken: ZERO_TOTAL_PAYMENT_TOKEN });
    expect(free.statusCode).toBe(400);
  });

  it('covers one pillow of a line of three', async () => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [pillows('pillow', 'standard', 3)] });
    const cart = s.cart(await s.call('PUT', '/carts/my/coupon', { couponCode: 'SERVICE100' }));
    expect(cart.totalDiscount.amount).toBe(6375);
    expect(cart.items[0]).toMatchObject({ quantity: 3, priceAfterDiscount: 12750 });
  });

  it('is used up after its 25 redemptions per brand', async () => {
    await t.db.update(coupons).set({ redemptions: 25 }).where(eq(coupons.code, 'SERVICE100'));
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [await pillowLine(s)] });
    expect((await s.call('PUT', '/carts/my/coupon', { couponCode: 'SERVICE100' })).statusCode).toBe(400);
  });
});
