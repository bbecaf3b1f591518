import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { REDIRECT_START_TOKEN, type BrandKey, type PaymentProvider } from '@store/core';
import { jobs, payments, sandboxPaymentIntents } from '../src/db/schema';
import type { RefundRequest } from '../src/payments/provider';
import { createPaymentProviders } from '../src/payments/registry';
import { ledgerRefundsOf } from '../src/payments/sandbox/ledger-refunds';
import { useTestApp } from './support/test-app';
import { insertOrder, sessionShopper } from './support/order-factory';
import { CARDS, pay, tokenize } from './support/payments';
import type { Shopper } from './support/shopper';

/**
 * Refunds through the provider seam, for every sandbox provider the registry creates: each test pays an order through
 * the API as a shopper would (the provider's own page or sheet), then calls the adapter's refund directly, as the
 * staff refund will.
 */
const t = useTestApp();
const providers = () => createPaymentProviders({ db: t.db, now: () => new Date() });

const TOTAL = 129_900;

/** A post from the storefront's origin (a hosted page's button: a form), with the shopper's cookies. */
const form = (s: Shopper, path: string, payload: string | null = '') =>
  t.app.inject({
    method: 'POST',
    url: path.replace(/^\/api/, ''),
    headers: {
      'x-brand': s.brand,
      origin: `http://${s.brand}.localhost:3000`,
      ...(payload === null ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    cookies: Object.fromEntries(s.jar),
    remoteAddress: s.address,
    ...(payload === null ? {} : { payload }),
  });

/** POST /orders/{id}/payment, expecting the answer's status. */
async function payWith(s: Shopper, orderId: string, paymentToken: string, expected: 'succeeded' | 'requires_action') {
  const res = await pay(t.app, s, orderId, { paymentToken });
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json().result as { paymentStatus: string; redirectUrl?: string };
  expect(result.paymentStatus).toBe(expected);
  return result.redirectUrl ?? '';
}

/** A hosted page's flow: start, approve on the page, pay with the returned reference. */
async function approveOnPage(s: Shopper, orderId: string, startToken: string, before?: (ref: string) => Promise<void>) {
  const page = await payWith(s, orderId, startToken, 'requires_action');
  const ref = page.split('/').pop()!;
  await before?.(ref);
  expect((await form(s, `${page}/approve`)).statusCode).toBe(303);
  await payWith(s, orderId, ref, 'succeeded');
}

const walletToken = async (s: Shopper, provider: string) => {
  const res = await s.call('POST', '/sandbox/wallet/tokens', { provider, payer: 'home', decision: 'pay' });
  return (res.json() as { result: { token: string } }).result.token;
};

type Payer = (s: Shopper, orderId: string) => Promise<void>;

const card: Payer = async (s, orderId) => void (await payWith(s, orderId, await tokenize(s, CARDS.succeeds), 'succeeded'));
const redirect: Payer = (s, orderId) => approveOnPage(s, orderId, REDIRECT_START_TOKEN);
const wallet =
  (provider: string): Payer =>
  async (s, orderId) =>
    void (await payWith(s, orderId, await walletToken(s, provider), 'succeeded'));
const paypal: Payer = async (s, orderId) => {
  const token = (await s.call('GET', '/braintree/tokens')).json().result.clientToken as string;
  await approveOnPage(s, orderId, token);
};
const truemed: Payer = (s, orderId) =>
  approveOnPage(s, orderId, REDIRECT_START_TOKEN, async (id) => {
    const answered = await s.call('POST', `/truemed/sessions/${id}`, { hsaFsaCard: true, conditionCategory: 'back-pain' });
    expect(answered.statusCode).toBe(200);
  });
const amazon: Payer = async (s, orderId) => {
  const created = await form(s, '/amazonpay/session?checkoutReviewReturnUrl=/checkout/review', null);
  const session = created.json().result as { checkoutSessionId: string; webCheckoutDetails: { amazonPayRedirectUrl: string } };
  expect((await form(s, session.webCheckoutDetails.amazonPayRedirectUrl, 'address=us')).statusCode).toBe(303);
  const page = await payWith(s, orderId, session.checkoutSessionId, 'requires_action');
  expect((await form(s, `${page}/approve`)).statusCode).toBe(303);
  await payWith(s, orderId, session.checkoutSessionId, 'succeeded');
};

/** Every provider the sandbox registry creates, how a shopper pays with it, and the brand it is offered by. */
const CASES: Array<{ name: string; provider: PaymentProvider; brand: BrandKey; payer: Payer }> = [
  { name: 'stripeDirect', provider: 'stripeDirect', brand: 'nestwood', payer: card },
  { name: 'stripeCanada', provider: 'stripeCanada', brand: 'nestwood-ca', payer: card },
  { name: 'affirm', provider: 'affirm', brand: 'nestwood', payer: redirect },
  { name: 'afterPay', provider: 'afterPay', brand: 'nestwood', payer: redirect },
  { name: 'splitIt', provider: 'splitIt', brand: 'nestwood', payer: redirect },
  { name: 'acima', provider: 'acima', brand: 'nestwood', payer: redirect },
  { name: 'bank', provider: 'bank', brand: 'nestwood', payer: redirect },
  { name: 'link (its page)', provider: 'link', brand: 'nestwood', payer: redirect },
  { name: 'link (one click)', provider: 'link', brand: 'nestwood', payer: wallet('link') },
  { name: 'amazonPay', provider: 'amazonPay', brand: 'nestwood', payer: amazon },
  { name: 'googlepay', provider: 'googlepay', brand: 'nestwood', payer: wallet('googlepay') },
  { name: 'applepay', provider: 'applepay', brand: 'nestwood', payer: wallet('applepay') },
  { name: 'stripePaymentRequest', provider: 'stripePaymentRequest', brand: 'nestwood', payer: wallet('stripePaymentRequest') },
  { name: 'paypal', provider: 'paypal', brand: 'nestwood', payer: paypal },
  { name: 'paypalCredit', provider: 'paypalCredit', brand: 'nestwood', payer: paypal },
  { name: 'truemed', provider: 'truemed', brand: 'nestwood', payer: truemed },
];

let seq = 0;

/** A paid order of the case's provider: its adapter and a refund request builder for its payment. */
async function paidOrder({ provider, brand, payer }: (typeof CASES)[number]) {
  const s = await sessionShopper(t.app, brand);
  const currency = brand.endsWith('-ca') ? 'CAD' : 'USD';
  const order = await insertOrder(t.db, { brand, sessionHash: s.hash, totalAmount: TOTAL, billingProvider: provider, currency });
  await payer(s, order.id);
  const [payment] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
  expect(payment).toMatchObject({ provider, amount: TOTAL, currency });
  const ref = { brand, orderId: order.id, idempotencyKey: payment!.idempotencyKey, providerRef: payment!.providerRef! };
  const refund = (amount: number, key = `refund_${++seq}`): RefundRequest => ({
    brand,
    orderId: order.id,
    payment: ref,
    amount,
    currency,
    idempotencyKey: key,
  });
  const ledgerRow = async () => {
    const [row] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, ref.providerRef));
    return row!;
  };
  return { adapter: providers()[provider]!, refund, ledgerRow, currency, orderId: order.id };
}

