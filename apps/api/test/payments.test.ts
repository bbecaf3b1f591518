import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CARD_DECLINED_MESSAGE,
  INSUFFICIENT_FUNDS_MESSAGE,
  PAYMENT_PROVIDER_NOT_FOUND,
  ZERO_TOTAL_PAYMENT_TOKEN,
} from '@store/core';
import { carts, coupons, outboxEvents, orders } from '../src/db/schema';
import { useTestApp } from './support/test-app';
import { COUPONS } from './support/test-store';
import { shopper } from './support/shopper';
import { insertOrder, sessionShopper } from './support/order-factory';
import { CARDS, chargesOf, pay, tokenize } from './support/payments';

/** ONCE50: a coupon one order may redeem. */
const t = useTestApp({ coupons: { driftvale: [COUPONS.once50], plume: [COUPONS.once50] } });

const newShopper = (brand = 'nestwood') => sessionShopper(t.app, brand);

describe('POST /orders/{id}/payment with the sandbox card provider (test cards)', () => {
  it('4242 4242 4242 4242 succeeds: the order is paid, its cart consumed, orderPaid queued, one charge of the frozen total', async () => {
    const s = await newShopper();
    const order = await insertOrder(t.db, { sessionHash: s.hash, totalAmount: 154_900 });
    const res = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', result: { paymentStatus: 'succeeded', order: { id: order.id, status: 'paid' } } });
    expect(body.message).toBe('Payment succeeded');
    expect(body.result.order.paidAt).not.toBeNull();
    const { succeeded, charges } = await chargesOf(t.db, order.id);
    expect(succeeded.map((p) => [p.amount, p.currency, p.provider])).toEqual([[154_900, 'USD', 'stripeDirect']]);
    expect(charges.map((c) => [c.amount, c.last4])).toEqual([[154_900, '4242']]);
    const [cart] = await t.db.select().from(carts).where(eq(carts.id, order.cartId));
    expect(cart?.status).toBe('consumed');
    const events = await t.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'orderPaid'));
    expect(events.filter((e) => e.payload.orderId === order.id)).toHaveLength(1);
  });

  it('an already paid order answers its success again and is not charged twice', async () => {
    const s = await newShopper();
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    const again = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect(again.statusCode).toBe(200);
    expect(again.json().result.paymentStatus).toBe('succeeded');
    expect((await chargesOf(t.db, order.id)).charges).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 9995 is declined for insufficient funds', CARDS.insufficientFunds, INSUFFICIENT_FUNDS_MESSAGE],
    ['4000 0000 0000 0002 is declined', CARDS.declined, CARD_DECLINED_MESSAGE],
  ])('%s (402 PAYMENT_DECLINED), the order stays pending and another card can pay it', async (_name, card, message) => {
    const s = await newShopper();
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const res = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, card) });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ status: 'error', code: 'PAYMENT_DECLINED', message });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('pending');
    expect((await chargesOf(t.db, order.id)).payments.map((p) => p.status)).toEqual(['failed']);
    const retry = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect(retry.json().result.paymentStatus).toBe('succeeded');
  });

  it('the insufficient-funds message contains "insufficient"', () => {
    expect(INSUFFICIENT_FUNDS_MESSAGE.toLowerCase()).toContain('insufficient');
  });

  it('amount fields in the body are refused (400) and nothing is charged: the total is the order’s', async () => {
    const s = await newShopper();
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const token = await tokenize(s, CARDS.succeeds);
    for (const body of [
      { paymentToken: token, amount: 1 },
      { paymentToken: token, currency: 'CAD' },
      { paymentToken: token, totalPrice: { amount: 1 } },
      {},
      { paymentToken: '' },
      { paymentToken: 'tok\u0000x' },
    ]) {
      const res = await pay(t.app, s, order.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('error');
    }
    expect((await chargesOf(t.db, order.id)).payments).toHaveLength(0);
    // the token was not spent by the refused requests
    expect((await pay(t.app, s, order.id, { paymentToken: token })).statusCode).toBe(200);
  });

  it('another session, another brand or an unknown order: 404 Order not found, nothing charged', async () => {
    const owner = await newShopper();
    const order = await insertOrder(t.db, { sessionHash: owner.hash });
    const stranger = await newShopper();
    const other = await pay(t.app, stranger, order.id, { paymentToken: await tokenize(stranger, CARDS.succeeds) });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Order not found' });
    const otherBrand = shopper(t.app, 'driftvale');
    otherBrand.jar.set('sid', owner.jar.get('sid')!);
    expect((await pay(t.app, otherBrand, order.id, { paymentToken: 'tok_x' })).statusCode).toBe(404);
    expect((await pay(t.app, owner, 'A'.repeat(24), { paymentToken: 'tok_x' })).statusCode).toBe(404);
    expect((await pay(t.app, owner, 'not-an-id', { paymentToken: 'tok_x' })).statusCode).toBe(400);
    expect((await chargesOf(t.db, order.id)).payments).toHaveLength(0);
  });

  it('a card token is single use and belongs to the session that typed the card', async () => {
    const s = await newShopper();
    const first = await insertOrder(t.db, { sessionHash: s.hash });
    const second = await insertOrder(t.db, { sessionHash: s.hash });
    const token = await tokenize(s, CARDS.succeeds);
    expect((await pay(t.app, s, first.id, { paymentToken: token })).statusCode).toBe(200);
    const reused = await pay(t.app, s, second.id, { paymentToken: token });
    expect(reused.statusCode).toBe(400);
    const thief = await newShopper();
    const theirs = await insertOrder(t.db, { sessionHash: thief.hash });
    expect((await pay(t.app, thief, theirs.id, { paymentToken: await tokenize(s, CARDS.succeeds) })).statusCode).toBe(400);
    expect((await chargesOf(t.db, theirs.id)).charges).toHaveLength(0);
  });

  it('zero total: the placeholder token pays it without a charge; for an amount due it is refused', async () => {
    const s = await newShopper();
    const free = await insertOrder(t.db, { sessionHash: s.hash, totalAmount: 0 });
    const res = await pay(t.app, s, free.id, { paymentToken: ZERO_TOTAL_PAYMENT_TOKEN });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ paymentStatus: 'succeeded', order: { status: 'paid' } });
    expect((await chargesOf(t.db, free.id)).charges).toHaveLength(0);
    const due = await insertOrder(t.db, { sessionHash: s.hash, totalAmount: 100 });
    const refused = await pay(t.app, s, due.id, { paymentToken: ZERO_TOTAL_PAYMENT_TOKEN });
    expect(refused.statusCode).toBe(400);
    expect((await chargesOf(t.db, due.id)).payments).toHaveLength(0);
  });

  it.each([
    ['a provider the brand does not enable (stripeCanada on a US brand)', 'nestwood', 'stripeCanada'],
    ['the braintree gateway itself (PayPal goes through it; it is not a choice)', 'nestwood', 'braintree'],
  ])('Payment provider not found: %s', async (_name, brand, billingProvider) => {
    const s = await newShopper(brand);
    const order = await insertOrder(t.db, { sessionHash: s.hash, billingProvider });
    const res = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'PROVIDER_NOT_FOUND', message: PAYMENT_PROVIDER_NOT_FOUND });
  });

  it('the Canada card provider pays a Canadian brand in CAD', async () => {
    const s = await newShopper('nestwood-ca');
    const order = await insertOrder(t.db, {
      brand: 'nestwood-ca',
      sessionHash: s.hash,
      billingProvider: 'stripeCanada',
      currency: 'CAD',
    });
    const res = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect(res.statusCode).toBe(200);
    expect((await chargesOf(t.db, order.id)).charges.map((c) => c.currency)).toEqual(['CAD']);
  });
});

