import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorCode } from '../../../lib/api/errors';
import type { QuoteDescription } from '../../../lib/api/quotes';
import { cartFixture, cartLine } from '../../../test-support/cart-fixture';
import { quotePurchase } from './quote-loader';

let product = 0;
/** Each test quotes its own product, so the page-wide cache of earlier tests never answers. */
const linesOf = () => ({ parent: { productID: `mattress-${++product}`, quantity: 1, properties: [] }, children: [] });
const quote = (coupon: string | null) =>
  cartFixture([cartLine('q0', { price: 90_000, listValue: 100_000, coupon: coupon ? 9_000 : 0 })], [], coupon ?? undefined);

/** A fake GET /carts/quote: refuses the coupons in `refuse` with `code`, records what it was asked. */
function server(refuse: string[] = [], code: ApiErrorCode = 'INVALID_COUPON') {
  const asked: QuoteDescription[] = [];
  const fetcher = async (description: QuoteDescription) => {
    asked.push(description);
    if (description.couponCode && refuse.includes(description.couponCode)) throw new ApiError(400, code, 'Invalid Coupon Code');
    const { id: _id, ...rest } = quote(description.couponCode ?? null);
    return rest;
  };
  return { asked, fetcher };
}

describe('quotePurchase', () => {
  it('quotes with the stored coupon when the server takes it', async () => {
    const { fetcher, asked } = server();
    await expect(quotePurchase(linesOf(), 'SAVE10', fetcher)).resolves.toMatchObject({ coupon: 'SAVE10', savings: 19_000 });
    expect(asked).toHaveLength(1);
  });

  it('asks once for the same lines', async () => {
    const { fetcher, asked } = server();
    const lines = linesOf();
    await quotePurchase(lines, null, fetcher);
    await quotePurchase(lines, null, fetcher);
    expect(asked).toHaveLength(1);
  });

  it.each(['INVALID_COUPON', 'RATE_LIMITED'] as const)(
    'a stored coupon refused with %s is dropped for the rest of the page',
    async (code) => {
      const { fetcher, asked } = server([`BAD${code}`], code);
      await expect(quotePurchase(linesOf(), `BAD${code}`, fetcher)).resolves.toMatchObject({ coupon: null });
      await quotePurchase(linesOf(), `BAD${code}`, fetcher);
      expect(asked.map((d) => d.couponCode ?? null)).toEqual([`BAD${code}`, null, null]);
    },
  );

  it('other failures reach the caller and are not cached', async () => {
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new ApiError(0, 'TIMEOUT', 'The store took too long to answer');
    };
    const lines = linesOf();
    await expect(quotePurchase(lines, null, failing)).rejects.toMatchObject({ code: 'TIMEOUT' });
    await expect(quotePurchase(lines, null, failing)).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(calls).toBe(2);
  });
});
