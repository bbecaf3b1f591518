import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG_NAMES } from '@store/core/experiments/flags';
import { EXPERIMENTS } from '@store/core/experiments/registry';
import { UPSELL_FLAG_NAMES, type UpsellItem } from '@store/core';
import type { TestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { createStoreApp, mattress, PRODUCTS } from './support/test-store';

/**
 * An experiment never changes a price on the server. The flags reach the API only as `?flags=` on the calls
 * that take them (coupon, merge, upsells); the API recomputes every price from the catalogue, so the same cart costs
 * the same under every flag set the experiment registry can switch on.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createStoreApp();
});
afterAll(() => t.close());

const variantFlagSets = Object.values(EXPERIMENTS).flatMap((list) =>
  list.flatMap((e) => e.variants.map((v) => Object.keys(v.flags).filter((name) => v.flags[name as keyof typeof v.flags]))),
);
/** Every flag alone, all of them, and each flag set a registry variant switches on (each set once). */
const FLAG_SETS: string[][] = [
  ...new Map(
    [[...FLAG_NAMES], ...FLAG_NAMES.map((name) => [name]), ...variantFlagSets]
      .filter((s) => s.length > 0)
      .map((s) => [s.join(','), s]),
  ).values(),
];
const query = (flags: readonly string[]) => (flags.length === 0 ? '' : `?flags=${flags.join(',')}`);
const pillow = { productID: PRODUCTS.pillow.id, quantity: 1, properties: [{ name: 'Size', value: 'standard' }] };

async function pricedCart(items: unknown[], flags: readonly string[]) {
  const s = shopper(t.app);
  await s.call('POST', '/carts/my/items', { items });
  await s.call('PUT', `/carts/my/coupon${query(flags)}`, { couponCode: 'SAVE10' });
  const cart = s.cart(await s.call('GET', '/carts/my'));
  return {
    total: cart.totalPrice.amount,
    discount: cart.totalDiscount.amount,
    lines: cart.items.map((i) => i.pricing.price.amount),
  };
}

describe('an experiment flag never changes a price computed by the API', () => {
  it.each(FLAG_SETS.map((flags) => [flags.join(','), flags]))(
    'a mattress cart with a coupon costs the same with flags %s as without',
    async (_name, flags) => {
      const baseline = await pricedCart([mattress(), pillow], []);
      expect(baseline.discount).toBeGreaterThan(0);
      expect(await pricedCart([mattress(), pillow], flags)).toEqual(baseline);
    },
  );

  it('keepCoupon keeps a coupon that gives nothing: the total is still the cart’s own', async () => {
    const plain = shopper(t.app);
    const withoutCoupon = plain.cart(await plain.call('POST', '/carts/my/items', { items: [pillow] })).totalPrice.amount;
    const kept = await pricedCart([pillow], ['keepCoupon']);
    expect(kept).toMatchObject({ total: withoutCoupon, discount: 0 });
  });

  it.each(FLAG_SETS.map((flags) => [flags.join(','), flags]))(
    'GET /upsells?flags=%s: every item keeps its product, discount, type and quantity (flags shape labels, sizes, visibility)',
    async (_name, flags) => {
      const get = async (q: string) =>
        (await t.app.inject({ method: 'GET', url: `/upsells${q}`, headers: { 'x-brand': 'nestwood' } })).json()
          .result as UpsellItem[];
      const priceFields = (list: UpsellItem[]) =>
        Object.fromEntries(list.map((i) => [i.name, [i.productId, i.discount, i.type, i.quantity ?? 1, i.sellsWith]]));
      const baseline = priceFields(await get(''));
      // GET /upsells takes the upsell flags only (the storefront sends those: lib/flags.ts upsellFlagsOn).
      const flagged = priceFields(await get(query(flags.filter((f) => (UPSELL_FLAG_NAMES as readonly string[]).includes(f)))));
      for (const [name, fields] of Object.entries(baseline)) expect(flagged[name]).toEqual(fields);
    },
  );
});