describe('ONCE50 is redeemed by at most one paid order', () => {
  const redemptions = async () => {
    const [row] = await t.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.brand, 'driftvale'), eq(coupons.code, 'ONCE50')));
    return row?.redemptions;
  };

  it('two orders with ONCE50: the first pays, the second is refused before any charge with a coupon message', async () => {
    const a = await newShopper('driftvale');
    const b = await newShopper('driftvale');
    const first = await insertOrder(t.db, { brand: 'driftvale', sessionHash: a.hash, couponCode: 'ONCE50' });
    const second = await insertOrder(t.db, { brand: 'driftvale', sessionHash: b.hash, couponCode: 'ONCE50' });
    expect((await pay(t.app, a, first.id, { paymentToken: await tokenize(a, CARDS.succeeds) })).statusCode).toBe(200);
    const refused = await pay(t.app, b, second.id, { paymentToken: await tokenize(b, CARDS.succeeds) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVALID_COUPON');
    expect(refused.json().message).toContain('already been used');
    expect((await chargesOf(t.db, second.id)).payments).toHaveLength(0);
    expect(await redemptions()).toBe(1);
  });

  it('a declined payment gives the redemption back', async () => {
    const s = await newShopper('plume');
    const order = await insertOrder(t.db, { brand: 'plume', sessionHash: s.hash, couponCode: 'ONCE50' });
    expect((await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.declined) })).statusCode).toBe(402);
    const [row] = await t.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.brand, 'plume'), eq(coupons.code, 'ONCE50')));
    expect(row?.redemptions).toBe(0);
  });
});
