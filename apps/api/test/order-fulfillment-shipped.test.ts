import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BrandKey, Cart, CartItem, OrderSummaryWire } from '@store/core';
import type { OrderPaymentStatus } from '@store/core/back-office/order-states';
import { orders, payments, refunds, shipments } from '../src/db/schema';
import { randomBase62 } from '../src/ids';
import { signedUpShopper } from './support/accounts';
import { sessionShopper } from './support/order-factory';
import { shopper, type Shopper } from './support/shopper';
import { useTestApp } from './support/test-app';

const t = useTestApp();

/** A frozen cart line (prices do not matter to shipping; these products are not in the catalogue: the brand's window). */
function item(
  itemIdentifier: string,
  title: string,
  group: string,
  quantity: number,
  options: { forItem?: string; backorder?: boolean } = {},
): CartItem {
  return {
    itemIdentifier,
    sku: `SKU-${itemIdentifier}`,
    product: { id: title, name: title, title, inventoryKey: 'X', relatedProducts: [], group, url: '/', image: null },
    properties: [],
    quantity,
    forItem: options.forItem ?? null,
    fulfillmentStatus: options.backorder === true ? 'backorder' : 'pending',
    extras: [],
    parcelDimensions: null,
    discount: 0,
    priceAfterDiscount: 0,
    pricing: { price: { amount: 0 }, breakdown: { couponDiscount: { amount: 0 } }, profilePrice: { amount: 0 } },
  };
}

const TOTAL = 199900;

/**
 * A paid order straight into the table: three Cloud Mattresses (`m`), a back-ordered pillow (`p`) and a protection
 * plan under the mattresses (`w`, nothing to ship). Owned by a session, or by an account.
 */
async function insertOrder(owner: { sessionHash: string; accountId?: string; brand?: BrandKey }) {
  const id = randomBase62(24);
  const shortId = randomBase62(8).toUpperCase();
  const cart = {
    id: randomBase62(24),
    items: [
      item('m', 'Cloud Mattress', 'mattress', 3),
      item('p', 'Cloud Pillow', 'bedding', 1, { backorder: true }),
      item('w', 'Protection Plan', 'warranty', 1, { forItem: 'm' }),
    ],
    extras: [],
    itemsCount: 5,
    totalPrice: { amount: TOTAL },
    totalDiscount: { amount: 0 },
    totalValue: { amount: TOTAL },
    totalSavings: { amount: 0 },
    couponDetails: null,
    metadata: { reqShippingDate: null, reqDeliveryDate: null },
    historyLog: [],
    currency: 'USD',
    preventAddingCoupon: false,
    region: null,
  } as Cart;
  const address = {
    firstName: 'Ann',
    lastName: 'Lee',
    phone: '5551234567',
    address: { line1: '12 Elm Street', line2: '', zip: '94105', city: 'San Francisco', state: 'CA', country: 'US' },
  };
  await t.db.insert(orders).values({
    id,
    shortId,
    brand: owner.brand ?? 'nestwood',
    sessionHash: owner.sessionHash,
    accountId: owner.accountId ?? null,
    cartId: cart.id,
    status: 'paid',
    paymentStatus: 'paid',
    email: 'ann@example.com',
    shippingDetails: address,
    billingDetails: address,
    paymentDetails: { billingProvider: 'stripeDirect', customerID: null },
    cart,
    totalAmount: TOTAL,
    currency: 'USD',
    emailKey: 'ann@example.com',
    phoneKey: '5551234567',
    zipKey: '94105',
    paidAt: new Date('2026-01-01T12:00:00.000Z'),
  });
  return { id, shortId };
}

/** A parcel recorded as staff would (the staff route is tested on its own): its lines, carrier and time. */
async function insertShipment(
  orderId: string,
  carrier: string,
  shippedAt: string,
  lines: Array<[string, number]>,
  fulfillmentStatus: 'partially_shipped' | 'shipped',
) {
  await t.db.insert(shipments).values({
    id: randomBase62(24),
    brand: 'nestwood',
    orderId,
    carrier,
    trackingNumber: carrier === 'ups' ? '1Z999AA10123456784' : '123456789012',
    lines: lines.map(([itemIdentifier, quantity]) => ({ itemIdentifier, quantity })),
    shippedAt: new Date(shippedAt),
  });
  await t.db.update(orders).set({ fulfillmentStatus }).where(eq(orders.id, orderId));
}

