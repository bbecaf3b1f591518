import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { encodeQuoteDescription, fetchQuote, QUOTE_TIMEOUT_MS } from './quotes';

const decode = (carts: string) =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(carts), (c) => c.charCodeAt(0)))) as unknown;
const mattress = {
  productID: 'luxe-hybrid-mattress',
  quantity: 1,
  properties: [
    { name: 'Color', value: 'white' },
    { name: 'Size', value: 'queen' },
  ],
};
const { id: _id, ...quote } = cartFixture(
  [cartLine('q0', { quantity: 1, price: 90_000, listValue: 120_000, title: 'Mattress' })],
  [],
);

afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers `body`, or never answers and rejects with the signal's reason once aborted. */
function stubFetch(body: unknown | 'hang') {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push(url);
    if (body !== 'hang') return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
  });
  return calls;
}

describe('encodeQuoteDescription (the described cart as base64 JSON)', () => {
  it('round-trips, with properties in the order and the coupon only when given', () => {
    expect(decode(encodeQuoteDescription({ items: [mattress] }))).toEqual({
      items: [
        {
          ...mattress,
          properties: [
            { name: 'Size', value: 'queen' },
            { name: 'Color', value: 'white' },
          ],
        },
      ],
    });
    expect(decode(encodeQuoteDescription({ items: [mattress], couponCode: 'SAVE10' }))).toMatchObject({ couponCode: 'SAVE10' });
  });

  it('encodes non-ASCII text as UTF-8', () => {
    const line = { productID: 'café-throw', quantity: 1, properties: [{ name: 'Color', value: 'crème' }] };
    expect(decode(encodeQuoteDescription({ items: [line] }))).toEqual({ items: [line] });
  });
});

describe('fetchQuote', () => {
  it('calls GET /api/carts/quote with the device id and the description, and parses the cart', async () => {
    const calls = stubFetch({ status: 'ok', result: quote });
    await expect(fetchQuote({ items: [mattress] })).resolves.toEqual(quote);
    const url = new URL(calls[0]!, 'http://shop.test');
    expect(url.pathname).toBe('/api/carts/quote');
    expect(url.searchParams.get('dd')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(decode(url.searchParams.get('carts')!)).toMatchObject({ items: [{ productID: 'luxe-hybrid-mattress' }] });
  });

  it(`gives up after the quote timeout (${QUOTE_TIMEOUT_MS} ms by default) with TIMEOUT`, async () => {
    stubFetch('hang');
    await expect(fetchQuote({ items: [mattress] }, { timeoutMs: 20 })).rejects.toMatchObject({ code: 'TIMEOUT', status: 0 });
  });

  it('a caller that gives up first gets ABORTED, not TIMEOUT', async () => {
    stubFetch('hang');
    const controller = new AbortController();
    const pending = fetchQuote({ items: [mattress] }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('an error envelope becomes an ApiError with the server message', async () => {
    stubFetch({ status: 'error', code: 'INVALID_COUPON', message: 'Invalid Coupon Code' });
    await expect(fetchQuote({ items: [mattress], couponCode: 'NOPE99' })).rejects.toMatchObject({
      code: 'INVALID_COUPON',
      message: 'Invalid Coupon Code',
    });
  });
});
