import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProviderAdapter } from '../src/payments/provider';
import { braintreeClientTokens, braintreePaypalProvider } from '../src/payments/live/braintree-paypal';
import { doubleGateway, startBraintreeDouble, type BraintreeDouble } from './support/braintree-double';

/**
 * Live mode, contract tests: PayPal and PayPal Credit through Braintree with the official
 * `braintree` SDK against a local double of Braintree's gateway API (test/support/braintree-double.ts).
 */
let double: BraintreeDouble;
let port: number;
let paypal: PaymentProviderAdapter;
let seq = 0;

const merchantAccounts = { USD: 'double_usd', CAD: 'double_cad' };
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
const sales = () => double.requests.filter((q) => q.method === 'POST' && q.path.endsWith('/transactions'));

beforeAll(async () => {
  double = startBraintreeDouble();
  port = await double.listen();
});
afterAll(() => double.close());
beforeEach(() => {
  double.setDown(false);
  paypal = braintreePaypalProvider({ gateway: doubleGateway(port), provider: 'paypal', merchantAccounts });
});

describe('PayPal via Braintree (paypal, paypalCredit) through the official SDK', () => {
  it('charges: a sale submitted for settlement, amount as an exact decimal string, orderId = the attempt key', async () => {
    const r = request('fake-paypal-one-time-nonce', { amount: 1999 });
    const outcome = await paypal.charge(r);
    expect(outcome).toEqual({ status: 'succeeded', providerRef: expect.stringMatching(/^bt/), amount: 1999, currency: 'USD' });
    expect(sales().at(-1)?.body).toEqual({
      transaction: {
        amount: '19.99',
        payment_method_nonce: 'fake-paypal-one-time-nonce',
        order_id: r.idempotencyKey,
        merchant_account_id: 'double_usd',
        options: { submit_for_settlement: true },
        type: 'sale',
      },
    });
  });

  it.each([
    [1999, '19.99'],
    [5, '0.05'],
    [149_900, '1499.00'],
  ])('sends %i CAD as "%s" to the CAD merchant account and reads it back exactly', async (amount, decimal) => {
    const r = request('fake-paypal-one-time-nonce', { brand: 'nestwood-ca', amount, currency: 'CAD' });
    expect(await paypal.charge(r)).toMatchObject({ status: 'succeeded', amount, currency: 'CAD' });
    expect(sales().at(-1)?.body).toMatchObject({ transaction: { amount: decimal, merchant_account_id: 'double_cad' } });
  });

  it.each([
    ['insufficient funds (2001)', 'fake-paypal-insufficient-funds-nonce', 'insufficient_funds'],
    ['a processor decline (2000)', 'fake-processor-declined-nonce', 'declined'],
  ])('answers %s (422 with the transaction) as a failed payment', async (_name, nonce, reason) => {
    expect(await paypal.charge(request(nonce))).toEqual({ status: 'failed', providerRef: expect.stringMatching(/^bt/), reason });
  });

  it.each([
    ['an unknown nonce (91565)', 'not-a-nonce'],
    ['a spent nonce (93107)', 'fake-consumed-nonce'],
  ])('answers %s as an invalid token', async (_name, nonce) => {
    expect(await paypal.charge(request(nonce))).toEqual({ status: 'invalid_token' });
  });

  it('an authorized sale waits on review and confirm() submits it for settlement, once', async () => {
    const r = request('fake-paypal-authorize-only-nonce');
    const outcome = await paypal.charge(r);
    const providerRef = (outcome as { providerRef: string }).providerRef;
    expect(outcome).toEqual({
      status: 'requires_action',
      providerRef,
      redirectUrl: `/checkout/review?orderId=${r.orderId}&payment_intent=${providerRef}`,
    });
    expect(await paypal.confirm(refOf(r, providerRef))).toMatchObject({ status: 'succeeded', amount: 129_900 });
    expect(await paypal.confirm(refOf(r, providerRef))).toMatchObject({ status: 'succeeded' });
    expect(double.requests.filter((q) => q.path.endsWith('/submit_for_settlement'))).toHaveLength(1);
    // A transaction of another attempt is never confirmed by this one.
    expect(await paypal.confirm({ ...refOf(r, providerRef), idempotencyKey: 'pay_other' })).toEqual({ status: 'invalid_token' });
    expect(await paypal.confirm(refOf(r, 'bt_missing'))).toEqual({ status: 'invalid_token' });
  });

  it('idempotent replay without an idempotency header: a repeated attempt finds its sale by orderId, no second sale', async () => {
    const r = request('fake-paypal-one-time-nonce');
    const first = await paypal.charge(r);
    const before = sales().length;
    expect(await paypal.charge(r)).toEqual(first);
    expect(sales().length).toBe(before);
    expect([...double.transactions.values()].filter((t) => t.orderId === r.idempotencyKey)).toHaveLength(1);
  });

  it('a network failure is an unknown outcome (thrown); the reconciliation finds the sale by orderId and never sells again', async () => {
    const r = request('fake-paypal-one-time-nonce');
    double.dropAfterWork((q) => q.method === 'POST' && q.path.endsWith('/transactions'));
    await expect(paypal.charge(r)).rejects.toThrow();
    expect(await paypal.retrieve(refOf(r))).toMatchObject({ status: 'succeeded', amount: 129_900, currency: 'USD' });
    const before = sales().length;
    expect(await paypal.charge(r)).toMatchObject({ status: 'succeeded' });
    expect(sales().length).toBe(before);
  });

  it('retrieve() of an attempt the gateway never saw is not_found; an unreachable gateway throws', async () => {
    expect(await paypal.retrieve(refOf(request('fake-paypal-one-time-nonce')))).toEqual({ status: 'not_found' });
    double.setDown(true);
    await expect(paypal.charge(request('fake-paypal-one-time-nonce'))).rejects.toThrow();
  });

  it('void() voids an unsettled sale and refunds a settled one', async () => {
    const open = request('fake-paypal-one-time-nonce');
    const { providerRef: openRef } = (await paypal.charge(open)) as { providerRef: string };
    await paypal.void(refOf(open, openRef));
    expect(double.transactions.get(openRef)?.status).toBe('voided');
    expect(await paypal.retrieve(refOf(open, openRef))).toEqual({ status: 'failed', providerRef: openRef, reason: 'cancelled' });
    const settled = request('fake-paypal-one-time-nonce');
    const { providerRef: settledRef } = (await paypal.charge(settled)) as { providerRef: string };
    double.settle(settledRef);
    await paypal.void(refOf(settled, settledRef));
    expect([...double.transactions.values()].filter((t) => t.refundedTransactionId === settledRef)).toHaveLength(1);
  });

  it('GET /braintree/tokens in live mode: a client token from the gateway for the currency’s merchant account', async () => {
    const token = braintreeClientTokens(doubleGateway(port), merchantAccounts);
    expect(await token('CAD', 'nestwood-ca')).toBe('client-token-for-double_cad');
    expect(await token('USD', 'nestwood')).toBe('client-token-for-double_usd');
  });
});