describe.each(CASES)('refunds of a $name payment (sandbox)', (c) => {
  it('a partial refund, then the rest, succeed; a third refund exceeds the capture and changes nothing', async () => {
    const { adapter, refund, ledgerRow, currency } = await paidOrder(c);
    const first = await adapter.refund(refund(50_000));
    expect(first).toEqual({ status: 'succeeded', providerRef: expect.stringMatching(/^re_/), amount: 50_000, currency });
    expect(await adapter.refund(refund(79_900))).toMatchObject({ status: 'succeeded', amount: 79_900, currency });
    const third = await adapter.refund(refund(1));
    expect(third).toEqual({ status: 'failed', reason: 'exceeds_captured', message: expect.stringContaining('0 left') });
    expect(ledgerRefundsOf(await ledgerRow()).map((r) => r.amount)).toEqual([50_000, 79_900]);
  });

  it('the same key twice refunds once, one call after the other or both at once: each answers the one refund', async () => {
    const { adapter, refund, ledgerRow } = await paidOrder(c);
    const request = refund(30_000);
    const first = await adapter.refund(request);
    expect(first).toMatchObject({ status: 'succeeded', amount: 30_000 });
    expect(await adapter.refund(request)).toEqual(first);
    const racing = refund(20_000);
    const [a, b] = await Promise.all([adapter.refund(racing), adapter.refund(racing)]);
    expect(a).toEqual(b);
    const kept = ledgerRefundsOf(await ledgerRow()).map((r) => [r.key, r.amount]);
    expect(kept).toEqual([
      [request.idempotencyKey, 30_000],
      [racing.idempotencyKey, 20_000],
    ]);
  });

  it('two racing refunds with different keys that together exceed the capture: exactly one succeeds', async () => {
    const { adapter, refund, ledgerRow } = await paidOrder(c);
    const outcomes = await Promise.all([adapter.refund(refund(80_000)), adapter.refund(refund(60_000))]);
    expect(outcomes.filter((o) => o.status === 'succeeded')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'failed' && o.reason === 'exceeds_captured')).toHaveLength(1);
    const kept = ledgerRefundsOf(await ledgerRow()).map((r) => r.amount);
    expect(kept.length === 1 && (kept[0] === 80_000 || kept[0] === 60_000)).toBe(true);
  });

  it('retrieveRefund finds a refund by its key; an unknown key is not_found', async () => {
    const { adapter, refund, currency } = await paidOrder(c);
    const request = refund(12_345);
    const made = await adapter.refund(request);
    expect(await adapter.retrieveRefund(request)).toEqual(made);
    expect(made).toMatchObject({ status: 'succeeded', amount: 12_345, currency });
    expect(await adapter.retrieveRefund({ ...request, idempotencyKey: 'refund_never_made' })).toEqual({ status: 'not_found' });
  });
});

