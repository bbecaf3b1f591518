import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Cart, Order, OrderSummaryWire } from '@store/core';
import { carts, orders } from '../src/db/schema';
import { replaceCatalog } from '../src/db/repositories/products';
import { useTestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';
import { signedUpShopper, type TestAccount } from './support/accounts';
import { backorderPillow, line, orderBody, orderMattress } from './support/orders';
import { makeProduct } from './support/factories';

const pillow = backorderPillow();
const topper = makeProduct({ id: 'order-test-topper', attributes: { group: 'bedding', markers: [] } });

/** Orders of an account (account_id, GET /accounts/me/orders), the owner check, and Buy again. */
describe('accounts: orders, owner checks and Buy again', () => {
  const t = useTestApp({
    seed: { nestwood: [orderMattress(), pillow, topper], driftvale: [orderMattress(), topper] },
  });

  const placeOrder = async (s: Shopper, lines = [line()], brand = 'nestwood'): Promise<Order> => {
    expect((await s.call('POST', '/carts/my/items', { items: lines })).statusCode).toBe(200);
    const res = await s.call('POST', '/orders', orderBody(brand));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as Order;
  };
  /** What paying does to the cart: consumed, so the next lines go into a new cart. */
  const consume = (o: Order) => t.db.update(carts).set({ status: 'consumed' }).where(eq(carts.id, o.cart.id));
  const signInElsewhere = async (account: TestAccount, brand = 'nestwood') => {
    const s = shopper(t.app, brand);
    const res = await s.call('POST', '/accounts/sign-in', { email: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    return s;
  };
  const summaries = async (s: Shopper, query = ''): Promise<OrderSummaryWire[]> => {
    const res = await s.call('GET', `/accounts/me/orders${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as OrderSummaryWire[];
  };
  /** Child lines (forItem) need their parent's identifier in the cart. */
  const withChild = async (s: Shopper): Promise<Cart> => {
    const parent = s.cart(await s.call('POST', '/carts/my/items', { items: [line()] })).items[0]!;
    return s.cart(
      await s.call('POST', '/carts/my/items', {
        items: [{ ...line('order-test-topper', 'queen', 2), forItem: parent.itemIdentifier }],
      }),
    );
  };

  describe('orders placed signed in belong to the account', () => {
    it('sets orders.account_id at creation, and a guest order has none', async () => {
      const account = await signedUpShopper(t);
      const placed = await placeOrder(account.shopper);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
      expect(row).toMatchObject({ accountId: account.userId, sessionHash: `acct:${account.userId}` });
      const guest = await placeOrder(shopper(t.app));
      const [guestRow] = await t.db.select().from(orders).where(eq(orders.id, guest.id));
      expect(guestRow?.accountId).toBeNull();
    });

    it('the account reads its order, fulfilment and list from another browser', async () => {
      const account = await signedUpShopper(t);
      const placed = await placeOrder(account.shopper);
      const elsewhere = await signInElsewhere(account);
      const res = await elsewhere.call('GET', `/orders/${placed.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().result.id).toBe(placed.id);
      expect((await elsewhere.call('GET', `/orders/${placed.id}/fulfillment`)).statusCode).toBe(200);
      expect((await summaries(elsewhere)).map((o) => o.id)).toEqual([placed.id]);
    });

    it('an order attached to the account (account_id) is the account’s, whichever session placed it', async () => {
      const account = await signedUpShopper(t);
      const guestOrder = await placeOrder(shopper(t.app));
      expect((await account.shopper.call('GET', `/orders/${guestOrder.id}`)).statusCode).toBe(404);
      await t.db.update(orders).set({ accountId: account.userId }).where(eq(orders.id, guestOrder.id));
      expect((await account.shopper.call('GET', `/orders/${guestOrder.id}`)).statusCode).toBe(200);
    });
  });

  describe('GET /accounts/me/orders', () => {
    it('lists summaries newest first, with total in minor units, line count and the first line name', async () => {
      const account = await signedUpShopper(t);
      const first = await placeOrder(account.shopper, [line()]);
      await consume(first);
      const second = await placeOrder(account.shopper, [line('order-test-topper'), line()]);
      const list = await summaries(account.shopper);
      expect(list.map((o) => o.id)).toEqual([second.id, first.id]);
      expect(list[0]).toEqual({
        id: second.id,
        shortId: second.shortId,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        status: 'pending',
        total: second.cart.totalPrice.amount,
        currency: 'USD',
        lineCount: 2,
        firstLineName: second.cart.items[0]!.product.title,
        fulfillmentStatus: 'unfulfilled',
        paymentStatus: 'unpaid',
        refundedAmount: 0,
      });
    });

    it('pages with ?limit and ?before (the last id of the previous page)', async () => {
      const account = await signedUpShopper(t);
      const placed: Order[] = [];
      for (let i = 0; i < 3; i++) {
        const o = await placeOrder(account.shopper);
        placed.push(o);
        await consume(o);
      }
      const newestFirst = placed.map((o) => o.id).reverse();
      const page1 = await summaries(account.shopper, '?limit=2');
      expect(page1.map((o) => o.id)).toEqual(newestFirst.slice(0, 2));
      const page2 = await summaries(account.shopper, `?limit=2&before=${page1[1]!.id}`);
      expect(page2.map((o) => o.id)).toEqual(newestFirst.slice(2));
      expect(await summaries(account.shopper, `?before=${newestFirst[2]}`)).toEqual([]);
    });

    it('refuses a bad limit (400), another account’s order as the cursor (404), and a signed-out shopper (401)', async () => {
      const account = await signedUpShopper(t);
      const other = await signedUpShopper(t);
      const theirs = await placeOrder(other.shopper);
      for (const query of ['?limit=0', '?limit=51', '?limit=abc', '?limit=1.5', '?color=red', '?before=%00']) {
        const res = await account.shopper.call('GET', `/accounts/me/orders${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
      }
      const foreign = await account.shopper.call('GET', `/accounts/me/orders?before=${theirs.id}`);
      expect(foreign.statusCode).toBe(404);
      const out = await shopper(t.app).call('GET', '/accounts/me/orders');
      expect(out.statusCode).toBe(401);
      expect(out.json()).toMatchObject({ code: 'NOT_SIGNED_IN', message: 'Please sign in' });
    });

    it('lists only this account’s orders of this brand', async () => {
      const account = await signedUpShopper(t);
      const other = await signedUpShopper(t);
      await placeOrder(other.shopper);
      await placeOrder(shopper(t.app));
      expect(await summaries(account.shopper)).toEqual([]);
    });
  });

  describe('owner checks: another account’s order is 404 on every order route', () => {
    it('GET /orders/:id, /fulfillment, POST buy-again and related, for another account and a guest', async () => {
      const owner = await signedUpShopper(t);
      const placed = await placeOrder(owner.shopper);
      await t.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, placed.id));
      await consume(placed);
      const other = await signedUpShopper(t);
      for (const who of [other.shopper, shopper(t.app)]) {
        await who.call('POST', '/carts/my/items', { items: [line()] });
        for (const [method, url, body] of [
          ['GET', `/orders/${placed.id}`, undefined],
          ['GET', `/orders/${placed.id}/fulfillment`, undefined],
          ['POST', `/orders/${placed.id}/buy-again`, undefined],
          ['POST', `/orders/${placed.id}/related`, orderBody()],
        ] as const) {
          const res = await who.call(method, url, body);
          expect(res.statusCode, `${method} ${url}`).toBe(404);
          expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
        }
      }
      // The owner may: the paid original links a related order.
      await owner.shopper.call('POST', '/carts/my/items', { items: [line('order-test-topper')] });
      expect((await owner.shopper.call('POST', `/orders/${placed.id}/related`, orderBody())).statusCode).toBe(200);
    });

    it('a signed-out browser of the account no longer reads its orders', async () => {
      const account = await signedUpShopper(t);
      const placed = await placeOrder(account.shopper);
      await account.shopper.call('POST', '/accounts/sign-out');
      expect((await account.shopper.call('GET', `/orders/${placed.id}`)).statusCode).toBe(404);
    });

    it('an account of another brand does not read the order (brand-scoped)', async () => {
      const account = await signedUpShopper(t);
      const placed = await placeOrder(account.shopper);
      const elsewhere = shopper(t.app, 'driftvale');
      for (const [name, value] of account.shopper.jar) elsewhere.jar.set(name, value);
      expect((await elsewhere.call('GET', `/orders/${placed.id}`)).statusCode).toBe(404);
    });
  });

  describe('POST /orders/:id/buy-again', () => {
    it('puts the order’s lines, with their child lines, into the current cart', async () => {
      const account = await signedUpShopper(t);
      const ordered = await withChild(account.shopper);
      const placed = await placeOrder(account.shopper, [line('order-test-pillow')]);
      await consume(placed);
      const res = await account.shopper.call('POST', `/orders/${placed.id}/buy-again`);
      expect(res.statusCode, res.body).toBe(200);
      const { cart, skipped } = res.json().result as { cart: Cart; skipped: unknown[] };
      expect(skipped).toEqual([]);
      expect(cart.id).not.toBe(placed.cart.id);
      const shape = (c: Cart) =>
        c.items.map((i) => ({
          product: i.product.id,
          quantity: i.quantity,
          properties: i.properties,
          parent: i.forItem === null ? null : c.items.find((p) => p.itemIdentifier === i.forItem)?.product.id,
        }));
      expect(shape(cart)).toEqual(shape(placed.cart));
      expect(ordered.items).toHaveLength(2);
    });

    it('adds to what the cart holds under the cart rules (an identical line raises its quantity)', async () => {
      const account = await signedUpShopper(t);
      const placed = await placeOrder(account.shopper, [line('order-test-mattress', 'queen', 2)]);
      await consume(placed);
      await account.shopper.call('POST', '/carts/my/items', { items: [line('order-test-mattress', 'queen', 1)] });
      const res = await account.shopper.call('POST', `/orders/${placed.id}/buy-again`);
      expect(res.statusCode).toBe(200);
      expect(res.json().result.cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([3]);
    });

    it('refuses the whole call when the cart rules do (a quantity over 20) and changes nothing', async () => {
      const account = await signedUpShopper(t);
      const placed = await placeOrder(account.shopper, [line('order-test-mattress', 'queen', 15)]);
      await consume(placed);
      await account.shopper.call('POST', '/carts/my/items', { items: [line('order-test-mattress', 'queen', 10)] });
      const before = account.shopper.cart(await account.shopper.call('GET', '/carts/my'));
      const res = await account.shopper.call('POST', `/orders/${placed.id}/buy-again`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Quantity must be at most 20' });
      const after = account.shopper.cart(await account.shopper.call('GET', '/carts/my'));
      expect(after.items).toEqual(before.items);
    });

    it('skips and reports a line whose product is gone or inactive, with its child lines', async () => {
      const account = await signedUpShopper(t, 'driftvale');
      const parent = account.shopper.cart(await account.shopper.call('POST', '/carts/my/items', { items: [line()] })).items[0]!;
      await account.shopper.call('POST', '/carts/my/items', {
        items: [{ ...line('order-test-topper'), forItem: parent.itemIdentifier }],
      });
      const placed = await placeOrder(account.shopper, [line('order-test-topper')], 'driftvale');
      await consume(placed);
      const mattress = orderMattress();
      const inactive = {
        ...mattress,
        availability: Object.fromEntries(
          Object.entries(mattress.availability).map(([sku, a]) => [sku, { ...a, isActive: false }]),
        ),
      };
      await replaceCatalog(t.db, 'driftvale', [inactive, topper]);
      const res = await account.shopper.call('POST', `/orders/${placed.id}/buy-again`);
      expect(res.statusCode, res.body).toBe(200);
      const { cart, skipped } = res.json().result as { cart: Cart; skipped: Array<Record<string, string>> };
      expect(skipped).toEqual([
        {
          itemIdentifier: parent.itemIdentifier,
          sku: parent.sku,
          name: 'order-test-mattress',
          title: 'Test order-test-mattress',
          reason: 'This item is no longer available',
        },
        expect.objectContaining({ name: 'order-test-topper', reason: 'The item it was added to is no longer available' }),
      ]);
      // The stand-alone topper line is added; the one attached to the mattress is not.
      expect(cart.items.map((i) => [i.product.id, i.forItem])).toEqual([['order-test-topper', null]]);
      await replaceCatalog(t.db, 'driftvale', [topper]);
      const gone = await account.shopper.call('POST', `/orders/${placed.id}/buy-again`);
      expect(gone.json().result.skipped.map((s: { reason: string }) => s.reason)).toContain('Product not found');
    });

    it('honours Idempotency-Key: a retried click does not add the lines twice', async () => {
      const account = await signedUpShopper(t);
      const placed = await placeOrder(account.shopper);
      await consume(placed);
      const key = { 'idempotency-key': 'buy-again-1' };
      const first = await account.shopper.call('POST', `/orders/${placed.id}/buy-again`, undefined, key);
      const again = await account.shopper.call('POST', `/orders/${placed.id}/buy-again`, undefined, key);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      const cart = account.shopper.cart(await account.shopper.call('GET', '/carts/my'));
      expect(cart.items.map((i) => i.quantity)).toEqual([1]);
    });

    it('the placing guest session may buy its order again too', async () => {
      const guest = shopper(t.app);
      const placed = await placeOrder(guest);
      await consume(placed);
      const res = await guest.call('POST', `/orders/${placed.id}/buy-again`);
      expect(res.statusCode).toBe(200);
      expect(res.json().result.cart.items).toHaveLength(1);
    });

    it('an odd id is refused with 400, an unknown one with 404', async () => {
      const account = await signedUpShopper(t);
      expect((await account.shopper.call('POST', '/orders/%00/buy-again')).statusCode).toBe(400);
      expect((await account.shopper.call('POST', '/orders/unknownOrderId0000000000/buy-again')).statusCode).toBe(404);
    });
  });
});
