import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartFixture } from '../../test-support/cart-fixture';
import { checkReturningCustomer, setCartRegion } from './delivery';
import { ApiError } from './errors';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(answer(url, init));
  });
  return calls;
}

const region = {
  country: 'US',
  state: 'CA',
  zip: '94105',
  city: 'San Francisco',
  line1: '1 Main St',
  line2: '',
  billingCountry: 'US',
  billingState: 'CA',
};

describe('setCartRegion (PUT /carts/region)', () => {
  it("sends the region object with exemptionType 'other' and answers the priced cart", async () => {
    const cart = cartFixture([]);
    const calls = stubFetch(() => new Response(JSON.stringify({ status: 'ok', result: cart }), { status: 200 }));
    await expect(setCartRegion(region)).resolves.toMatchObject({ id: cart.id });
    expect(calls[0]?.url).toBe('/api/carts/region');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ region: { ...region, exemptionType: 'other' } });
  });

  it('a 412 comes back to the caller with the server text and its typed reason', async () => {
    const message = '10001 is not used within state CA';
    const body = { status: 'error', code: 'PRECONDITION_FAILED', message, reason: 'zip-mismatch' };
    stubFetch(() => new Response(JSON.stringify(body), { status: 412 }));
    const error = await setCartRegion({ ...region, zip: '10001' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 412, message, reason: 'zip-mismatch' });
  });
});

describe('checkReturningCustomer (HEAD /orders)', () => {
  it.each([
    ['true', true],
    ['false', false],
  ])("reads the 'exist' header %s", async (header, expected) => {
    const calls = stubFetch(() => new Response(null, { status: 200, headers: { exist: header } }));
    await expect(checkReturningCustomer({ dd: 'd', email: 'a@b.co', phone: '5551234567', zip: '94105' })).resolves.toBe(expected);
    expect(calls[0]?.init.method).toBe('HEAD');
    const url = new URL(calls[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/orders');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      dd: 'd',
      email: 'a@b.co',
      phone: '5551234567',
      zip: '94105',
      status: 'done',
    });
  });

  it('a failure reads as not a returning customer', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    await expect(checkReturningCustomer({ dd: 'd', email: 'a@b.co', phone: '5551234567', zip: '94105' })).resolves.toBe(false);
  });
});
