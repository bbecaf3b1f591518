import { describe, expect, it } from 'vitest';
import { KEPT_PAYMENT_KEY, keptPaymentExpiry, readKeptPayment, writeKeptPayment } from './kept-payment';

const NOW = 1_800_000_000_000;
const MIN = 60_000;

function store(raw: string | null) {
  const map = new Map<string, string>(raw === null ? [] : [[KEPT_PAYMENT_KEY, raw]]);
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('keptPaymentExpiry: the token expiry when the provider gave one, never more than 30 minutes', () => {
  it.each([
    ['no expiry named (a Stripe PaymentMethod)', null, NOW + 30 * MIN],
    ['the sandbox token, 30 minutes', NOW + 30 * MIN, NOW + 30 * MIN],
    ['a token expiring sooner', NOW + 5 * MIN, NOW + 5 * MIN],
    ['a provider naming 3 hours is capped', NOW + 180 * MIN, NOW + 30 * MIN],
  ])('%s', (_, tokenExpiresAt, expected) => {
    expect(keptPaymentExpiry(NOW, tokenExpiresAt)).toBe(expected);
  });
});

describe('readKeptPayment: only a well-formed, unexpired payment comes back', () => {
  const good = { provider: 'stripeDirect', token: 'tok_abc', last4: '4242', expiresAt: NOW + 10 * MIN };
  it.each([
    ['a card token', JSON.stringify(good), good],
    [
      'a redirect provider without a token',
      JSON.stringify({ ...good, provider: 'affirm', token: null, last4: null }),
      { provider: 'affirm', token: null, last4: null, expiresAt: NOW + 10 * MIN },
    ],
    ['nothing saved', null, null],
    ['not JSON', '{oops', null],
    ['JSON null', 'null', null],
    ['an unknown provider', JSON.stringify({ ...good, provider: 'bitcoin' }), null],
    ['expired a moment ago', JSON.stringify({ ...good, expiresAt: NOW }), null],
    ['an expiry as text', JSON.stringify({ ...good, expiresAt: String(NOW + MIN) }), null],
    ['an expiry further off than any kept payment (a hand edit)', JSON.stringify({ ...good, expiresAt: NOW + 31 * MIN }), null],
    [
      'a last4 that is not four characters is dropped',
      JSON.stringify({ ...good, last4: '4242424242424242' }),
      { ...good, last4: null },
    ],
    ['an oversized token is dropped', JSON.stringify({ ...good, token: 'x'.repeat(256) }), { ...good, token: null }],
  ])('%s', (_, raw, expected) => {
    expect(readKeptPayment(store(raw), NOW)).toEqual(expected);
  });
});

describe('writeKeptPayment', () => {
  it('keeps the payment as JSON, and null forgets it', () => {
    const s = store(null);
    writeKeptPayment(s, { provider: 'stripeDirect', token: 'tok_abc', last4: '4242', expiresAt: NOW + MIN });
    expect(JSON.parse(s.map.get(KEPT_PAYMENT_KEY) ?? '')).toEqual({
      provider: 'stripeDirect',
      token: 'tok_abc',
      last4: '4242',
      expiresAt: NOW + MIN,
    });
    writeKeptPayment(s, null);
    expect(s.map.has(KEPT_PAYMENT_KEY)).toBe(false);
  });

  it('a full or disabled storage does not throw', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() =>
      writeKeptPayment(full, { provider: 'stripeDirect', token: 't', last4: null, expiresAt: NOW + MIN }),
    ).not.toThrow();
  });
});
