import type { Currency } from './money';

/**
 * Test-only: amounts a text writes in another currency's form than the store's: a bare "$149" on a Canadian (CAD)
 * store, where formatMoney writes "CA$149", or a "CA$149" on a US store. Empty when every amount is the store's own.
 */
export function foreignMoney(text: string, currency: Currency): string[] {
  const pattern = currency === 'CAD' ? /(?<![A-Z])\$\d[\d,.]*/g : /CA\$\d[\d,.]*/g;
  return text.match(pattern) ?? [];
}
