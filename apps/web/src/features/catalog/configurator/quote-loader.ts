import type { NewCartLine } from '../../../lib/api/cart-schema';
import { ApiError } from '../../../lib/api/errors';
import { fetchQuote, type Quote, type QuoteDescription } from '../../../lib/api/quotes';
import { purchaseQuoteDescription, quotedTotal, type QuotedTotal } from './purchase-quote';

type Fetcher = (description: QuoteDescription) => Promise<Quote>;

const CACHE_SIZE = 50;
/** Quotes of this page, by description: toggling an add-on back and forth asks the server once (it caches an hour too). */
const cache = new Map<string, Promise<QuotedTotal>>();
/** Stored coupons the server refused this page: quoted without them from then on, so no guess is spent twice. */
const refusedCoupons = new Set<string>();
/** A coupon the quote cannot use: unknown or expired, or the coupon-guess limit reached. */
const COUPON_REFUSALS = new Set(['INVALID_COUPON', 'RATE_LIMITED']);

/** Shared by every caller asking the same thing, so no caller aborts it: each request ends by itself within the quote timeout. */
function cachedQuote(description: QuoteDescription, fetcher: Fetcher): Promise<QuotedTotal> {
  const key = JSON.stringify(description);
  const hit = cache.get(key);
  if (hit) return hit;
  const request = fetcher(description).then(quotedTotal);
  cache.set(key, request);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  request.catch(() => cache.delete(key));
  return request;
}

/** The server's total for the product and its chosen add-ons, with the stored coupon when the server takes it. */
export async function quotePurchase(
  lines: { parent: NewCartLine; children: readonly NewCartLine[] },
  storedCoupon: string | null,
  fetcher: Fetcher = (description) => fetchQuote(description),
): Promise<QuotedTotal> {
  const coupon = storedCoupon && !refusedCoupons.has(storedCoupon) ? storedCoupon : null;
  try {
    return await cachedQuote(purchaseQuoteDescription(lines, coupon), fetcher);
  } catch (error) {
    if (coupon === null || !(error instanceof ApiError) || !COUPON_REFUSALS.has(error.code)) throw error;
    refusedCoupons.add(coupon);
    return cachedQuote(purchaseQuoteDescription(lines, null), fetcher);
  }
}
