import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  PAYMENT_PROVIDER_NOT_FOUND,
  PROVIDER_DECLINED_MESSAGES,
  PROVIDER_FLOWS,
  readReturn,
  REDIRECT_START_TOKEN,
  type BrandKey,
} from '@store/core';
import { orders, payments, sandboxPaymentIntents } from '../src/db/schema';
import { REDIRECT_SANDBOXES } from '../src/payments/providers/redirect-sandboxes';
import { createPaymentProviders } from '../src/payments/registry';
import type { RedirectDecision } from '../src/payments/sandbox/redirect-pages';
import type { RedirectSandboxProvider } from '../src/payments/sandbox/redirect-provider';
import { INVALID_PAYMENT_TOKEN_MESSAGE, PAYMENT_CANCELLED_MESSAGE } from '../src/use-cases/payments/finish-attempt';
import { useTestApp } from './support/test-app';
import { insertOrder, sessionShopper } from './support/order-factory';
import { pay } from './support/payments';
import type { Shopper } from './support/shopper';

const t = useTestApp();

const PROVIDERS = Object.keys(REDIRECT_SANDBOXES) as RedirectSandboxProvider[];
const TOTAL = 129_900;

/** A shopper with a pending order to pay with `provider`. */
async function orderFor(provider: string, brand: BrandKey = 'nestwood', extra: { numberOfPayments?: number } = {}) {
  const s = await sessionShopper(t.app, brand);
  const currency = brand.endsWith('-ca') ? 'CAD' : 'USD';
  const order = await insertOrder(t.db, { brand, sessionHash: s.hash, totalAmount: TOTAL, billingProvider: provider, currency });
  if (extra.numberOfPayments !== undefined) await t.db.update(orders).set({ extraData: extra }).where(eq(orders.id, order.id));
  return { s, order };
}

/** The first payment call of a redirect provider: the provider's page to send the shopper to. */
async function start(s: Shopper, orderId: string): Promise<{ redirectUrl: string; ref: string }> {
  const res = await pay(t.app, s, orderId, { paymentToken: REDIRECT_START_TOKEN });
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json().result as { paymentStatus: string; redirectUrl: string };
  expect(result.paymentStatus).toBe('requires_action');
  return { redirectUrl: result.redirectUrl, ref: result.redirectUrl.split('/').pop()! };
}

/** The browser on the provider's page (reached as /api/... on the storefront's origin, served by the API as /...). */
const page = (redirectUrl: string, brand = 'nestwood') =>
  t.app.inject({ method: 'GET', url: redirectUrl.replace(/^\/api/, ''), headers: { 'x-brand': brand } });

