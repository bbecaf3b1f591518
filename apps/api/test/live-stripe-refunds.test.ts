import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProviderAdapter, RefundRequest } from '../src/payments/provider';
import { brandOrigin } from '../src/payments/live/live-providers';
import { ProviderPendingError } from '../src/payments/live/live-outcome';
import { createStripeClient, stripeCardProvider } from '../src/payments/live/stripe-card';
import { stripeRefundOutcome } from '../src/payments/live/stripe-refunds';
import { startStripeDouble, type StripeDouble } from './support/stripe-double';

/**
 * Live mode, contract tests: refunds of the Stripe card adapter through the official `stripe` SDK against the local
 * double of Stripe's REST API, which refuses refunds beyond what the intent received and replays Idempotency-Keys.
 */
let double: StripeDouble;
let baseUrl: string;
let card: PaymentProviderAdapter;
let seq = 0;

const adapter = (maxNetworkRetries: number, provider: 'stripeDirect' | 'stripeCanada' = 'stripeDirect') =>
  stripeCardProvider({
    stripe: createStripeClient({ secretKey: 'sk_test_double', apiHost: baseUrl, maxNetworkRetries }),
    provider,
    returnOrigin: brandOrigin('https://{brand}.store.example'),
  });

const charge = (paymentToken = 'pm_card_visa', overrides: Partial<ChargeRequest> = {}): ChargeRequest => {
  seq += 1;
  return {
    brand: 'nestwood',
    sessionHash: 'session',
    orderId: `order${seq}`,
    amount: 129_900,
    currency: 'USD',
    paymentToken,
    idempotencyKey: `pay_attempt${seq}`,
    ...overrides,
  };
};

/** A payment made through the adapter, and a builder of refund requests for it. */
async function paid(paymentToken = 'pm_card_visa', overrides: Partial<ChargeRequest> = {}, via = card) {
  const r = charge(paymentToken, overrides);
  const { providerRef } = (await via.charge(r)) as { providerRef: string };
  const payment = { brand: r.brand, orderId: r.orderId, idempotencyKey: r.idempotencyKey, providerRef };
  const refund = (amount: number, key = `refund_${++seq}`): RefundRequest => ({
    brand: r.brand,
    orderId: r.orderId,
    payment,
    amount,
    currency: r.currency,
    idempotencyKey: key,
  });
  return { providerRef, refund };
}
const refundsAtStripe = (intent: string) => double.refunds.filter((x) => x.payment_intent === intent).map((x) => x.amount);

beforeAll(async () => {
  double = startStripeDouble();
  baseUrl = await double.listen();
});
afterAll(() => double.close());
beforeEach(() => {
  double.setDown(false);
  card = adapter(0);
});

