import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProviderAdapter, RefundRequest } from '../src/payments/provider';
import { braintreePaypalProvider } from '../src/payments/live/braintree-paypal';
import { doubleGateway, startBraintreeDouble, type BraintreeDouble } from './support/braintree-double';

/**
 * Live mode, contract tests: refunds of PayPal via Braintree through the official `braintree` SDK against the local
 * double of Braintree's gateway, which (as Braintree) has no idempotency for refunds and refuses refunds beyond the sale.
 */
let double: BraintreeDouble;
let port: number;
let paypal: PaymentProviderAdapter;
let seq = 0;

const merchantAccounts = { USD: 'double_usd', CAD: 'double_cad' };

/** A settled PayPal sale made through the adapter, and a builder of refund requests for it. */
async function paid(overrides: Partial<ChargeRequest> = {}, settle = true) {
  seq += 1;
  const r: ChargeRequest = {
    brand: 'nestwood',
    sessionHash: 'session',
    orderId: `order${seq}`,
    amount: 129_900,
    currency: 'USD',
    paymentToken: 'fake-paypal-one-time-nonce',
    idempotencyKey: `pay_attempt${seq}`,
    ...overrides,
  };
  const { providerRef } = (await paypal.charge(r)) as { providerRef: string };
  if (settle) double.settle(providerRef);
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
/** The refunds (credits) the gateway holds for a sale, as the decimal strings it keeps. */
const creditsOf = (sale: string) =>
  [...double.transactions.values()].filter((t) => t.type === 'credit' && t.refundedTransactionId === sale).map((t) => t.amount);
const refundCalls = () => double.requests.filter((q) => q.method === 'POST' && q.path.endsWith('/refund'));

beforeAll(async () => {
  double = startBraintreeDouble();
  port = await double.listen();
});
afterAll(() => double.close());
beforeEach(() => {
  double.setDown(false);
  paypal = braintreePaypalProvider({ gateway: doubleGateway(port), provider: 'paypal', merchantAccounts });
});

describe('PayPal via Braintree refunds through the official SDK', () => {
  it('a partial refund, then the rest, succeed (exact decimal strings, orderId = the refund key); a third exceeds', async () => {
    const { providerRef, refund } = await paid();
    const first = refund(50_000);
    expect(await paypal.refund(first)).toEqual({
      status: 'succeeded',
      providerRef: expect.stringMatching(/^bt/),
      amount: 50_000,
      currency: 'USD',
    });
    expect(refundCalls().at(-1)?.body).toEqual({ transaction: { amount: '500.00', order_id: first.idempotencyKey } });
    expect(await paypal.refund(refund(79_900))).toMatchObject({ status: 'succeeded', amount: 79_900, currency: 'USD' });
    expect(refundCalls().at(-1)?.body).toMatchObject({ transaction: { amount: '799.00' } });
    expect(await paypal.refund(refund(1))).toMatchObject({ status: 'failed', reason: 'exceeds_captured' });
    expect(creditsOf(providerRef)).toEqual(['500.00', '799.00']);
  });

  it('a refund of one cent is "0.01" and more than the sale at once is exceeds_captured', async () => {
    const { providerRef, refund } = await paid({ amount: 1999 });
    expect(await paypal.refund(refund(2000))).toMatchObject({ status: 'failed', reason: 'exceeds_captured' });
    expect(await paypal.refund(refund(1))).toMatchObject({ status: 'succeeded', amount: 1 });
    expect(creditsOf(providerRef)).toEqual(['0.01']);
  });

  it('the same key twice refunds once: the second call finds the credit by its orderId and makes no refund call', async () => {
    const { providerRef, refund } = await paid();
    const request = refund(30_000);
    const first = await paypal.refund(request);
    const calls = refundCalls().length;
    expect(await paypal.refund(request)).toEqual(first);
    expect(refundCalls()).toHaveLength(calls);
    expect(creditsOf(providerRef)).toEqual(['300.00']);
  });

  it('a key reused for another amount is declined; the first refund is kept', async () => {
    const { providerRef, refund } = await paid();
    const request = refund(10_000);
    await paypal.refund(request);
    expect(await paypal.refund({ ...request, amount: 20_000 })).toMatchObject({ status: 'failed', reason: 'declined' });
    expect(creditsOf(providerRef)).toEqual(['100.00']);
  });

  it('a lost answer is thrown (unknown outcome); the retry replays the credit it made instead of refunding again', async () => {
    const { providerRef, refund } = await paid();
    const request = refund(25_000);
    double.dropAfterWork((q) => q.method === 'POST' && q.path.endsWith('/refund'));
    await expect(paypal.refund(request)).rejects.toThrow();
    expect(await paypal.retrieveRefund(request)).toMatchObject({ status: 'succeeded', amount: 25_000, currency: 'USD' });
    expect(await paypal.refund(request)).toMatchObject({ status: 'succeeded', amount: 25_000 });
    expect(creditsOf(providerRef)).toEqual(['250.00']);
  });

  it('two racing refunds with different keys that together exceed the sale: exactly one succeeds', async () => {
    const { providerRef, refund } = await paid();
    const outcomes = await Promise.all([paypal.refund(refund(80_000)), paypal.refund(refund(60_000))]);
    expect(outcomes.filter((o) => o.status === 'succeeded')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'failed' && o.reason === 'exceeds_captured')).toHaveLength(1);
    expect(creditsOf(providerRef)).toHaveLength(1);
  });

  it('retrieveRefund finds a refund by its key; an unknown key is not_found', async () => {
    const { refund } = await paid();
    const request = refund(12_345);
    const made = await paypal.refund(request);
    expect(made).toMatchObject({ status: 'succeeded', amount: 12_345, currency: 'USD' });
    expect(await paypal.retrieveRefund(request)).toEqual(made);
    expect(await paypal.retrieveRefund({ ...request, idempotencyKey: 'refund_never_made' })).toEqual({ status: 'not_found' });
  });

  it('refunds CAD on the CAD merchant account: 1999 CAD back is "19.99"', async () => {
    const { providerRef, refund } = await paid({ brand: 'nestwood-ca', currency: 'CAD', amount: 1999 });
    expect(await paypal.refund(refund(1999))).toMatchObject({ status: 'succeeded', amount: 1999, currency: 'CAD' });
    expect(creditsOf(providerRef)).toEqual(['19.99']);
  });

  it('refuses what it cannot refund: an unsettled sale, another attempt’s sale, an unknown one, another currency', async () => {
    const unsettled = await paid({}, false);
    expect(await paypal.refund(unsettled.refund(100))).toMatchObject({ status: 'failed', reason: 'not_refundable' });
    const { refund } = await paid();
    const other = refund(100);
    expect(await paypal.refund({ ...other, payment: { ...other.payment, idempotencyKey: 'pay_other' } })).toMatchObject({
      status: 'failed',
      reason: 'not_refundable',
    });
    expect(await paypal.refund({ ...other, payment: { ...other.payment, providerRef: 'bt_missing' } })).toMatchObject({
      status: 'failed',
      reason: 'not_refundable',
    });
    expect(await paypal.refund({ ...refund(100), currency: 'CAD' })).toMatchObject({ status: 'failed', reason: 'declined' });
    expect(creditsOf(unsettled.providerRef)).toEqual([]);
  });

  it('an unreachable gateway is thrown (unknown outcome), never answered as a refusal', async () => {
    const { refund } = await paid();
    double.setDown(true);
    await expect(paypal.refund(refund(100))).rejects.toThrow();
  });
});
