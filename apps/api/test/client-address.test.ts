import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COUPON_ADDRESS_FAILURE_LIMIT } from '../src/use-cases/carts/coupon-attempts';
import { useTestApp } from './support/test-app';

const SECRET = 'test-client-address-secret-0123456789';
/** The API's clock in this file (unix seconds): a signature is fresh within 60 s of it. */
const NOW = 1767225600;
const t = useTestApp({ clientAddressSecret: SECRET, now: () => new Date(NOW * 1000) });

/** What the storefront server sends: the address and `t=<seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<address>")>`. */
function signed(address: string, { at = NOW, secret = SECRET, over = address } = {}): Record<string, string> {
  const hex = createHmac('sha256', secret).update(`${at}.${over}`).digest('hex');
  return { 'x-client-address': address, 'x-client-address-signature': `t=${at},v1=${hex}` };
}

/** One wrong coupon guess from a fresh session (no cookies) from a local process on 127.0.0.1. */
async function guess(headers: Record<string, string>, n: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/carts/coupons/validate',
    headers: { 'x-brand': 'nestwood', 'content-type': 'application/json', ...headers },
    remoteAddress: '127.0.0.1',
    payload: JSON.stringify([{ couponCode: `GUESS${n}`, items: [] }]),
  });
  return res.statusCode;
}

describe('the client address: only the storefront can name it (per-address limits)', () => {
  it('a forged X-Forwarded-For from a local process changes nothing: 150 guesses with 150 addresses, 100 accepted', async () => {
    const answers: number[] = [];
    for (let n = 0; n < 150; n++)
      answers.push(await guess({ 'x-forwarded-for': `198.51.${n >> 8}.${n & 255}`, 'x-real-ip': `203.0.113.${n % 250}` }, n));
    expect(answers.filter((status) => status === 200)).toHaveLength(COUPON_ADDRESS_FAILURE_LIMIT);
    expect(answers.slice(COUPON_ADDRESS_FAILURE_LIMIT)).toEqual(Array(50).fill(429));
  });

  // 127.0.0.1's guesses are spent (above): a header that is believed gets a fresh budget, one that is ignored a 429.
  it.each<[string, Record<string, string>]>([
    ['an unsigned X-Client-Address', { 'x-client-address': '203.0.113.50' }],
    ['a signature over another address', signed('203.0.113.51', { over: '203.0.113.52' })],
    ['a signature with another secret', signed('203.0.113.53', { secret: 'another-secret-of-some-length-000' })],
    ['a signature 61 s old (a replay)', signed('203.0.113.54', { at: NOW - 61 })],
    ['a signature 61 s in the future', signed('203.0.113.55', { at: NOW + 61 })],
    ['a garbled signature', { 'x-client-address': '203.0.113.56', 'x-client-address-signature': 't=1,v1=zz' }],
    ['a signed value that is not an address', signed('203.0.113.57, 10.0.0.1')],
    ['a signed empty address', signed('')],
  ])('%s is ignored: the connection address is used', async (_name, headers) => {
    expect(await guess(headers, 1000)).toBe(429);
  });

  it('a valid signature names the address: each proven address has its own budget', async () => {
    const first = signed('203.0.113.9');
    for (let n = 0; n < COUPON_ADDRESS_FAILURE_LIMIT; n++) expect(await guess(first, 2000 + n)).toBe(200);
    expect(await guess(first, 2100)).toBe(429);
    expect(await guess(signed('2001:db8::7'), 2101)).toBe(200);
    expect(await guess(signed('203.0.113.10', { at: NOW - 60 }), 2102)).toBe(200);
  });
});