const press = (redirectUrl: string, decision: RedirectDecision, brand = 'nestwood') =>
  t.app.inject({
    method: 'POST',
    url: `${redirectUrl.replace(/^\/api/, '')}/${decision}`,
    headers: { 'x-brand': brand, origin: `http://${brand}.localhost:3000`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

/** The return to review: a relative storefront URL with the order and the provider's return marker. */
function returnOf(location: string, provider: RedirectSandboxProvider) {
  expect(location.startsWith('/checkout/review?')).toBe(true);
  const query = new URLSearchParams(location.slice(location.indexOf('?') + 1));
  expect(query.has(PROVIDER_FLOWS[provider].returnMarker)).toBe(true);
  return readReturn(query)!;
}

const ledgerOf = async (orderId: string) =>
  t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.orderId, orderId));

async function chargesOf(provider: RedirectSandboxProvider, orderId: string) {
  const captured = REDIRECT_SANDBOXES[provider].lifecycle.captured;
  const rows = await ledgerOf(orderId);
  const paid = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  return { charges: rows.filter((r) => r.status === captured), paid };
}

describe.each(PROVIDERS)('the sandbox redirect provider %s', (provider) => {
  const spec = REDIRECT_SANDBOXES[provider];

  it('start -> the provider’s page -> Approve -> review with its marker -> paid, one charge of the order total', async () => {
    const { s, order } = await orderFor(provider);
    const { redirectUrl, ref } = await start(s, order.id);
    expect(redirectUrl).toBe(`/api/sandbox/pay/${provider}/${ref}`);
    const [opened] = await ledgerOf(order.id);
    expect(opened).toMatchObject({ provider, amount: TOTAL, currency: 'USD', status: spec.lifecycle.opened });

    const shown = await page(redirectUrl);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-security-policy']).toContain("form-action 'self'");
    expect(shown.body).not.toMatch(/<script/i);
    expect(shown.body).toContain(`Pay with ${spec.displayName}`);
    expect(shown.body).toContain('$1,299.00');
    for (const button of ['>Approve<', '>Cancel<', '>Decline<']) expect(shown.body).toContain(button);

    const approved = await press(redirectUrl, 'approve');
    expect(approved.statusCode).toBe(303);
    const back = returnOf(String(approved.headers.location), provider);
    expect(back).toEqual({ orderId: order.id, providerRef: ref });

    const paid = await pay(t.app, s, order.id, { paymentToken: back.providerRef });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject({
      paymentStatus: 'succeeded',
      order: { id: order.id, status: 'paid', paymentDetails: { billingProvider: provider } },
    });
    const { charges, paid: rows } = await chargesOf(provider, order.id);
    expect(charges.map((c) => [c.id, c.amount, c.currency])).toEqual([[ref, TOTAL, 'USD']]);
    expect(rows.map((p) => [p.provider, p.amount, p.providerRef])).toEqual([[provider, TOTAL, ref]]);

    // A replayed marker (a reload of review, a second tab) answers the paid order and charges nothing again.
    const replay = await pay(t.app, s, order.id, { paymentToken: back.providerRef });
    expect(replay.json().result).toMatchObject({ paymentStatus: 'succeeded', order: { status: 'paid' } });
    expect((await chargesOf(provider, order.id)).charges).toHaveLength(1);
    // The page is gone once answered: a second click changes nothing.
    expect((await page(redirectUrl)).statusCode).toBe(404);
    for (const decision of ['approve', 'cancel', 'decline'] as const)
      expect((await press(redirectUrl, decision)).statusCode).toBe(404);
    expect((await chargesOf(provider, order.id)).charges).toHaveLength(1);
  });

  it.each([
    ['cancel', PAYMENT_CANCELLED_MESSAGE, spec.lifecycle.cancelled],
    ['decline', PROVIDER_DECLINED_MESSAGES[provider]!, spec.lifecycle.declined],
  ] as const)('%s returns to review with the marker; paying with it answers 402 %j', async (decision, message, status) => {
    const { s, order } = await orderFor(provider);
    const { redirectUrl, ref } = await start(s, order.id);
    const res = await press(redirectUrl, decision);
    expect(res.statusCode).toBe(303);
    const back = returnOf(String(res.headers.location), provider);
    expect((await press(redirectUrl, 'approve')).statusCode).toBe(404);
    const paid = await pay(t.app, s, order.id, { paymentToken: back.providerRef });
    expect(paid.statusCode).toBe(402);
    expect(paid.json()).toMatchObject({ status: 'error', code: 'PAYMENT_DECLINED', message });
    // Paid with again (a reload of review, or after a webhook settled the attempt first): the same reason.
    const again = await pay(t.app, s, order.id, { paymentToken: back.providerRef });
    expect(again.json()).toMatchObject({ status: 'error', code: 'PAYMENT_DECLINED', message });
    const [row] = await ledgerOf(order.id);
    expect(row).toMatchObject({ id: ref, status });
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.status).toBe('pending');
    // The order stays payable: a new start opens a new payment on the provider's page.
    expect((await start(s, order.id)).ref).not.toBe(ref);
  });

  it('a forged reference, another provider’s page, another brand: the gone page (404), nothing changes', async () => {
    const { s, order } = await orderFor(provider);
    const { redirectUrl, ref } = await start(s, order.id);
    const forged = `/api/sandbox/pay/${provider}/pi_${'A'.repeat(24)}`;
    expect((await page(forged)).statusCode).toBe(404);
    expect((await press(forged, 'approve')).statusCode).toBe(404);
    const other = PROVIDERS.find((p) => p !== provider)!;
    expect((await press(`/api/sandbox/pay/${other}/${ref}`, 'approve')).statusCode).toBe(404);
    expect((await page(redirectUrl, 'driftvale')).statusCode).toBe(404);
    expect((await press(redirectUrl, 'approve', 'driftvale')).statusCode).toBe(404);
    expect((await page(`/api/sandbox/pay/${provider}/not-a-ref`)).statusCode).toBe(400);
    expect((await ledgerOf(order.id)).map((r) => r.status)).toEqual([spec.lifecycle.opened]);
    // Paying with a forged marker charges nothing.
    const forgedPay = await pay(t.app, s, order.id, { paymentToken: `pi_${'A'.repeat(24)}` });
    expect(forgedPay.statusCode).toBe(400);
    expect(forgedPay.json().message).toBe(INVALID_PAYMENT_TOKEN_MESSAGE);
    expect((await chargesOf(provider, order.id)).charges).toHaveLength(0);
  });

  it('another order’s or another session’s marker pays nothing; the approved payment stays its own order’s', async () => {
    const a = await orderFor(provider);
    const { redirectUrl, ref } = await start(a.s, a.order.id);
    await press(redirectUrl, 'approve');
    // Another order of another session: the marker is not its payment.
    const b = await orderFor(provider);
    await start(b.s, b.order.id);
    const stolen = await pay(t.app, b.s, b.order.id, { paymentToken: ref });
    expect(stolen.statusCode).toBe(400);
    // Another session paying the first order: the order is not theirs.
    const foreign = await pay(t.app, b.s, a.order.id, { paymentToken: ref });
    expect(foreign.statusCode).toBe(404);
    expect((await chargesOf(provider, b.order.id)).charges).toHaveLength(0);
    expect((await chargesOf(provider, a.order.id)).charges).toHaveLength(0);
    const own = await pay(t.app, a.s, a.order.id, { paymentToken: ref });
    expect(own.json().result).toMatchObject({ paymentStatus: 'succeeded' });
    expect((await chargesOf(provider, a.order.id)).charges).toHaveLength(1);
  });

  it('another order’s declined marker is no token for this order (400), not its decline', async () => {
    const a = await orderFor(provider);
    const { redirectUrl, ref } = await start(a.s, a.order.id);
    await press(redirectUrl, 'decline');
    const b = await orderFor(provider);
    const res = await pay(t.app, b.s, b.order.id, { paymentToken: ref });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_PAYMENT_TOKEN_MESSAGE);
  });

  it('void refunds a captured payment and retrieve (by the attempt’s key) then reports it given up', async () => {
    const { s, order } = await orderFor(provider);
    const { redirectUrl } = await start(s, order.id);
    const back = returnOf(String((await press(redirectUrl, 'approve')).headers.location), provider);
    await pay(t.app, s, order.id, { paymentToken: back.providerRef });
    const [row] = await ledgerOf(order.id);
    const adapter = createPaymentProviders({ db: t.db, now: () => new Date() })[provider]!;
    const ref = { brand: 'nestwood', orderId: order.id, idempotencyKey: row!.idempotencyKey };
    expect(await adapter.retrieve({ ...ref, providerRef: null })).toMatchObject({ status: 'succeeded', amount: TOTAL });
    await adapter.void({ ...ref, providerRef: row!.id });
    expect((await ledgerOf(order.id))[0]?.status).toBe(spec.lifecycle.refunded);
    expect(await adapter.retrieve({ ...ref, providerRef: null })).toEqual({
      status: 'failed',
      providerRef: row!.id,
      reason: 'cancelled',
    });
    expect(await adapter.retrieve({ ...ref, idempotencyKey: 'unknown', providerRef: null })).toEqual({ status: 'not_found' });
  });

  it('starting again voids the payment left on the page: its page is gone and it can never be captured', async () => {
    const { s, order } = await orderFor(provider);
    const first = await start(s, order.id);
    const second = await start(s, order.id);
    expect(second.ref).not.toBe(first.ref);
    expect((await page(first.redirectUrl)).statusCode).toBe(404);
    const rows = await ledgerOf(order.id);
    expect(rows.find((r) => r.id === first.ref)?.status).toBe(spec.lifecycle.voided);
    expect(rows.find((r) => r.id === second.ref)?.status).toBe(spec.lifecycle.opened);
  });
});

