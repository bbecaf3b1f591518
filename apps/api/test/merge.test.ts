import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { carts, coupons } from '../src/db/schema';
import type { TestApp } from './support/test-app';
import { shopper } from './support/shopper';
import { createStoreApp, mattress, PRODUCTS } from './support/test-store';

let t: TestApp;
beforeAll(async () => {
  t = await createStoreApp();
});
afterAll(() => t.close());

async function sharedCart() {
  const owner = shopper(t.app);
  const parent = owner.cart(await owner.call('POST', '/carts/my/items', { items: [mattress('king')] })).items[0]!;
  const pillow = {
    productID: PRODUCTS.pillow.id,
    quantity: 2,
    properties: [{ name: 'Size', value: 'standard' }],
    forItem: parent.itemIdentifier,
  };
  const cart = owner.cart(await owner.call('POST', '/carts/my/items', { items: [pillow] }));
  return { owner, cart };
}

describe('POST /carts/my/merge (a cart shared by link)', () => {
  it('copies the shared lines into my cart, keeps parents and children, and never edits the original', async () => {
    const { owner, cart: shared } = await sharedCart();
    const visitor = shopper(t.app);
    await visitor.call('POST', '/carts/my/items', {
      items: [
        {
          productID: PRODUCTS.sheets.id,
          quantity: 1,
          properties: [
            { name: 'Size', value: 'king' },
            { name: 'Color', value: 'grey' },
          ],
        },
      ],
    });
    const merged = visitor.cart(await visitor.call('POST', '/carts/my/merge', { cartId: shared.id, multiUse: true }));
    expect(merged.id).not.toBe(shared.id);
    expect(merged.items.map((i) => i.sku)).toEqual(expect.arrayContaining(shared.items.map((i) => i.sku)));
    expect(merged.items).toHaveLength(3);
    const parent = merged.items.find((i) => i.product.id === PRODUCTS.mattress.id)!;
    expect(merged.items.find((i) => i.product.id === PRODUCTS.pillow.id)!.forItem).toBe(parent.itemIdentifier);
    expect(merged.historyLog.at(-1)).toMatchObject({ type: 'cartCreated', metadata: { channel: 'cartLink' } });
    expect(owner.cart(await owner.call('GET', '/carts/my'))).toMatchObject({ id: shared.id, items: shared.items });
    // the visitor can change their copy, never the original
    await visitor.call('DELETE', `/carts/my/items/${parent.itemIdentifier}/`);
    expect(owner.cart(await owner.call('GET', '/carts/my')).items).toHaveLength(2);
  });

  it('a visitor’s multiUse false does not burn a link its owner shared for anyone: other visitors still merge it', async () => {
    const { cart } = await sharedCart();
    expect((await shopper(t.app).call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: false })).statusCode).toBe(200);
    expect((await shopper(t.app).call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: false })).statusCode).toBe(200);
    expect((await shopper(t.app).call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: true })).statusCode).toBe(200);
  });

  it('a link its owner made single-use (PUT /carts/my/link) works once, whatever multiUse the visitor sends', async () => {
    const { owner, cart } = await sharedCart();
    const shared = await owner.call('PUT', '/carts/my/link', { multiUse: false });
    expect(shared.json()).toEqual({ status: 'ok', result: { cartId: cart.id, multiUse: false } });
    expect((await shopper(t.app).call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: true })).statusCode).toBe(200);
    const again = await shopper(t.app).call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: true });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This cart link has already been used');
    // the owner still sees their own cart, and can share it again for anyone
    expect((await owner.call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: true })).statusCode).toBe(200);
    await owner.call('PUT', '/carts/my/link', { multiUse: true });
    expect((await shopper(t.app).call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: false })).statusCode).toBe(200);
  });

  it('only the owner sets the link mode: PUT /carts/my/link acts on the caller’s own cart, and checks its body', async () => {
    const { cart } = await sharedCart();
    const visitor = shopper(t.app);
    expect((await visitor.call('PUT', '/carts/my/link', { multiUse: false })).statusCode).toBe(404);
    await visitor.call('POST', '/carts/my/items', { items: [mattress()] });
    const theirs = (await visitor.call('PUT', '/carts/my/link', { multiUse: false })).json().result;
    expect(theirs.cartId).not.toBe(cart.id);
    expect((await shopper(t.app).call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: true })).statusCode).toBe(200);
    expect((await shopper(t.app).call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: true })).statusCode).toBe(200);
    for (const body of [{}, { multiUse: 'no' }, { multiUse: false, cartId: cart.id }])
      expect((await visitor.call('PUT', '/carts/my/link', body)).statusCode).toBe(400);
  });

  it('a link its owner made single-use, opened by three shoppers at once, is merged by exactly one', async () => {
    const { owner, cart } = await sharedCart();
    await owner.call('PUT', '/carts/my/link', { multiUse: false });
    const answers = await Promise.all(
      [shopper(t.app), shopper(t.app), shopper(t.app)].map((v) =>
        v.call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: false }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
  });

  it('two shoppers merging each other’s single-use links at once both get an answer, never a 5xx', async () => {
    const [a, b] = [shopper(t.app), shopper(t.app)];
    const [cartA, cartB] = [
      a.cart(await a.call('POST', '/carts/my/items', { items: [mattress()] })),
      b.cart(await b.call('POST', '/carts/my/items', { items: [mattress('king')] })),
    ];
    await Promise.all([
      a.call('PUT', '/carts/my/link', { multiUse: false }),
      b.call('PUT', '/carts/my/link', { multiUse: false }),
    ]);
    const answers = await Promise.all([
      a.call('POST', '/carts/my/merge', { cartId: cartB.id, multiUse: false }),
      b.call('POST', '/carts/my/merge', { cartId: cartA.id, multiUse: false }),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
  });

  it.each([
    ['a 23-character id', { cartId: 'a'.repeat(23), multiUse: true }, 400],
    ['the text undefined', { cartId: 'undefined', multiUse: true }, 400],
    ['an id with symbols', { cartId: 'a'.repeat(23) + '-', multiUse: true }, 400],
    ['an unknown id', { cartId: 'A'.repeat(24), multiUse: true }, 404],
  ])('refuses %s', async (_label, body, status) => {
    expect((await shopper(t.app).call('POST', '/carts/my/merge', body)).statusCode).toBe(status);
  });

  it('another brand’s cart cannot be merged', async () => {
    const { cart } = await sharedCart();
    expect((await shopper(t.app, 'arbor').call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: true })).statusCode).toBe(
      404,
    );
  });

  it('merging is refused once 50 attempts fall in 20 seconds, with Retry-After', async () => {
    const { cart } = await sharedCart();
    const visitor = shopper(t.app);
    for (let i = 0; i < 50; i += 1)
      expect((await visitor.call('POST', '/carts/my/merge', { cartId: 'B'.repeat(24), multiUse: true })).statusCode).toBe(404);
    const refused = await visitor.call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: true });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(20);
  });

  it('the merge limit holds per client address too, across brand hosts: a fresh cookie does not reset it', async () => {
    const first = shopper(t.app);
    for (let i = 0; i < 50; i += 1) await first.call('POST', '/carts/my/merge', { cartId: 'C'.repeat(24), multiUse: true });
    const sameAddress = shopper(t.app, 'driftvale', first.address);
    expect((await sameAddress.call('POST', '/carts/my/merge', { cartId: 'C'.repeat(24), multiUse: true })).statusCode).toBe(429);
    expect((await shopper(t.app).call('POST', '/carts/my/merge', { cartId: 'C'.repeat(24), multiUse: true })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /carts/my/merge: the shared cart’s coupon is checked like an applied one', () => {
  const pillow = { productID: PRODUCTS.pillow.id, quantity: 1, properties: [{ name: 'Size', value: 'standard' }] };

  async function sharedWithCoupon(code: string) {
    const owner = shopper(t.app);
    await owner.call('POST', '/carts/my/items', { items: [mattress('king')] });
    const res = await owner.call('PUT', '/carts/my/coupon', { couponCode: code });
    expect(res.statusCode).toBe(200);
    return owner.cart(res);
  }

  it('a usable coupon that gives a discount on the merged lines comes with the merge', async () => {
    const shared = await sharedWithCoupon('SAVE10');
    const merged = shopper(t.app).cart(
      await shopper(t.app).call('POST', '/carts/my/merge', { cartId: shared.id, multiUse: true }),
    );
    expect(merged.couponDetails).toEqual({ code: 'SAVE10' });
    expect(merged.totalDiscount.amount).toBe(shared.totalDiscount.amount);
    expect(merged.couponNotApplied).toBeUndefined();
  });

  it('a cart whose shopper removed a coupon gets none from a merge; the lines still merge and the answer says why', async () => {
    const shared = await sharedWithCoupon('SAVE10');
    const visitor = shopper(t.app);
    await visitor.call('POST', '/carts/my/items', { items: [pillow] });
    await visitor.call('DELETE', '/carts/my/coupon');
    const res = await visitor.call('POST', '/carts/my/merge', { cartId: shared.id, multiUse: true });
    const merged = visitor.cart(res);
    expect(merged.items).toHaveLength(2);
    expect(merged).toMatchObject({ couponDetails: null, preventAddingCoupon: true, totalDiscount: { amount: 0 } });
    expect(merged.couponNotApplied).toEqual({
      code: 'SAVE10',
      message: 'You removed a coupon from this cart, so the shared cart’s coupon was not added',
    });
    expect(visitor.cart(await visitor.call('GET', '/carts/my')).couponDetails).toBeNull();
  });

  const stored = { brand: 'nestwood', kind: 'fixed', value: 5000 } as const;
  it.each([
    [
      'expired since it was applied',
      { ...stored, code: 'MERGEEXPIRED', expiresAt: new Date('2025-01-01T00:00:00Z') },
      'This coupon has expired',
    ],
    [
      'used up since it was applied',
      { ...stored, code: 'MERGEUSEDUP', maxRedemptions: 1, redemptions: 1 },
      'This coupon has already been used',
    ],
    ['that the store no longer knows', null, 'Invalid Coupon Code'],
    [
      'a returning-customer coupon',
      { ...stored, code: 'MERGEWELCOME', returningCustomerOnly: true },
      'This coupon is for returning customers',
    ],
  ])('a shared coupon %s is not applied; the lines merge', async (_label, coupon, message) => {
    if (coupon) await t.db.insert(coupons).values(coupon);
    const code = coupon?.code ?? 'MERGEGONE';
    const owner = shopper(t.app);
    const shared = owner.cart(await owner.call('POST', '/carts/my/items', { items: [mattress('king')] }));
    // the shared cart holds the code from before the rule refused it
    await t.db.update(carts).set({ couponCode: code }).where(eq(carts.id, shared.id));
    const visitor = shopper(t.app);
    const merged = visitor.cart(await visitor.call('POST', '/carts/my/merge', { cartId: shared.id, multiUse: true }));
    expect(merged.items).toHaveLength(1);
    expect(merged).toMatchObject({ couponDetails: null, totalDiscount: { amount: 0 }, couponNotApplied: { code, message } });
  });

  it('a shared coupon that gives nothing on the merged cart is not applied, unless the keep-coupon flag is on', async () => {
    const owner = shopper(t.app);
    await owner.call('POST', '/carts/my/items', { items: [pillow] });
    const shared = owner.cart(await owner.call('PUT', '/carts/my/coupon?flags=keepCoupon', { couponCode: 'SAVE10' }));
    expect(shared.couponDetails).toEqual({ code: 'SAVE10' });
    const plain = shopper(t.app).cart(
      await shopper(t.app).call('POST', '/carts/my/merge', { cartId: shared.id, multiUse: true }),
    );
    expect(plain).toMatchObject({
      couponDetails: null,
      couponNotApplied: { code: 'SAVE10', message: 'This coupon does not apply to the items in your cart' },
    });
    const kept = shopper(t.app).cart(
      await shopper(t.app).call('POST', '/carts/my/merge?flags=keepCoupon', { cartId: shared.id, multiUse: true }),
    );
    expect(kept.couponDetails).toEqual({ code: 'SAVE10' });
    expect(kept.couponNotApplied).toBeUndefined();
  });

  it('the shopper’s own coupon stays; the shared one is reported as not applied', async () => {
    const shared = await sharedWithCoupon('SAVE10');
    const visitor = shopper(t.app);
    await visitor.call('POST', '/carts/my/items', { items: [mattress()] });
    await visitor.call('PUT', '/carts/my/coupon', { couponCode: 'TAKE200' });
    const merged = visitor.cart(await visitor.call('POST', '/carts/my/merge', { cartId: shared.id, multiUse: true }));
    expect(merged.couponDetails).toEqual({ code: 'TAKE200' });
    expect(merged.couponNotApplied).toEqual({ code: 'SAVE10', message: 'Your cart keeps its own coupon' });
  });

  it('a refused shared coupon is no coupon guess: merging it does not touch the guess limit', async () => {
    const owner = shopper(t.app);
    const shared = owner.cart(await owner.call('POST', '/carts/my/items', { items: [mattress('king')] }));
    await t.db.update(carts).set({ couponCode: 'WELCOMEBACK' }).where(eq(carts.id, shared.id));
    const visitor = shopper(t.app);
    for (let i = 0; i < 12; i += 1) await visitor.call('POST', '/carts/my/merge', { cartId: shared.id, multiUse: true });
    expect((await visitor.call('PUT', '/carts/my/coupon', { couponCode: 'SAVE10' })).statusCode).toBe(200);
  });
});

describe('GET /carts/{cartId}/remoteToken', () => {
  it('gives the owner a one-hour token and remote_token cookie; merging with it is logged as remoteControlled', async () => {
    const { owner, cart } = await sharedCart();
    const res = await owner.call('GET', `/carts/${cart.id}/remoteToken`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.expiresIn).toBe(3600);
    expect(res.cookies.find((c) => c.name === 'remote_token')).toMatchObject({ httpOnly: true, maxAge: 3600 });
    const device = shopper(t.app);
    const merged = device.cart(
      await device.call('POST', '/carts/my/merge', {
        cartId: cart.id,
        multiUse: true,
        remoteToken: res.json().result.remoteToken,
      }),
    );
    expect(merged.historyLog.map((h) => h.type)).toContain('remoteControlled');
  });

  it('nobody else gets a token for my cart', async () => {
    const { cart } = await sharedCart();
    expect((await shopper(t.app).call('GET', `/carts/${cart.id}/remoteToken`)).statusCode).toBe(404);
    expect((await shopper(t.app).call('GET', '/carts/short/remoteToken')).statusCode).toBe(400);
  });
});
