import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProviderAdapter } from '../src/payments/provider';
import { createStripeClient, stripeCardProvider } from '../src/payments/live/stripe-card';
import { brandOrigin } from '../src/payments/live/live-providers';
import { startStripeDouble, type StripeDouble } from './support/stripe-double';

/**
 * Live mode, contract tests: the Stripe card adapter drives the official `stripe` SDK against a local double
 * of Stripe's REST API (test/support/stripe-double.ts), so what is tested is the SDK's real requests and parsing.
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

const request = (paymentToken: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest => {
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
const refOf = <P extends string | null = null>(r: ChargeRequest, providerRef: P = null as P) => ({
  brand: r.brand,
  orderId: r.orderId,
  idempotencyKey: r.idempotencyKey,
  providerRef,
});

beforeAll(async () => {
  double = startStripeDouble();
  baseUrl = await double.listen();
});
afterAll(() => double.close());
beforeEach(() => {
  double.setDown(false);
  card = adapter(0);
});

describe('Stripe card (stripeDirect, stripeCanada) through the official SDK', () => {
  it('charges: one PaymentIntent created and confirmed under the attempt key, amount in minor units, currency lowercase', async () => {
    const r = request('pm_card_visa', { amount: 1999 });
    const outcome = await card.charge(r);
    expect(outcome).toEqual({ status: 'succeeded', providerRef: expect.stringMatching(/^pi_/), amount: 1999, currency: 'USD' });
    const sent = double.requests.filter((q) => q.path === '/v1/payment_intents');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      idempotencyKey: r.idempotencyKey,
      body: {
        amount: '1999',
        currency: 'usd',
        payment_method: 'pm_card_visa',
        confirm: 'true',
        return_url: `https://nestwood.store.example/checkout/review?orderId=${r.orderId}`,
        metadata: { orderId: r.orderId, attempt: r.idempotencyKey, brand: 'nestwood' },
      },
    });
  });

  it('sends the deployment’s payment method configuration (QA and production ids differ) when one is set, none otherwise', async () => {
    const configured = stripeCardProvider({
      stripe: createStripeClient({ secretKey: 'sk_test_double', apiHost: baseUrl, maxNetworkRetries: 0 }),
      provider: 'stripeDirect',
      returnOrigin: brandOrigin('https://{brand}.store.example'),
      paymentMethodConfiguration: 'pmc_1QaTestConfig',
    });
    await configured.charge(request('pm_card_visa'));
    expect(double.requests.at(-1)?.body).toMatchObject({ payment_method_configuration: 'pmc_1QaTestConfig' });
    await card.charge(request('pm_card_visa'));
    expect(double.requests.at(-1)?.body).not.toHaveProperty('payment_method_configuration');
  });

  it('charges CAD for stripeCanada: 1999 CAD is 1999 cad at Stripe and 1999 CAD back', async () => {
    const r = request('pm_card_visa', { brand: 'nestwood-ca', amount: 1999, currency: 'CAD' });
    expect(await adapter(0, 'stripeCanada').charge(r)).toMatchObject({ status: 'succeeded', amount: 1999, currency: 'CAD' });
    expect(double.requests.at(-1)?.body).toMatchObject({ amount: '1999', currency: 'cad' });
  });

  it.each([
    ['insufficient funds', 'pm_card_visa_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['a decline', 'pm_card_chargeDeclined', 'declined'],
  ])('answers %s (402 card_error with the intent) as a failed payment', async (_name, token, reason) => {
    const outcome = await card.charge(request(token));
    expect(outcome).toEqual({ status: 'failed', providerRef: expect.stringMatching(/^pi_/), reason });
  });

  it('answers an unknown payment method (400 resource_missing) as an invalid token', async () => {
    expect(await card.charge(request('pm_not_a_method'))).toEqual({ status: 'invalid_token' });
  });

  it('sends the shopper to the bank for 3-D Secure, then confirm() reads the approved intent', async () => {
    const r = request('pm_card_threeDSecure2Required');
    const outcome = await card.charge(r);
    expect(outcome).toMatchObject({
      status: 'requires_action',
      redirectUrl: expect.stringMatching(/^https:\/\/hooks\.stripe\.test\//),
    });
    const providerRef = (outcome as { providerRef: string }).providerRef;
    expect(double.intents.get(providerRef)?.next_action).toMatchObject({
      redirect_to_url: { return_url: `https://nestwood.store.example/checkout/review?orderId=${r.orderId}` },
    });
    double.finish3ds(providerRef, true);
    expect(await card.confirm(refOf(r, providerRef))).toEqual({
      status: 'succeeded',
      providerRef,
      amount: 129_900,
      currency: 'USD',
    });
  });

  it('a failed 3-D Secure is an authentication cancelled; a marker of another order is an invalid token', async () => {
    const r = request('pm_card_threeDSecure2Required');
    const { providerRef } = (await card.charge(r)) as { providerRef: string };
    expect(await card.confirm({ ...refOf(r, providerRef), orderId: 'another-order' })).toEqual({ status: 'invalid_token' });
    double.finish3ds(providerRef, false);
    expect(await card.confirm(refOf(r, providerRef))).toEqual({
      status: 'failed',
      providerRef,
      reason: 'authentication_cancelled',
    });
    expect(await card.confirm(refOf(r, 'pi_missing'))).toEqual({ status: 'invalid_token' });
  });

  it('an authorized-only intent (requires_capture) waits on review and is captured by confirm(), once', async () => {
    const r = request('pm_card_authorizeOnly');
    const outcome = await card.charge(r);
    const providerRef = (outcome as { providerRef: string }).providerRef;
    expect(outcome).toEqual({
      status: 'requires_action',
      providerRef,
      redirectUrl: `/checkout/review?orderId=${r.orderId}&payment_intent=${providerRef}`,
    });
    expect(await card.confirm(refOf(r, providerRef))).toMatchObject({ status: 'succeeded', amount: 129_900 });
    expect(double.requests.filter((q) => q.path.endsWith('/capture'))).toHaveLength(1);
  });

  it('idempotent replay: the same attempt key charged twice is one PaymentIntent, the second answer replayed', async () => {
    const r = request('pm_card_visa');
    const first = await card.charge(r);
    const second = await card.charge(r);
    expect(second).toEqual(first);
    const ids = [...double.intents.values()].filter((i) => i.metadata.attempt === r.idempotencyKey);
    expect(ids).toHaveLength(1);
  });

  it('a network failure with the SDK retrying re-sends the same Idempotency-Key: one charge, the success answered', async () => {
    const r = request('pm_card_visa');
    double.dropAfterWork((q) => q.path === '/v1/payment_intents');
    const outcome = await adapter(2).charge(r);
    expect(outcome).toMatchObject({ status: 'succeeded' });
    const creates = double.requests.filter((q) => q.path === '/v1/payment_intents' && q.idempotencyKey === r.idempotencyKey);
    expect(creates.length).toBe(2);
    expect([...double.intents.values()].filter((i) => i.metadata.attempt === r.idempotencyKey)).toHaveLength(1);
  });

  it('a network failure is an unknown outcome (thrown); retrieve() by the attempt key then finds the charge', async () => {
    const r = request('pm_card_visa');
    // The SDK re-sends a POST once after a closed connection even with retries off: both are cut here.
    double.dropAfterWork((q) => q.path === '/v1/payment_intents', 2);
    await expect(card.charge(r)).rejects.toThrow();
    const found = await card.retrieve(refOf(r));
    expect(found).toMatchObject({ status: 'succeeded', amount: 129_900, currency: 'USD' });
  });

  it('retrieve() of an attempt Stripe never saw is not_found (nothing charged); an unreachable Stripe throws', async () => {
    expect(await card.retrieve(refOf(request('pm_card_visa')))).toEqual({ status: 'not_found' });
    double.setDown(true);
    await expect(card.charge(request('pm_card_visa'))).rejects.toThrow();
  });

  it('void() refunds a charge and cancels an unfinished intent, once per attempt', async () => {
    const paid = request('pm_card_visa');
    const { providerRef: paidRef } = (await card.charge(paid)) as { providerRef: string };
    await card.void(refOf(paid, paidRef));
    await card.void(refOf(paid, paidRef));
    expect(double.refunds.filter((x) => x.payment_intent === paidRef)).toHaveLength(1);
    const waiting = request('pm_card_threeDSecure2Required');
    const { providerRef: waitingRef } = (await card.charge(waiting)) as { providerRef: string };
    await card.void(refOf(waiting, waitingRef));
    expect(double.intents.get(waitingRef)?.status).toBe('canceled');
    expect(await card.retrieve(refOf(waiting, waitingRef))).toEqual({
      status: 'failed',
      providerRef: waitingRef,
      reason: 'cancelled',
    });
  });
});
