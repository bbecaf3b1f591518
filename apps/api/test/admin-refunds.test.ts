import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BRANDS, formatMoney, ZERO_TOTAL_PAYMENT_TOKEN, type BrandKey, type PaymentProvider } from '@store/core';
import { orderReturns } from '../src/db/schema';
import { createPaymentProviders } from '../src/payments/registry';
import { refundOrder } from '../src/use-cases/refunds/refund-order';
import { createTestApp, type TestApp } from './support/test-app';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { COUPONS, PRODUCTS, line } from './support/test-store';
import { emailsAfterJobs, ledgerRefunds, moneyOf, paidOrder, placedPaidOrder, staffRefund } from './support/refunds';
import { insertOrder, sessionShopper } from './support/order-factory';
import { pay } from './support/payments';

let t: TestApp;
let manager: StaffBrowser;
let managerEmail: string;
beforeAll(async () => {
  t = await createTestApp({
    seed: { nestwood: [PRODUCTS.mattress, PRODUCTS.pillow] },
    coupons: { nestwood: [COUPONS.take200] },
  });
  const member = await makeStaff(t.db, { role: 'manager', brands: 'all' });
  managerEmail = member.email;
  manager = await signedIn(t.app, member);
});
afterAll(() => t.close());

const TOTAL = 129_900;