/** A succeeded refund of the order's card payment, and the order's refunded amount and money status as refunds leave them. */
async function insertRefund(orderId: string, amount: number, paymentStatus: OrderPaymentStatus, refundedAmount: number) {
  const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  const paymentId =
    payment?.id ??
    (
      await t.db
        .insert(payments)
        .values({
          id: randomBase62(24),
          brand: 'nestwood',
          orderId,
          provider: 'stripeDirect',
          status: 'succeeded',
          amount: TOTAL,
          currency: 'USD',
          idempotencyKey: randomBase62(24),
          providerRef: `pi_${randomBase62(12)}`,
        })
        .returning()
    )[0]!.id;
  const id = randomBase62(24);
  await t.db.insert(refunds).values({
    id,
    brand: 'nestwood',
    orderId,
    paymentId,
    amount,
    currency: 'USD',
    status: 'succeeded',
    idempotencyKey: `refund_${id}`,
    providerRef: `re_${randomBase62(12)}`,
    reason: 'damaged',
  });
  await t.db.update(orders).set({ paymentStatus, refundedAmount }).where(eq(orders.id, orderId));
}

interface Line {
  itemIdentifier: string;
  fulfillmentStatus: string;
  shipping: { from: number; to: number; estimate: string };
  shipped: { status: string; quantity: number; lastShippedAt: string | null; carrierName: string | null };
}

async function linesOf(s: Shopper, orderId: string): Promise<Record<string, Line>> {
  const res = await s.call('GET', `/orders/${orderId}/fulfillment`);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json().result.lines as Line[]).map((line) => [line.itemIdentifier, line]));
}

const JAN2 = '2026-01-02T15:00:00.000Z';
const JAN5 = '2026-01-05T09:30:00.000Z';
const WAITING = { status: 'not_shipped', quantity: 0, lastShippedAt: null, carrierName: null };
const NOTHING = { status: 'nothing_to_ship', quantity: 0, lastShippedAt: null, carrierName: null };

describe('GET /orders/:id/fulfillment: what each line has shipped', () => {
  it('before any parcel: goods not shipped, the plan has nothing to ship; the fields it had are unchanged', async () => {
    const s = await sessionShopper(t.app);
    const { id } = await insertOrder({ sessionHash: s.hash });
    const res = await s.call('GET', `/orders/${id}/fulfillment`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ orderId: id, status: 'paid' });
    // nestwood ships by ground in 2 - 3 business days; the back-ordered pillow 21 days later (the default backorderDays).
    expect(result.lines).toEqual([
      {
        itemIdentifier: 'm',
        sku: 'SKU-m',
        name: 'Cloud Mattress',
        title: 'Cloud Mattress',
        quantity: 3,
        fulfillmentStatus: 'pending',
        shipping: expect.objectContaining({ from: expect.any(Number), to: expect.any(Number) }),
        shipped: WAITING,
      },
      expect.objectContaining({ itemIdentifier: 'p', fulfillmentStatus: 'backorder', shipped: WAITING }),
      expect.objectContaining({ itemIdentifier: 'w', fulfillmentStatus: 'pending', shipped: NOTHING }),
    ]);
  });

  it('two of three mattresses shipped: partly shipped with the parcel date and carrier; the back-order line still waits', async () => {
    const s = await sessionShopper(t.app);
    const { id } = await insertOrder({ sessionHash: s.hash });
    const before = await linesOf(s, id);
    await insertShipment(id, 'ups', JAN2, [['m', 2]], 'partially_shipped');
    const lines = await linesOf(s, id);
    expect(lines.m!.shipped).toEqual({ status: 'partially_shipped', quantity: 2, lastShippedAt: JAN2, carrierName: 'UPS' });
    expect(lines.p!).toMatchObject({ fulfillmentStatus: 'backorder', shipped: WAITING });
    expect(lines.w!.shipped).toEqual(NOTHING);
    // The window and the ordered status stay as they were: only `shipped` is new.
    expect(lines.m!.shipping).toEqual(before.m!.shipping);
    expect(lines.p!.shipping).toEqual(before.p!.shipping);
  });

  it('the rest in a later parcel with another carrier: every goods line shipped, dated by its latest parcel', async () => {
    const s = await sessionShopper(t.app);
    const { id } = await insertOrder({ sessionHash: s.hash });
    await insertShipment(id, 'ups', JAN2, [['m', 2]], 'partially_shipped');
    await insertShipment(
      id,
      'fedex',
      JAN5,
      [
        ['m', 1],
        ['p', 1],
      ],
      'shipped',
    );
    const lines = await linesOf(s, id);
    expect(lines.m!.shipped).toEqual({ status: 'shipped', quantity: 3, lastShippedAt: JAN5, carrierName: 'FedEx' });
    expect(lines.p!.shipped).toEqual({ status: 'shipped', quantity: 1, lastShippedAt: JAN5, carrierName: 'FedEx' });
    expect(lines.p!.fulfillmentStatus).toBe('backorder');
    expect(lines.w!.shipped).toEqual(NOTHING);
  });

  it('a guest who looked the order up reads the same lines; another session and another brand get 404', async () => {
    const owner = await sessionShopper(t.app);
    const { id, shortId } = await insertOrder({ sessionHash: owner.hash });
    await insertShipment(id, 'ups', JAN2, [['m', 3]], 'partially_shipped');
    const guest = shopper(t.app);
    expect((await guest.call('GET', `/orders/${id}/fulfillment`)).statusCode).toBe(404);
    const lookUp = await guest.call('POST', '/orders/lookup', { email: 'ann@example.com', zip: '94105', shortId });
    expect(lookUp.statusCode, lookUp.body).toBe(200);
    expect((await linesOf(guest, id)).m!.shipped).toEqual({
      status: 'shipped',
      quantity: 3,
      lastShippedAt: JAN2,
      carrierName: 'UPS',
    });
    expect((await shopper(t.app).call('GET', `/orders/${id}/fulfillment`)).json()).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
    });
    expect((await shopper(t.app, 'driftvale').call('GET', `/orders/${id}/fulfillment`)).statusCode).toBe(404);
  });

  it('a parcel naming the plan, an unknown line or more than was ordered counts only what was ordered, never a 5xx', async () => {
    const s = await sessionShopper(t.app);
    const { id } = await insertOrder({ sessionHash: s.hash });
    await insertShipment(
      id,
      'other',
      JAN2,
      [
        ['w', 1],
        ['zz', 2],
        ['m', 5],
      ],
      'partially_shipped',
    );
    const lines = await linesOf(s, id);
    expect(lines.m!.shipped).toEqual({ status: 'shipped', quantity: 3, lastShippedAt: JAN2, carrierName: 'Other carrier' });
    expect(lines.p!.shipped).toEqual(WAITING);
    expect(lines.w!.shipped).toEqual(NOTHING);
  });

  it('an unknown or malformed order id is a 4xx error, never a 5xx', async () => {
    const s = await sessionShopper(t.app);
    for (const bad of ['nope', randomBase62(24), '%00', 'a'.repeat(500)]) {
      const res = await s.call('GET', `/orders/${bad}/fulfillment`);
      expect([400, 404, 414], `${bad.slice(0, 40)}: ${res.body}`).toContain(res.statusCode);
      expect(res.json().status).toBe('error');
    }
  });
});

