import Taxjar from 'taxjar';
import type { TaxForOrderRes, TaxParams } from 'taxjar/dist/util/types';
import { LRUCache } from 'lru-cache';
import type { TaxPart, TaxQuote, TaxRequest } from '@store/core';
import type { TaxProvider } from './provider';

/** A quote slower than this is given up (the fallback answers): the cart is priced while its row is locked. */
const TAX_QUOTE_TIMEOUT_MS = 3000;
// The same cart at the same address is asked again on every read: its answer is kept this long.
const CACHE_TTL_MS = 10 * 60_000;

export interface TaxjarOptions {
  apiKey: string;
  /** Tests only: a local double instead of TaxJar's API. */
  apiUrl?: string;
  timeoutMs?: number;
  /** Answers when TaxJar cannot (down, slow, refusing): its quote is labelled as an estimate. */
  fallback: TaxProvider;
  onError: (error: unknown) => void;
}

/**
 * Live sales tax through TaxJar's official SDK (POST /v2/taxes, `taxForOrder`): each merchandise line is sent as one
 * unit of its amount after discounts (no unit price rounded), amounts in dollars; the answer's breakdown becomes the
 * parts (state, county, city, special district; GST, PST, QST) in minor units, the largest part absorbing the cent the
 * parts' own rounding may differ from TaxJar's amount_to_collect. When TaxJar fails the fallback's estimate is used.
 */
export function taxjarTaxProvider(options: TaxjarOptions): TaxProvider {
  const client = new Taxjar({ apiKey: options.apiKey, ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}) });
  const cache = new LRUCache<string, TaxQuote>({ max: 2000, ttl: CACHE_TTL_MS });
  const timeoutMs = options.timeoutMs ?? TAX_QUOTE_TIMEOUT_MS;
  return {
    name: 'taxjar',
    async quote(request) {
      const key = JSON.stringify(request);
      const known = cache.get(key);
      if (known) return known;
      try {
        const quote = quoteOf(await withTimeout(client.taxForOrder(taxParams(request)), timeoutMs), request);
        cache.set(key, quote);
        return quote;
      } catch (error) {
        options.onError(error);
        return { ...(await options.fallback.quote(request)), estimate: true };
      }
    },
  };
}

const dollars = (minor: number) => minor / 100;
const cents = (amount: number | undefined) => Math.round((amount ?? 0) * 100);
const bps = (rate: number | undefined) => Math.round((rate ?? 0) * 1_000_000) / 100;

/** The TaxJar request of a store tax request. */
function taxParams(request: TaxRequest): TaxParams {
  return {
    to_country: request.country,
    to_state: request.state,
    ...(request.zip ? { to_zip: request.zip } : {}),
    ...(request.city ? { to_city: request.city } : {}),
    amount: dollars(request.lines.reduce((sum, line) => sum + line.amount, 0)),
    shipping: dollars(request.shipping),
    line_items: request.lines.map((line) => ({ id: line.id, quantity: 1, unit_price: dollars(line.amount) })),
  };
}

const titleCase = (name: string) => name.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/** TaxJar's answer as the store's quote: the non-zero parts of its breakdown, adding up to amount_to_collect. */
function quoteOf(response: TaxForOrderRes, request: TaxRequest): TaxQuote {
  const { tax } = response;
  const b = tax.breakdown;
  const where = tax.jurisdictions;
  const candidates: Array<[string, number | undefined, number | undefined]> = b
    ? [
        ['GST', b.gst_tax_rate, b.gst],
        ['PST', b.pst_tax_rate, b.pst],
        ['QST', b.qst_tax_rate, b.qst],
        [`${request.state.toUpperCase()} state`, b.state_tax_rate, b.state_tax_collectable],
        [`${titleCase(where.county ?? '')} County`.trim(), b.county_tax_rate, b.county_tax_collectable],
        [`${titleCase(where.city ?? '')} city`.trim(), b.city_tax_rate, b.city_tax_collectable],
        ['Special district', b.special_tax_rate, b.special_district_tax_collectable],
      ]
    : [];
  const parts: Array<TaxPart & { amount: number }> = candidates
    .filter(([, rate]) => (rate ?? 0) > 0)
    .map(([name, rate, amount]) => ({ name, bps: bps(rate), amount: cents(amount) }));
  const amount = cents(tax.amount_to_collect);
  const largest = parts.reduce<(typeof parts)[number] | undefined>(
    (max, p) => (max && max.amount >= p.amount ? max : p),
    undefined,
  );
  if (largest) largest.amount += amount - parts.reduce((sum, p) => sum + p.amount, 0);
  else if (amount > 0) parts.push({ name: 'Sales tax', bps: bps(tax.rate), amount });
  return { amount, parts, estimate: false };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`TaxJar did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
