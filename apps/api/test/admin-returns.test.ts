import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMoney, type Order } from '@store/core';
import { unitsAmount } from '@store/core/back-office/refund-amount';
import { orders, refunds } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { PRODUCTS, line } from './support/test-store';
import { askReturn, orderEmails, paidShopperOrder, returnAudit, returnRowsOf, returnStep, shipAll } from './support/returns';

// Every date is UTC, as the trial rule and the pick-up check count days.
const START = Date.parse('2026-03-10T12:00:00.000Z');
let clock = START;
let t: TestApp;
let manager: StaffBrowser;
let managerEmail: string;
let support: StaffBrowser;
let supportEmail: string;
let plumeManager: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp({
    seed: { nestwood: [PRODUCTS.mattress, PRODUCTS.pillow] },
    now: () => new Date(clock),
  });
  const m = await makeStaff(t.db, { role: 'manager', brands: ['nestwood'] });
  managerEmail = m.email;
  manager = await signedIn(t.app, m);
  const s = await makeStaff(t.db, { role: 'support', brands: 'all' });
  supportEmail = s.email;
  support = await signedIn(t.app, s);
  plumeManager = await signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands: ['plume'] }));
});
afterAll(() => t.close());
beforeEach(() => {
  clock = START;
});

const MATTRESS = line(PRODUCTS.mattress, { Size: 'queen' });
const PILLOWS = (quantity: number) => line(PRODUCTS.pillow, { Size: 'standard' }, quantity);
const itemOf = (order: Order, productId: string) => order.cart.items.find((i) => i.product.id === productId)!;
const money = (amount: number) => formatMoney({ amount, currency: 'USD' }, { cents: 'always' });
/** The order's tax (its frozen cart's tax extras) and what else it charged besides lines (shipping, services). */
const taxOf = (order: Order) =>
  order.cart.extras.filter((e) => e.kind === 'tax').reduce((sum, e) => sum + e.pricing.price.amount, 0);
const notTaxOf = (order: Order) =>
  order.cart.extras.filter((e) => e.kind !== 'tax').reduce((sum, e) => sum + e.pricing.price.amount, 0);

/** A paid, shipped order of the lines, and the shopper's return of `quantity` of the product's line. */
async function requested(productId: string, lines: unknown[], quantity = 1) {
  const { s, order } = await paidShopperOrder(t.app, lines);
  await shipAll(t.db, order, new Date('2026-03-01T10:00:00Z'));
  const item = itemOf(order, productId);
  const res = await askReturn(s, order.id, { itemIdentifier: item.itemIdentifier, quantity, reason: 'too-firm' });
  if (res.statusCode !== 200) throw new Error(`return request failed: ${res.statusCode} ${res.body}`);
  return { s, order, item, id: res.json().result.return.id as string };
}

const ok = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).result;
};