describe("the shopper's order and order list carry the money status and what was refunded", () => {
  const summaryOf = async (s: Shopper, id: string) => {
    const res = await s.call('GET', '/accounts/me/orders');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().result as OrderSummaryWire[]).find((o) => o.id === id);
  };

  it('paid with nothing back, then partly refunded, then refunded in full, on GET /orders/:id and GET /accounts/me/orders', async () => {
    const account = await signedUpShopper(t);
    const { id } = await insertOrder({ sessionHash: `acct:${account.userId}`, accountId: account.userId });
    await insertShipment(id, 'ups', JAN2, [['m', 1]], 'partially_shipped');
    const order = async () => (await account.shopper.call('GET', `/orders/${id}`)).json().result;

    expect(await order()).toMatchObject({ paymentStatus: 'paid', refundedAmount: 0, fulfillmentStatus: 'partially_shipped' });
    expect(await summaryOf(account.shopper, id)).toMatchObject({
      paymentStatus: 'paid',
      refundedAmount: 0,
      fulfillmentStatus: 'partially_shipped',
    });

    await insertRefund(id, 30000, 'partially_refunded', 30000);
    expect(await order()).toMatchObject({ status: 'paid', paymentStatus: 'partially_refunded', refundedAmount: 30000 });
    expect(await summaryOf(account.shopper, id)).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: 30000 });

    await insertRefund(id, TOTAL - 30000, 'refunded', TOTAL);
    expect(await order()).toMatchObject({ paymentStatus: 'refunded', refundedAmount: TOTAL });
    expect(await summaryOf(account.shopper, id)).toMatchObject({
      status: 'paid',
      paymentStatus: 'refunded',
      refundedAmount: TOTAL,
      fulfillmentStatus: 'partially_shipped',
    });
  });

  it("the order list is the account's own: signed out it is 401 and another account does not see the order", async () => {
    const account = await signedUpShopper(t);
    const { id } = await insertOrder({ sessionHash: `acct:${account.userId}`, accountId: account.userId });
    await insertRefund(id, 100, 'partially_refunded', 100);
    const other = await signedUpShopper(t);
    expect(await summaryOf(other.shopper, id)).toBeUndefined();
    expect((await other.shopper.call('GET', `/orders/${id}`)).statusCode).toBe(404);
    expect((await shopper(t.app).call('GET', '/accounts/me/orders')).statusCode).toBe(401);
  });
});