describe('sandbox refunds refused', () => {
  const cardCase = CASES[0]!;

  it('an unknown reference, or another order’s payment, is not refundable', async () => {
    const { adapter, refund } = await paidOrder(cardCase);
    const other = await paidOrder(cardCase);
    const unknown = refund(100);
    expect(await adapter.refund({ ...unknown, payment: { ...unknown.payment, providerRef: 'pi_unknown' } })).toMatchObject({
      status: 'failed',
      reason: 'not_refundable',
    });
    expect(await adapter.refund({ ...other.refund(100), orderId: unknown.orderId })).toMatchObject({
      status: 'failed',
      reason: 'not_refundable',
    });
    expect(await adapter.retrieveRefund({ ...other.refund(100), orderId: unknown.orderId })).toEqual({ status: 'not_found' });
  });

  it('another provider’s adapter does not refund the payment (the ledger row is the provider’s own)', async () => {
    const { refund } = await paidOrder(cardCase);
    expect(await providers().googlepay!.refund(refund(100))).toMatchObject({ status: 'failed', reason: 'not_refundable' });
  });

  it.each([
    ['zero', 0, 'USD'],
    ['negative', -100, 'USD'],
    ['fractional', 10.5, 'USD'],
    ['another currency', 100, 'CAD'],
  ])('a %s refund is declined and nothing is refunded', async (_name, amount, currency) => {
    const { adapter, refund, ledgerRow } = await paidOrder(cardCase);
    expect(await adapter.refund({ ...refund(amount), currency })).toMatchObject({ status: 'failed', reason: 'declined' });
    expect(ledgerRefundsOf(await ledgerRow())).toEqual([]);
  });

  it('a reused key with another amount is declined, the first refund kept', async () => {
    const { adapter, refund, ledgerRow } = await paidOrder(cardCase);
    const request = refund(10_000);
    await adapter.refund(request);
    expect(await adapter.refund({ ...request, amount: 20_000 })).toMatchObject({ status: 'failed', reason: 'declined' });
    expect(ledgerRefundsOf(await ledgerRow()).map((r) => r.amount)).toEqual([10_000]);
  });

  it('a voided payment is not refundable, and its earlier refunds still answer by key', async () => {
    const { adapter, refund, ledgerRow } = await paidOrder(cardCase);
    const before = refund(10_000);
    const made = await adapter.refund(before);
    await adapter.void(before.payment);
    expect((await ledgerRow()).status).toBe('refunded');
    expect(await adapter.refund(refund(100))).toMatchObject({ status: 'failed', reason: 'not_refundable' });
    expect(await adapter.refund(before)).toEqual(made);
  });

  it('a voided Amazon Pay charge is not refundable; a refund made before answers by key', async () => {
    const amazonCase = CASES.find((c) => c.provider === 'amazonPay')!;
    const { adapter, refund } = await paidOrder(amazonCase);
    const before = refund(10_000);
    const made = await adapter.refund(before);
    await adapter.void(before.payment);
    expect(await adapter.refund(refund(100))).toMatchObject({ status: 'failed', reason: 'not_refundable' });
    expect(await adapter.refund(before)).toEqual(made);
    expect(await adapter.retrieveRefund(before)).toEqual(made);
  });

  it('a refund queues the provider’s `payment.refunded` webhook, in the refund’s transaction', async () => {
    const { adapter, refund, orderId } = await paidOrder(cardCase);
    await adapter.refund(refund(5_000));
    const queued = (await t.db.select().from(jobs)).filter(
      (j) => (j.payload as { event?: { type?: string; data?: { orderId?: string } } }).event?.data?.orderId === orderId,
    );
    expect(queued.map((j) => (j.payload as { event: { type: string } }).event.type)).toContain('payment.refunded');
  });
});