describe('a return from request to refund', () => {
  it('approve → pick-up → receive → refund of the whole line: each step moved, audited and emailed', async () => {
    const { order, item, id } = await requested(PRODUCTS.mattress.id, [MATTRESS]);
    expect(ok(await returnStep(manager, id, 'approve')).return).toMatchObject({
      id,
      status: 'approved',
      orderShortId: order.shortId,
    });
    expect(ok(await returnStep(manager, id, 'pickup', { date: '2026-03-20' })).return).toMatchObject({
      status: 'pickup_scheduled',
      pickupDate: '2026-03-20',
    });
    // A pick-up may be moved to another day.
    expect(ok(await returnStep(manager, id, 'pickup', { date: '2026-03-21' })).return.pickupDate).toBe('2026-03-21');
    expect(ok(await returnStep(manager, id, 'receive')).return).toMatchObject({
      status: 'received',
      receivedAt: '2026-03-10T12:00:00.000Z',
    });

    // The only line of the order: the line and all the tax charged on it, so only shipping and services are left.
    const tax = taxOf(order);
    expect(tax).toBeGreaterThan(0);
    const lineAmount = item.priceAfterDiscount + tax;
    const refunded = ok(await returnStep(manager, id, 'refund', { amount: lineAmount }));
    expect(refunded.refund).toMatchObject({
      amount: lineAmount,
      taxAmount: tax,
      status: 'succeeded',
      reason: 'trial-return',
      returnId: id,
    });
    expect(refunded.return).toMatchObject({
      status: 'refunded',
      refundId: refunded.refund.id,
      refundedAmount: lineAmount,
      lineAmount,
      openedBy: 'shopper',
    });
    const [row] = await returnRowsOf(t.db, order.id);
    expect(row).toMatchObject({ status: 'refunded', refundId: refunded.refund.id, pickupDate: '2026-03-21' });
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: lineAmount });
    expect(paid!.totalAmount - paid!.refundedAmount).toBe(notTaxOf(order));

    const audit = await returnAudit(t.db, id);
    expect(
      audit.map((a) => [a.action, a.staffEmail, (a.before as { status: string }).status, (a.after as { status: string }).status]),
    ).toEqual([
      ['return.approve', managerEmail, 'requested', 'approved'],
      ['return.pickup', managerEmail, 'approved', 'pickup_scheduled'],
      ['return.pickup', managerEmail, 'pickup_scheduled', 'pickup_scheduled'],
      ['return.receive', managerEmail, 'pickup_scheduled', 'received'],
      ['return.refund', managerEmail, 'received', 'refunded'],
    ]);
    expect(audit[2]).toMatchObject({
      brand: 'nestwood',
      targetType: 'return',
      before: { pickupDate: '2026-03-20' },
      after: { pickupDate: '2026-03-21' },
    });

    // Matched by subject: a worker sends a batch of emails in any order on PostgreSQL.
    const emails = await orderEmails(t.db, order.id);
    const subjects = [
      `We received your return request (order ${order.shortId})`,
      `Your return is approved (order ${order.shortId})`,
      'Your return pick-up is on Friday, March 20, 2026',
      'Your return pick-up is on Saturday, March 21, 2026',
      `We received your return (order ${order.shortId})`,
      `Nestwood order ${order.shortId}: ${money(lineAmount)} refunded`,
    ];
    expect(emails.map((e) => e.subject).sort()).toEqual([...subjects].sort());
    const textOf = (subject: string) => emails.find((e) => e.subject === subject)!.text;
    expect(textOf(subjects[1]!)).toContain('What happens next: we will email you the day we come to pick it up.');
    expect(textOf(subjects[2]!)).toContain(`We will collect 1 × ${item.product.title} on Friday, March 20, 2026.`);
    expect(textOf(subjects[5]!)).toContain('Your trial return');
    expect(textOf(subjects[5]!).replace(/\s+/g, ' ')).toContain(`of which tax ${money(tax)}`);

    // The refund is the return's.
    expect((await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).map((r) => r.returnId)).toEqual([id]);
  });

  it('a partial refund needs a note; never more than the returned items cost; received without a pick-up', async () => {
    const { order, item, id } = await requested(PRODUCTS.pillow.id, [PILLOWS(3)], 2);
    ok(await returnStep(manager, id, 'approve'));
    ok(await returnStep(manager, id, 'receive'));
    // Two of three pillows, the order's only line: their share of it and round-down of their share of the tax.
    const goods = unitsAmount(item, 0, 2);
    const tax = Math.floor((taxOf(order) * goods) / item.priceAfterDiscount);
    const twoPillows = goods + tax;
    const over = await returnStep(manager, id, 'refund', { amount: twoPillows + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `At most ${money(twoPillows)} can be refunded for this return (what the returned items cost, with their tax)`,
    );
    const bare = await returnStep(manager, id, 'refund', { amount: twoPillows - 1000 });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(`Add a note saying why less than ${money(twoPillows)} is refunded`);
    const blank = await returnStep(manager, id, 'refund', { amount: twoPillows - 1000, note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);

    const partial = ok(await returnStep(manager, id, 'refund', { amount: twoPillows - 1000, note: 'One case was stained' }));
    expect(partial.refund).toMatchObject({
      amount: twoPillows - 1000,
      // Refunded for less: the same proportion of their tax.
      taxAmount: Math.floor((tax * (twoPillows - 1000)) / twoPillows),
      note: 'One case was stained',
      lines: [{ itemIdentifier: item.itemIdentifier, quantity: 2 }],
    });
    expect(partial.return).toMatchObject({ status: 'refunded', refundedAmount: twoPillows - 1000 });
    const again = await returnStep(manager, id, 'refund', { amount: 1, note: 'more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a received return can be refunded: this one is refunded already');
  });

  it('the refund needs an Idempotency-Key, and the same key finds the same refund', async () => {
    const { order, item, id } = await requested(PRODUCTS.mattress.id, [MATTRESS]);
    ok(await returnStep(manager, id, 'approve'));
    ok(await returnStep(manager, id, 'receive'));
    const whole = { amount: item.priceAfterDiscount + taxOf(order) };
    const keyless = await returnStep(manager, id, 'refund', whole, null);
    expect(keyless.statusCode).toBe(400);
    const first = await returnStep(manager, id, 'refund', whole, 'refund-return-1');
    expect(first.statusCode, first.body).toBe(200);
    const replay = await returnStep(manager, id, 'refund', whole, 'refund-return-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });

  it('refused with a reason: the shopper is emailed the reason, the item may be asked for again', async () => {
    const { s, order, item, id } = await requested(PRODUCTS.mattress.id, [MATTRESS]);
    expect((await returnStep(manager, id, 'refuse', {})).statusCode).toBe(400);
    expect((await returnStep(manager, id, 'refuse', { reason: '' })).statusCode).toBe(400);
    const refused = ok(await returnStep(manager, id, 'refuse', { reason: 'The mattress was bought for a hotel' }));
    expect(refused.return).toMatchObject({ status: 'refused', refusedReason: 'The mattress was bought for a hotel' });
    const refusal = (await orderEmails(t.db, order.id)).find(
      (e) => e.subject === `About your return request (order ${order.shortId})`,
    );
    expect(refusal?.text).toContain('Why: The mattress was bought for a hotel');
    expect((await returnAudit(t.db, id)).map((a) => [a.action, a.after])).toEqual([
      ['return.refuse', expect.objectContaining({ status: 'refused', refusedReason: 'The mattress was bought for a hotel' })],
    ]);
    const shown = (await s.call('GET', `/orders/${order.id}`)).json().result as Order;
    expect(shown.returns?.[0]).toMatchObject({
      status: 'refused',
      statusLabel: 'Return refused',
      refusedReason: 'The mattress was bought for a hotel',
    });
    expect(shown.lineReturns?.[0]).toMatchObject({ returnableQuantity: 1 });
    expect(
      (await askReturn(s, order.id, { itemIdentifier: item.itemIdentifier, quantity: 1, reason: 'back-pain' })).statusCode,
    ).toBe(200);
  });
});

describe('moves the table does not allow', () => {
  it('409 with what the move needs, and nothing changes', async () => {
    const { order, item, id } = await requested(PRODUCTS.mattress.id, [MATTRESS]);
    const early = await returnStep(manager, id, 'refund', { amount: item.priceAfterDiscount });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      status: 'error',
      code: 'CONFLICT',
      message: 'Only a received return can be refunded: this one is still requested',
    });
    expect((await returnStep(manager, id, 'receive')).json().message).toBe(
      'Only an approved return can be marked received: this one is still requested',
    );
    expect((await returnStep(manager, id, 'pickup', { date: '2026-03-20' })).json().message).toBe(
      'Only an approved return can get a pick-up day: this one is still requested',
    );
    ok(await returnStep(manager, id, 'approve'));
    expect((await returnStep(manager, id, 'approve')).json().message).toBe(
      'Only a requested return can be approved: this one is approved',
    );
    expect((await returnStep(manager, id, 'refuse', { reason: 'late' })).json().message).toBe(
      'Only a requested return can be refused: this one is approved',
    );
    expect((await returnStep(manager, id, 'refund', { amount: 1, note: 'x' })).statusCode).toBe(409);
    const [row] = await returnRowsOf(t.db, order.id);
    expect(row!.status).toBe('approved');
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    expect((await returnAudit(t.db, id)).map((a) => a.action)).toEqual(['return.approve']);
  });

  it('a pick-up day in the past or not a day: 400', async () => {
    const { id } = await requested(PRODUCTS.mattress.id, [MATTRESS]);
    ok(await returnStep(manager, id, 'approve'));
    expect((await returnStep(manager, id, 'pickup', { date: '2026-03-09' })).json().message).toBe(
      'Choose a pick-up day from today on',
    );
    for (const date of ['2026-02-30', '2026-13-01', '20-03-2026', 'tomorrow', '', 20260320])
      expect((await returnStep(manager, id, 'pickup', { date })).statusCode, String(date)).toBe(400);
    expect(ok(await returnStep(manager, id, 'pickup', { date: '2026-03-10' })).return.pickupDate).toBe('2026-03-10');
  });
});

describe('roles and brands', () => {
  it('support opens a return for the shopper (audited, same rule) but cannot decide or refund it (403)', async () => {
    const { order } = await paidShopperOrder(t.app, [MATTRESS, PILLOWS(1)]);
    const mattress = itemOf(order, PRODUCTS.mattress.id);
    const body = { itemIdentifier: mattress.itemIdentifier, quantity: 1, reason: 'back-pain', comment: 'Called on the phone' };
    const unshipped = await support.call('POST', `/admin/orders/${order.id}/returns`, body);
    expect(unshipped.statusCode).toBe(409);
    expect(unshipped.json().message).toBe('This item has not shipped yet: contact us to cancel it instead');
    await shipAll(t.db, order, new Date('2026-03-02T10:00:00Z'));
    const opened = ok(await support.call('POST', `/admin/orders/${order.id}/returns`, body)).return;
    expect(opened).toMatchObject({
      status: 'requested',
      openedBy: supportEmail,
      comment: 'Called on the phone',
      email: order.email,
    });
    expect(
      (await returnAudit(t.db, opened.id)).map((a) => [a.action, a.staffEmail, a.before, (a.after as { status: string }).status]),
    ).toEqual([['return.open', supportEmail, null, 'requested']]);
    for (const [step, payload] of [
      ['approve', {}],
      ['refuse', { reason: 'no' }],
      ['pickup', { date: '2026-03-20' }],
      ['receive', {}],
      ['refund', { amount: 100, note: 'x' }],
    ] as const) {
      const res = await returnStep(support, opened.id, step, payload);
      expect(res.statusCode, step).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Your role does not allow this' });
    }
    expect((await returnRowsOf(t.db, order.id))[0]!.status).toBe('requested');
    expect((await support.call('GET', '/admin/returns?status=requested')).statusCode).toBe(200);
  });

  it('another brand’s return and order are 404s, as if they did not exist, and are not listed', async () => {
    const { order, id } = await requested(PRODUCTS.mattress.id, [MATTRESS]);
    const res = await returnStep(plumeManager, id, 'approve');
    const missing = await returnStep(plumeManager, 'no-such-return', 'approve');
    expect([res.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(res.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Return not found' });
    expect(res.json()).toEqual(missing.json());
    const open = await plumeManager.call('POST', `/admin/orders/${order.id}/returns`, {
      itemIdentifier: itemOf(order, PRODUCTS.mattress.id).itemIdentifier,
      quantity: 1,
      reason: 'other',
    });
    expect(open.statusCode).toBe(404);
    expect(open.json()).toEqual({ status: 'error', code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    expect(ok(await plumeManager.call('GET', '/admin/returns')).returns).toEqual([]);
    expect((await returnRowsOf(t.db, order.id))[0]!.status).toBe('requested');
  });

  it('not signed in: 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/returns', headers: { origin: 'http://localhost:3001' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /admin/returns', () => {
  it('the member’s brands, newest first, by status and brand, in keyset pages', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      clock = START + (i + 1) * 60_000;
      made.push((await requested(PRODUCTS.mattress.id, [MATTRESS])).id);
    }
    const first = ok(await manager.call('GET', '/admin/returns?status=requested&brand=nestwood&limit=2'));
    expect(first.returns.map((r: { id: string }) => r.id)).toEqual([made[2], made[1]]);
    expect(first.returns[0]).toMatchObject({ brand: 'nestwood', status: 'requested', reason: 'too-firm', currency: 'USD' });
    const second = ok(
      await manager.call('GET', `/admin/returns?status=requested&brand=nestwood&limit=2&cursor=${first.nextCursor}`),
    );
    expect(second.returns[0].id).toBe(made[0]);
    const all = ok(await manager.call('GET', '/admin/returns?limit=200'));
    expect(new Set(all.returns.map((r: { brand: string }) => r.brand))).toEqual(new Set(['nestwood']));
    expect(
      ok(await manager.call('GET', '/admin/returns?status=refunded&limit=200')).returns.every(
        (r: { status: string }) => r.status === 'refunded',
      ),
    ).toBe(true);
    for (const query of ['cursor=bm9wZQ', 'cursor=%00%FF', 'status=lost', 'brand=acme', 'limit=0', 'limit=201'])
      expect((await manager.call('GET', `/admin/returns?${query}`)).statusCode, query).toBe(400);
  });
});