describe('POST /admin/orders/{id}/refunds by amount', () => {
  it('a part, then the rest: partially refunded, then refunded, the refunded amount exact at each step', async () => {
    const { order } = await paidOrder(t.app, t.db, { total: TOTAL });
    const first = await staffRefund(manager, order.id, { amount: 30_000, reason: 'goodwill', note: 'Sorry for the wait' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({
      refund: {
        orderId: order.id,
        amount: 30_000,
        currency: 'USD',
        status: 'succeeded',
        reason: 'goodwill',
        note: 'Sorry for the wait',
        lines: [],
        staffEmail: managerEmail,
      },
      order: { id: order.id, status: 'paid', paymentStatus: 'partially_refunded', refundedAmount: 30_000, totalAmount: TOTAL },
    });
    const rest = await staffRefund(manager, order.id, { amount: 99_900, reason: 'customer-request' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().result.order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: TOTAL });
    const { order: row, refunds } = await moneyOf(t.db, order.id);
    expect(row).toMatchObject({ paymentStatus: 'refunded', refundedAmount: TOTAL, status: 'paid' });
    expect(refunds.map((r) => [r.amount, r.status, r.idempotencyKey])).toEqual([
      [30_000, 'succeeded', `refund_${refunds[0]!.id}`],
      [99_900, 'succeeded', `refund_${refunds[1]!.id}`],
    ]);
    expect((await ledgerRefunds(t.db, order.id)).map((r) => [r.amount, r.key])).toEqual([
      [30_000, refunds[0]!.idempotencyKey],
      [99_900, refunds[1]!.idempotencyKey],
    ]);
    const more = await staffRefund(manager, order.id, { amount: 1, reason: 'other' });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({ status: 'error', code: 'CONFLICT', message: 'This order is refunded in full already' });
  });

  it('over the capture: 409 saying what is left, and nothing changes (no row, no audit entry, no provider refund)', async () => {
    const { order } = await paidOrder(t.app, t.db, { total: TOTAL });
    expect((await staffRefund(manager, order.id, { amount: 100_000, reason: 'damaged' })).statusCode).toBe(200);
    const before = await moneyOf(t.db, order.id);
    const res = await staffRefund(manager, order.id, { amount: 30_000, reason: 'damaged' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'CONFLICT',
      message:
        'This refund would exceed what was captured: at most $299.00 can be refunded ($1,299.00 captured, $1,000.00 refunded or being refunded)',
    });
    expect(await moneyOf(t.db, order.id)).toEqual(before);
    expect(await ledgerRefunds(t.db, order.id)).toHaveLength(1);
    // Exactly what is left still goes through.
    const exact = await staffRefund(manager, order.id, { amount: 29_900, reason: 'damaged' });
    expect(exact.json().result.order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: TOTAL });
  });

  it('the same Idempotency-Key twice: one refund row, one provider refund; the second answer is the replayed first', async () => {
    const { order } = await paidOrder(t.app, t.db, { total: TOTAL });
    const body = { amount: 12_345, reason: 'late-delivery' };
    const first = await staffRefund(manager, order.id, body, 'refund-click-1');
    const again = await staffRefund(manager, order.id, body, 'refund-click-1');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const { refunds, order: row } = await moneyOf(t.db, order.id);
    expect(refunds).toHaveLength(1);
    expect(row.refundedAmount).toBe(12_345);
    expect(await ledgerRefunds(t.db, order.id)).toHaveLength(1);
    const other = await staffRefund(manager, order.id, { ...body, amount: 1 }, 'refund-click-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await moneyOf(t.db, order.id)).refunds).toHaveLength(1);
  });

  it('refuses an order that is not paid, and a paid order that was never charged (a zero total)', async () => {
    const s = await sessionShopper(t.app);
    const unpaid = await insertOrder(t.db, { sessionHash: s.hash });
    const res = await staffRefund(manager, unpaid.id, { amount: 100, reason: 'other' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order is not paid: there is nothing to refund');
    expect((await moneyOf(t.db, unpaid.id)).refunds).toHaveLength(0);
    const free = await insertOrder(t.db, { sessionHash: s.hash, totalAmount: 0 });
    expect((await pay(t.app, s, free.id, { paymentToken: ZERO_TOTAL_PAYMENT_TOKEN })).json().result.paymentStatus).toBe(
      'succeeded',
    );
    const nothing = await staffRefund(manager, free.id, { amount: 100, reason: 'other' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('This order was not charged (its total was 0): there is nothing to refund');
    expect((await moneyOf(t.db, free.id)).refunds).toHaveLength(0);
  });
});

describe('POST /admin/orders/{id}/refunds by lines', () => {
  it('each unit at its share of the line and of the tax, the last piece taking what is left; never beyond what is left', async () => {
    const { order } = await placedPaidOrder(
      t.app,
      [line(PRODUCTS.mattress, { Size: 'queen' }), line(PRODUCTS.pillow, { Size: 'standard' }, 3)],
      {
        coupon: 'TAKE200',
      },
    );
    const [mattress, pillows] = order.cart.items;
    expect(pillows!.quantity).toBe(3);
    const P = pillows!.priceAfterDiscount;
    const M = mattress!.priceAfterDiscount;
    const TAX = order.cart.extras.filter((e) => e.kind === 'tax').reduce((sum, e) => sum + e.pricing.price.amount, 0);
    const SHIPPING = order.cart.extras.filter((e) => e.kind !== 'tax').reduce((sum, e) => sum + e.pricing.price.amount, 0);
    expect(TAX).toBeGreaterThan(0);
    const share = Math.floor(P / 3);
    // The coupon's share leaves the pillows' line not divisible by three: the last pillow carries the remainder.
    expect(P % 3).not.toBe(0);
    // Each piece's tax: round-down of the tax times its goods over the taxable lines; the last takes what is left.
    const taxOf = (goods: number) => Math.floor((TAX * goods) / (P + M));
    const one = await staffRefund(manager, order.id, {
      lines: [{ itemIdentifier: pillows!.itemIdentifier, quantity: 1 }],
      reason: 'damaged',
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().result.refund).toMatchObject({
      amount: share + taxOf(share),
      taxAmount: taxOf(share),
      lines: [{ itemIdentifier: pillows!.itemIdentifier, quantity: 1 }],
    });
    const two = await staffRefund(manager, order.id, {
      lines: [{ itemIdentifier: pillows!.itemIdentifier, quantity: 2 }],
      reason: 'damaged',
    });
    expect(two.json().result.refund).toMatchObject({ amount: P - share + taxOf(P - share), taxAmount: taxOf(P - share) });
    const beyond = await staffRefund(manager, order.id, {
      lines: [{ itemIdentifier: pillows!.itemIdentifier, quantity: 1 }],
      reason: 'damaged',
    });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().message).toBe(`Only 0 of ${pillows!.product.title} can still be refunded, not 1`);
    const unknown = await staffRefund(manager, order.id, {
      lines: [{ itemIdentifier: 'no-such-line', quantity: 1 }],
      reason: 'damaged',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This order has no line no-such-line');
    const bed = await staffRefund(manager, order.id, {
      lines: [{ itemIdentifier: mattress!.itemIdentifier, quantity: 1 }],
      reason: 'customer-request',
    });
    const lastTax = TAX - taxOf(share) - taxOf(P - share);
    expect(lastTax - taxOf(M)).toBeGreaterThanOrEqual(0);
    expect(lastTax - taxOf(M)).toBeLessThanOrEqual(2);
    expect(bed.json().result.refund).toMatchObject({ amount: M + lastTax, taxAmount: lastTax });
    const { order: row, refunds } = await moneyOf(t.db, order.id);
    // Every line back, in three refunds: exactly the lines and the tax charged, the order total less shipping.
    expect(refunds.reduce((sum, r) => sum + r.taxAmount, 0)).toBe(TAX);
    expect(row.refundedAmount).toBe(P + M + TAX);
    expect(row.refundedAmount).toBe(order.cart.totalPrice.amount - SHIPPING);
    expect(row.paymentStatus).toBe('partially_refunded');
    expect(refunds.map((r) => r.amount)).toEqual([share + taxOf(share), P - share + taxOf(P - share), M + lastTax]);
    // What is left is shipping and services, refundable by amount; refunding it makes the order refunded.
    expect(SHIPPING).toBeGreaterThan(0);
    const ship = await staffRefund(manager, order.id, { amount: SHIPPING, reason: 'customer-request' });
    expect(ship.json().result.refund).toMatchObject({ amount: SHIPPING, taxAmount: 0, lines: [] });
    expect(ship.json().result.order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: order.cart.totalPrice.amount });
    // The email says which lines a refund was for, and how much of it is tax.
    const money = (amount: number) => formatMoney({ amount, currency: 'USD' }, { cents: 'always' });
    const emails = (await emailsAfterJobs(t.db, order.email)).filter((e) => e.subject.includes(order.shortId));
    const about = (amount: number) => emails.find((e) => e.subject.endsWith(`: ${money(amount)} refunded`))!.text;
    expect(about(share + taxOf(share))).toContain(`1 × ${pillows!.product.title}`);
    expect(about(share + taxOf(share))).toContain('For: A damaged item');
    expect(about(share + taxOf(share))).toMatch(new RegExp(`of which tax\\s+${money(taxOf(share)).replace('$', '\\$')}`));
    expect(about(P - share + taxOf(P - share))).toContain(`2 × ${pillows!.product.title}`);
    expect(about(M + lastTax)).toContain(`1 × ${mattress!.product.title}`);
    expect(about(M + lastTax)).toMatch(new RegExp(`of which tax\\s+${money(lastTax).replace('$', '\\$')}`));
    expect(about(SHIPPING)).not.toContain('of which tax');
  });
});

describe('refundOrder for a trial return (an amount and the lines it was for, with the return)', () => {
  it('records the lines, counts them as refunded, and moves the received return to refunded when the refund succeeds', async () => {
    const member = await makeStaff(t.db, { role: 'manager' });
    const ctx = { actor: { staffId: member.id, staffEmail: member.email, address: '10.0.0.1' }, brands: 'all' as const };
    const deps = { db: t.db, now: () => new Date(), payments: createPaymentProviders({ db: t.db, now: () => new Date() }) };
    const { order } = await placedPaidOrder(t.app, [line(PRODUCTS.pillow, { Size: 'standard' }, 2)]);
    const [pillows] = order.cart.items;
    const returnId = `ret_${order.id}`;
    await t.db.insert(orderReturns).values({
      id: returnId,
      brand: 'nestwood',
      orderId: order.id,
      itemIdentifier: pillows!.itemIdentifier,
      quantity: 1,
      reason: 'not-for-me',
      status: 'received',
      trialEndsAt: new Date(Date.now() + 86_400_000),
    });
    const lines = [{ itemIdentifier: pillows!.itemIdentifier, quantity: 1 }];
    const input = { orderId: order.id, amount: 4_000, lines, reason: 'trial-return' as const, note: 'Opened', returnId };
    const result = await refundOrder(ctx, input, deps);
    expect(result).toMatchObject({ ok: true, value: { refund: { amount: 4_000, lines, returnId, status: 'succeeded' } } });
    const [ret] = await t.db.select().from(orderReturns).where(eq(orderReturns.id, returnId));
    expect(ret).toMatchObject({ status: 'refunded', refundId: result.ok ? result.value.refund.id : null });
    // One pillow is left to refund by lines.
    const two = await refundOrder(
      ctx,
      { orderId: order.id, lines: [{ itemIdentifier: pillows!.itemIdentifier, quantity: 2 }], reason: 'other' },
      deps,
    );
    expect(two).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: `Only 1 of ${pillows!.product.title} can still be refunded, not 2` },
    });
  });
});

describe('POST /admin/orders/{id}/refunds: who may, and what is refused', () => {
  it('the support role: 403, nothing written', async () => {
    const { order } = await paidOrder(t.app, t.db);
    const support = await signedIn(t.app, await makeStaff(t.db, { role: 'support' }));
    const res = await staffRefund(support, order.id, { amount: 1_000, reason: 'goodwill' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'Your role does not allow this' });
    const { refunds, audit } = await moneyOf(t.db, order.id);
    expect([refunds, audit]).toEqual([[], []]);
    expect(await ledgerRefunds(t.db, order.id)).toEqual([]);
  });

  it("a nestwood-only member on a plume order: 404 as for a missing order, nothing written; nestwood's own works", async () => {
    const nestwoodOnly = await signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands: ['nestwood'] }));
    const { order: plume } = await paidOrder(t.app, t.db, { brand: 'plume' });
    const res = await staffRefund(nestwoodOnly, plume.id, { amount: 1_000, reason: 'goodwill' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    expect(await staffRefund(nestwoodOnly, 'no-such-order', { amount: 1_000, reason: 'goodwill' })).toMatchObject({
      statusCode: 404,
    });
    expect((await moneyOf(t.db, plume.id)).refunds).toEqual([]);
    const { order: own } = await paidOrder(t.app, t.db, { brand: 'nestwood' });
    expect((await staffRefund(nestwoodOnly, own.id, { amount: 1_000, reason: 'goodwill' })).statusCode).toBe(200);
  });

  it('without an Idempotency-Key: 400, nothing written', async () => {
    const { order } = await paidOrder(t.app, t.db);
    const res = await staffRefund(manager, order.id, { amount: 1_000, reason: 'goodwill' }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message: 'Idempotency-Key header is required' });
    expect((await moneyOf(t.db, order.id)).refunds).toEqual([]);
  });

  it.each([
    ['amount and lines', { amount: 100, lines: [{ itemIdentifier: 'x', quantity: 1 }], reason: 'other' }],
    ['neither amount nor lines', { reason: 'other' }],
    ['a zero amount', { amount: 0, reason: 'other' }],
    ['a fractional amount', { amount: 10.5, reason: 'other' }],
    ['a reason off the list', { amount: 100, reason: 'because' }],
    ['order-cancelled (the cancellation’s own reason)', { amount: 100, reason: 'order-cancelled' }],
    ['a note over 500 characters', { amount: 100, reason: 'other', note: 'x'.repeat(501) }],
    ['a line of no units', { lines: [{ itemIdentifier: 'x', quantity: 0 }], reason: 'other' }],
    ['an unknown field', { amount: 100, reason: 'other', currency: 'EUR' }],
  ])('400 for %s, nothing written', async (_, body) => {
    const { order } = await paidOrder(t.app, t.db);
    const res = await staffRefund(manager, order.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    expect((await moneyOf(t.db, order.id)).refunds).toEqual([]);
  });
});

describe('the audit log and the shopper’s email', () => {
  it('every refund is audited with the staff email and the order’s money before and the refund after', async () => {
    const { order } = await paidOrder(t.app, t.db, { total: TOTAL });
    await staffRefund(manager, order.id, { amount: 30_000, reason: 'goodwill', note: 'Loyal customer' });
    await staffRefund(manager, order.id, { amount: 20_000, reason: 'damaged' });
    const { audit, refunds } = await moneyOf(t.db, order.id);
    expect(audit.map((a) => [a.action, a.staffEmail, a.brand, a.targetType, a.before, a.after])).toEqual([
      [
        'order.refund',
        managerEmail,
        'nestwood',
        'order',
        { paymentStatus: 'paid', refundedAmount: 0, refundsPending: 0 },
        {
          refund: { id: refunds[0]!.id, amount: 30_000, taxAmount: 0, currency: 'USD', lines: [], status: 'pending' },
          reason: 'goodwill',
          note: 'Loyal customer',
          returnId: null,
        },
      ],
      [
        'order.refund',
        managerEmail,
        'nestwood',
        'order',
        { paymentStatus: 'partially_refunded', refundedAmount: 30_000, refundsPending: 0 },
        {
          refund: { id: refunds[1]!.id, amount: 20_000, taxAmount: 0, currency: 'USD', lines: [], status: 'pending' },
          reason: 'damaged',
          note: null,
          returnId: null,
        },
      ],
    ]);
  });

  it('the shopper gets one email per refund whose figures add up, in the sandbox mailbox of their session', async () => {
    const { s, order } = await paidOrder(t.app, t.db, { total: TOTAL });
    const key = 'email-refund-1';
    await staffRefund(manager, order.id, { amount: 30_000, reason: 'late-delivery' }, key);
    await staffRefund(manager, order.id, { amount: 30_000, reason: 'late-delivery' }, key);
    await staffRefund(manager, order.id, { amount: 20_000, reason: 'goodwill' });
    const emails = (await emailsAfterJobs(t.db, order.email)).filter((e) => e.subject.includes(order.shortId));
    // One email per refund (the repeated key made none); the worker may send them in either order.
    const subjects = [`Nestwood order ${order.shortId}: $300.00 refunded`, `Nestwood order ${order.shortId}: $200.00 refunded`];
    expect(emails.map((e) => e.subject).sort()).toEqual([...subjects].sort());
    const [first, second] = subjects.map((subject) => emails.find((e) => e.subject === subject)!.text.replace(/\s+/g, ' '));
    expect(first).toContain('For: A late delivery');
    expect(first).toMatch(
      /Order total \$1,299\.00 Refunded now \$300\.00 Refunded in total \$300\.00 Your order now comes to \$999\.00/,
    );
    expect(first).not.toContain('Refunded before');
    expect(second).toContain('For: A goodwill gesture');
    expect(second).toMatch(
      /Order total \$1,299\.00 Refunded before \$300\.00 Refunded now \$200\.00 Refunded in total \$500\.00 Your order now comes to \$799\.00/,
    );
    const mailbox = await s.call('GET', '/sandbox/mailbox');
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.body).toContain(`Nestwood order ${order.shortId}: $300.00 refunded`);
    expect(mailbox.body).toContain(`Nestwood order ${order.shortId}: $200.00 refunded`);
  });

  it('the figures are in the brand’s currency (CAD)', async () => {
    const { order } = await paidOrder(t.app, t.db, { brand: 'nestwood-ca', total: 50_000 });
    await staffRefund(manager, order.id, { amount: 12_500, reason: 'damaged' });
    const [email] = (await emailsAfterJobs(t.db, order.email)).filter(
      (e) => e.subject.includes(order.shortId) && e.subject.includes('refunded'),
    );
    expect(email!.subject).toBe(`${BRANDS['nestwood-ca'].name} order ${order.shortId}: CA$125.00 refunded`);
    expect(email!.text.replace(/\s+/g, ' ')).toMatch(
      /Order total CA\$500\.00 Refunded now CA\$125\.00 Refunded in total CA\$125\.00 Your order now comes to CA\$375\.00/,
    );
  });
});

/** Every sandbox provider of the brand (and Canada's card), each paid through its own flow and refunded through the route. */
const PROVIDERS: Array<[PaymentProvider, BrandKey]> = [
  ...BRANDS.nestwood.paymentProviders.map((p) => [p, 'nestwood'] as [PaymentProvider, BrandKey]),
  ['stripeCanada', 'nestwood-ca'],
];

describe.each(PROVIDERS)('a refund of a %s payment (%s) through the route', (provider, brand) => {
  it('a part then the rest: the provider gives back each once, under the refund’s key', async () => {
    const { order } = await paidOrder(t.app, t.db, { brand, provider, total: 88_800 });
    const part = await staffRefund(manager, order.id, { amount: 8_800, reason: 'goodwill' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().result).toMatchObject({
      refund: { status: 'succeeded', amount: 8_800 },
      order: { paymentStatus: 'partially_refunded' },
    });
    const rest = await staffRefund(manager, order.id, { amount: 80_000, reason: 'customer-request' });
    expect(rest.json().result.order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 88_800 });
    const { refunds } = await moneyOf(t.db, order.id);
    expect((await ledgerRefunds(t.db, order.id)).map((r) => [r.amount, r.key])).toEqual(
      refunds.map((r) => [r.amount, r.idempotencyKey]),
    );
  });
});
