import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_PAYMENT_KEY } from './payment/kept-payment';

// This file has a page of its own: the checkout store is module state, so each "page load" imports it afresh.
function fakeStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}
const localStorage = fakeStorage();
const sessionStorage = fakeStorage();
const had = 'window' in globalThis;
(globalThis as { window?: unknown }).window = { localStorage, sessionStorage };
afterAll(() => {
  if (!had) delete (globalThis as { window?: unknown }).window;
  vi.useRealTimers();
});

const defaults = { permissions: { sendEmail: true, sendSMS: false }, paymentProvider: 'stripeDirect' as const };
const T0 = new Date('2026-11-28T12:00:00Z').getTime();

async function loadPage() {
  vi.resetModules();
  const store = await import('./checkout-store');
  store.hydrateCheckout(defaults);
  return store;
}

describe('a reload of review keeps billing’s payment (a token reference, never the card) until it expires', () => {
  beforeEach(() => {
    localStorage.map.clear();
    sessionStorage.map.clear();
    vi.useFakeTimers({ now: T0 });
  });

  it('a card token and its last digits come back after a reload, so review can place the order', async () => {
    const first = await loadPage();
    first.updateCheckout({
      shippingAddress: {
        fullName: 'A',
        line1: '1 Congress Ave',
        line2: '',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        phone: '5125551234',
      },
    });
    first.billingPassed(
      { provider: 'stripeDirect', token: 'tok_abc', last4: '4242', tokenExpiresAt: T0 + 30 * 60_000 },
      { isStripeValid: true },
    );
    expect(sessionStorage.map.get(KEPT_PAYMENT_KEY)).not.toContain('4242424242424242');

    vi.setSystemTime(T0 + 29 * 60_000);
    const reloaded = await loadPage();
    expect(reloaded.checkoutSnapshot()).toMatchObject({
      paymentProvider: 'stripeDirect',
      paymentToken: 'tok_abc',
      cardLast4: '4242',
      isStripeValid: true,
      submitted: { billing: true },
    });
  });

  it('an expired token is not restored: the review entry rule then sends the shopper to billing', async () => {
    const first = await loadPage();
    first.billingPassed({ provider: 'stripeDirect', token: 'tok_abc', last4: '4242', tokenExpiresAt: T0 + 30 * 60_000 });
    vi.setSystemTime(T0 + 30 * 60_000);
    const reloaded = await loadPage();
    expect(reloaded.checkoutSnapshot()).toMatchObject({ paymentToken: null, cardLast4: null, submitted: { billing: false } });
  });

  it('a provider that approves after Place order comes back without a token', async () => {
    const first = await loadPage();
    first.billingPassed({ provider: 'affirm', token: null, last4: null, tokenExpiresAt: null });
    const reloaded = await loadPage();
    expect(reloaded.checkoutSnapshot()).toMatchObject({
      paymentProvider: 'affirm',
      paymentToken: null,
      submitted: { billing: true },
    });
  });

  it('a card whose token a refused payment spent is not kept', async () => {
    const first = await loadPage();
    first.billingPassed({ provider: 'stripeDirect', token: 'tok_abc', last4: '4242', tokenExpiresAt: null });
    first.updateCheckout({ paymentToken: null, isStripeValid: false });
    expect(sessionStorage.map.has(KEPT_PAYMENT_KEY)).toBe(false);
    const reloaded = await loadPage();
    expect(reloaded.checkoutSnapshot().submitted.billing).toBe(false);
  });

  it('a payment kept for another provider than the saved one is ignored', async () => {
    const first = await loadPage();
    first.billingPassed({ provider: 'stripeDirect', token: 'tok_abc', last4: '4242', tokenExpiresAt: null });
    const saved = JSON.parse(localStorage.map.get('CheckoutDataV2') ?? '{}') as Record<string, unknown>;
    localStorage.map.set('CheckoutDataV2', JSON.stringify({ ...saved, paymentProvider: 'paypal' }));
    const reloaded = await loadPage();
    expect(reloaded.checkoutSnapshot()).toMatchObject({
      paymentProvider: 'paypal',
      paymentToken: null,
      submitted: { billing: false },
    });
  });

  it('the reset after a payment success forgets the kept payment', async () => {
    const first = await loadPage();
    first.billingPassed({ provider: 'stripeDirect', token: 'tok_abc', last4: '4242', tokenExpiresAt: null });
    first.resetKeepingCart(defaults);
    expect(sessionStorage.map.has(KEPT_PAYMENT_KEY)).toBe(false);
  });
});