describe('Splitit: the order extraData.numberOfPayments (default 12) reaches the plan and its page', () => {
  it.each([
    [3, '3 payments of $433.00'],
    [6, '6 payments of $216.50'],
    [12, '12 payments of $108.25'],
    [undefined, '12 payments of $108.25'],
    [0, '12 payments of $108.25'],
  ])('numberOfPayments %s: %s', async (numberOfPayments, terms) => {
    const { s, order } = await orderFor('splitIt', 'nestwood', { numberOfPayments });
    const { redirectUrl } = await start(s, order.id);
    expect((await page(redirectUrl)).body).toContain(terms);
    const [row] = await ledgerOf(order.id);
    expect(row?.details).toEqual({ numberOfPayments: Number(terms.split(' ')[0]) });
  });

  it('a total that does not divide: each payment is rounded up, the last one carries the difference', async () => {
    const s = await sessionShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash, totalAmount: 100_000, billingProvider: 'splitIt' });
    await t.db
      .update(orders)
      .set({ extraData: { numberOfPayments: 3 } })
      .where(eq(orders.id, order.id));
    const { redirectUrl } = await start(s, order.id);
    expect((await page(redirectUrl)).body).toContain('3 payments of $333.34 (the last $333.32)');
  });
});

describe('brands enable their own providers (nestwood-ca: stripeCanada, stripePaymentRequest, paypal, affirm)', () => {
  it.each(PROVIDERS.filter((p) => p !== 'affirm'))('%s on nestwood-ca: Payment provider not found', async (provider) => {
    const { s, order } = await orderFor(provider, 'nestwood-ca');
    const res = await pay(t.app, s, order.id, { paymentToken: REDIRECT_START_TOKEN });
    expect(res.json()).toMatchObject({ status: 'error', message: PAYMENT_PROVIDER_NOT_FOUND });
    expect(await ledgerOf(order.id)).toHaveLength(0);
  });

  it('Affirm on nestwood-ca pays in CAD', async () => {
    const { s, order } = await orderFor('affirm', 'nestwood-ca');
    const { redirectUrl } = await start(s, order.id);
    expect((await page(redirectUrl, 'nestwood-ca')).body).toContain('CA$1,299.00');
    const back = returnOf(String((await press(redirectUrl, 'approve', 'nestwood-ca')).headers.location), 'affirm');
    const paid = await pay(t.app, s, order.id, { paymentToken: back.providerRef });
    expect(paid.json().result).toMatchObject({ paymentStatus: 'succeeded' });
    const { charges } = await chargesOf('affirm', order.id);
    expect(charges.map((c) => [c.amount, c.currency])).toEqual([[TOTAL, 'CAD']]);
  });

  it('a card token is not a redirect start: invalid token, nothing opened', async () => {
    const { s, order } = await orderFor('affirm');
    const res = await pay(t.app, s, order.id, { paymentToken: 'tok_whatever' });
    expect(res.statusCode).toBe(400);
    expect(await ledgerOf(order.id)).toHaveLength(0);
  });
});

describe('a redirect payment is answered and charged once, whatever the concurrency', () => {
  it.each(PROVIDERS)('%s: 10 racing clicks (Approve, Cancel, Decline) move it once', async (provider) => {
    const { s, order } = await orderFor(provider);
    const { redirectUrl } = await start(s, order.id);
    const decisions = Array.from({ length: 10 }, (_, i) => (['approve', 'cancel', 'decline'] as const)[i % 3]!);
    const answers = await Promise.all(decisions.map((d) => press(redirectUrl, d)));
    expect(answers.filter((a) => a.statusCode === 303)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(9);
  });

  it.each(PROVIDERS)('%s: 20 racing returns with the marker (each its own key): one charge', async (provider) => {
    const { s, order } = await orderFor(provider);
    const { redirectUrl } = await start(s, order.id);
    const back = returnOf(String((await press(redirectUrl, 'approve')).headers.location), provider);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pay(t.app, s, order.id, { paymentToken: back.providerRef }, `r${i}`)),
    );
    // Each answer is the paid order or, while the capture runs, 'being processed' (409); never a second charge.
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    const { charges, paid } = await chargesOf(provider, order.id);
    expect(charges).toHaveLength(1);
    expect(paid).toHaveLength(1);
  });
});
