import { sortProperties } from '@store/core/properties';
import { deviceId } from '../device-id';
import type { Quote, QuoteDescription } from '@store/core/cart/wire-schemas';
import { apiCheckedGet } from './browser-fetch';

/** A quote is given up after 3000 ms; the shopper then sees no quoted total rather than waiting. */
export const QUOTE_TIMEOUT_MS = 3000;

/** GET /carts/quote's description and answer: core's wire schemas, as the API uses them. */
export type { Quote, QuoteDescription };

/** base64 of the description's UTF-8 JSON (`carts`), properties sorted so equal carts share the server's cache entry. */
export function encodeQuoteDescription(description: QuoteDescription): string {
  const items = description.items.map((line) => ({ ...line, properties: sortProperties(line.properties) }));
  const json = JSON.stringify(description.couponCode ? { items, couponCode: description.couponCode } : { items });
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * GET /carts/quote?dd=&carts=: the server's price for lines not (yet) in the cart; TIMEOUT after QUOTE_TIMEOUT_MS.
 * Zod-free (a product page quotes its default selection on first load): the API checked the answer against
 * `quoteResultSchema` (browser-fetch.ts apiCheckedGet).
 */
export function fetchQuote(
  description: QuoteDescription,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Quote> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? QUOTE_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const query = new URLSearchParams({ dd: deviceId(), carts: encodeQuoteDescription(description) });
  return apiCheckedGet(`/carts/quote?${query.toString()}`, signal);
}
