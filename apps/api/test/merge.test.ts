import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { mattress, shopper } from './support/shopper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog' });
});
afterAll(() => t.close());

async function sharedCart() {
  const owner = shopper(t.app);
  const parent = owner.cart(await owner.call('POST', '/carts/my/items', { items: [mattress('king')] })).items[0]!;
  const pillow = {
    productID: 'gel-infused-memory-foam-pillow',
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
          productID: 'natural-cotton-sheet-set',
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
    const parent = merged.items.find((i) => i.product.id === 'luxe-hybrid-mattress')!;
    expect(merged.items.find((i) => i.product.id === 'gel-infused-memory-foam-pillow')!.forItem).toBe(parent.itemIdentifier);
    expect(merged.historyLog.at(-1)).toMatchObject({ type: 'cartCreated', metadata: { channel: 'cartLink' } });
    expect(owner.cart(await owner.call('GET', '/carts/my'))).toMatchObject({ id: shared.id, items: shared.items });
    // the visitor can change their copy, never the original
    await visitor.call('DELETE', `/carts/my/items/${parent.itemIdentifier}/`);
    expect(owner.cart(await owner.call('GET', '/carts/my')).items).toHaveLength(2);
  });

  it('a single-use link (multiUse false) works once', async () => {
    const { cart } = await sharedCart();
    expect((await shopper(t.app).call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: false })).statusCode).toBe(200);
    const again = await shopper(t.app).call('POST', '/carts/my/merge', { cartId: cart.id, multiUse: true });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This cart link has already been used');
  });

  it('a single-use link opened by two shoppers at once is merged by exactly one', async () => {
    const { cart } = await sharedCart();
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

  it('SPEC §5: merging is refused once 50 attempts fall in 20 seconds, with Retry-After', async () => {
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