describe('Stripe card refunds through the official SDK', () => {
  it('a partial refund, then the rest, succeed; a third refund exceeds the capture', async () => {
    const { providerRef, refund } = await paid();
    const first = refund(50_000);
    expect(await card.refund(first)).toEqual({
      status: 'succeeded',
      providerRef: expect.stringMatching(/^re_/),
      amount: 50_000,
      currency: 'USD',
    });
    expect(double.requests.filter((q) => q.method === 'POST' && q.path === '/v1/refunds').at(-1)).toMatchObject({
      idempotencyKey: first.idempotencyKey,
      body: {
        payment_intent: providerRef,
        amount: '50000',
        metadata: { refundKey: first.idempotencyKey, orderId: first.orderId },
      },
    });
    expect(await card.refund(refund(79_900))).toMatchObject({ status: 'succeeded', amount: 79_900, currency: 'USD' });
    expect(await card.refund(refund(1))).toMatchObject({ status: 'failed', reason: 'exceeds_captured' });
    expect(refundsAtStripe(providerRef)).toEqual([50_000, 79_900]);
  });

  it('more than was captured at once is exceeds_captured', async () => {
    const { providerRef, refund } = await paid();
    expect(await card.refund(refund(129_901))).toMatchObject({ status: 'failed', reason: 'exceeds_captured' });
    expect(refundsAtStripe(providerRef)).toEqual([]);
  });

  it('the same key twice refunds once: the second call finds the refund by its metadata and answers it', async () => {
    const { providerRef, refund } = await paid();
    const request = refund(30_000);
    const first = await card.refund(request);
    expect(await card.refund(request)).toEqual(first);
    expect(refundsAtStripe(providerRef)).toEqual([30_000]);
    expect(
      double.requests.filter(
        (q) => q.method === 'POST' && q.path === '/v1/refunds' && q.idempotencyKey === request.idempotencyKey,
      ),
    ).toHaveLength(1);
  });

  it('a key reused for another amount is declined; the first refund is kept', async () => {
    const { providerRef, refund } = await paid();
    const request = refund(10_000);
    await card.refund(request);
    expect(await card.refund({ ...request, amount: 20_000 })).toMatchObject({ status: 'failed', reason: 'declined' });
    expect(refundsAtStripe(providerRef)).toEqual([10_000]);
  });

  it('a network failure with the SDK retrying re-sends the same Idempotency-Key: one refund, its answer', async () => {
    const { providerRef, refund } = await paid();
    const request = refund(40_000);
    double.dropAfterWork((q) => q.method === 'POST' && q.path === '/v1/refunds');
    expect(await adapter(2).refund(request)).toMatchObject({ status: 'succeeded', amount: 40_000 });
    const posts = double.requests.filter((q) => q.path === '/v1/refunds' && q.idempotencyKey === request.idempotencyKey);
    expect(posts).toHaveLength(2);
    expect(refundsAtStripe(providerRef)).toEqual([40_000]);
  });

  it('a lost answer is thrown (unknown outcome); retrieveRefund then finds the refund by its key', async () => {
    const { refund } = await paid();
    const request = refund(25_000);
    double.dropAfterWork((q) => q.method === 'POST' && q.path === '/v1/refunds', 2);
    await expect(card.refund(request)).rejects.toThrow();
    expect(await card.retrieveRefund(request)).toMatchObject({ status: 'succeeded', amount: 25_000, currency: 'USD' });
  });

  it('two racing refunds with different keys that together exceed the capture: exactly one succeeds', async () => {
    const { providerRef, refund } = await paid();
    const outcomes = await Promise.all([card.refund(refund(80_000)), card.refund(refund(60_000))]);
    expect(outcomes.filter((o) => o.status === 'succeeded')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'failed' && o.reason === 'exceeds_captured')).toHaveLength(1);
    expect(refundsAtStripe(providerRef)).toHaveLength(1);
  });

  it('retrieveRefund finds a refund by its key; an unknown key or intent is not_found', async () => {
    const { refund } = await paid();
    const request = refund(12_345);
    const made = await card.refund(request);
    expect(await card.retrieveRefund(request)).toEqual(made);
    expect(await card.retrieveRefund({ ...request, idempotencyKey: 'refund_never_made' })).toEqual({ status: 'not_found' });
    const missing = { ...request, payment: { ...request.payment, providerRef: 'pi_missing' } };
    expect(await card.retrieveRefund(missing)).toEqual({ status: 'not_found' });
  });

  it('refunds CAD for stripeCanada: 1999 CAD back is 1999 cad at Stripe', async () => {
    const canada = adapter(0, 'stripeCanada');
    const { providerRef, refund } = await paid('pm_card_visa', { brand: 'nestwood-ca', currency: 'CAD', amount: 1999 }, canada);
    expect(await canada.refund(refund(1999))).toMatchObject({ status: 'succeeded', amount: 1999, currency: 'CAD' });
    expect(refundsAtStripe(providerRef)).toEqual([1999]);
  });

  it('refuses what it cannot refund: an uncaptured intent, another order’s, an unknown one, another currency', async () => {
    const waiting = await paid('pm_card_threeDSecure2Required');
    expect(await card.refund(waiting.refund(100))).toMatchObject({ status: 'failed', reason: 'not_refundable' });
    const { refund } = await paid();
    expect(await card.refund({ ...refund(100), orderId: 'another-order' })).toMatchObject({
      status: 'failed',
      reason: 'not_refundable',
    });
    const unknown = refund(100);
    expect(await card.refund({ ...unknown, payment: { ...unknown.payment, providerRef: 'pi_missing' } })).toMatchObject({
      status: 'failed',
      reason: 'not_refundable',
    });
    expect(await card.refund({ ...refund(100), currency: 'CAD' })).toMatchObject({ status: 'failed', reason: 'declined' });
    expect(double.refunds.filter((x) => x.payment_intent === waiting.providerRef)).toEqual([]);
  });

  it('an unreachable Stripe is thrown (unknown outcome), never answered as a refusal', async () => {
    const { refund } = await paid();
    double.setDown(true);
    await expect(card.refund(refund(100))).rejects.toThrow();
  });

  it.each([
    ['succeeded', { status: 'succeeded', providerRef: 're_1', amount: 500, currency: 'USD' }],
    ['failed', { status: 'failed', reason: 'declined', message: 'Stripe refund re_1 failed: lost_or_stolen_card.' }],
    ['canceled', { status: 'failed', reason: 'declined', message: 'Stripe refund re_1 canceled.' }],
  ])('maps a %s Stripe refund to the store’s outcome', (status, expected) => {
    const failure = status === 'failed' ? { failure_reason: 'lost_or_stolen_card' } : {};
    const refund = { id: 're_1', amount: 500, currency: 'usd', status, ...failure } as Parameters<typeof stripeRefundOutcome>[0];
    expect(stripeRefundOutcome(refund)).toEqual(expected);
  });

  it.each(['pending', 'requires_action'])('a %s Stripe refund is not an answer yet: thrown as pending', (status) => {
    const refund = { id: 're_1', amount: 500, currency: 'usd', status } as Parameters<typeof stripeRefundOutcome>[0];
    expect(() => stripeRefundOutcome(refund)).toThrow(ProviderPendingError);
  });
});
