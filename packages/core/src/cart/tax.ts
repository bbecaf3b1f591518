import { CA_PROVINCE_TAXES, US_STATE_TAX_BPS } from './tax-rates';

/** One part of the tax on a cart (a state's sales tax, GST, HST, PST, RST or QST) and its rate in basis points. */
export interface TaxPart {
  name: string;
  bps: number;
}

/** The taxes of a shipping region from the dated rate table (tax-rates.ts); none for an unknown region. */
export function taxParts(country: string, state: string): TaxPart[] {
  const region = state.toUpperCase();
  if (country.toUpperCase() === 'CA') return (CA_PROVINCE_TAXES[region] ?? []).map((t) => ({ ...t }));
  if (country.toUpperCase() !== 'US') return [];
  const bps = US_STATE_TAX_BPS[region] ?? 0;
  return bps > 0 ? [{ name: `${region} sales tax`, bps }] : [];
}

/** Total tax rate for a shipping region, basis points. */
export function taxRateBps(country: string, state: string): number {
  return taxParts(country, state).reduce((sum, p) => sum + p.bps, 0);
}

/** Tax on a taxable amount, rounded half up to a whole minor unit. */
export function taxAmount(taxable: number, rateBps: number): number {
  return Math.round((Math.max(0, taxable) * rateBps) / 10_000);
}

/** The tax of a cart: each part rounded on its own (as a receipt shows them) and their sum. */
export function cartTax(
  country: string,
  state: string,
  taxable: number,
): { amount: number; parts: Array<TaxPart & { amount: number }> } {
  const parts = taxParts(country, state).map((p) => ({ ...p, amount: taxAmount(taxable, p.bps) }));
  return { amount: parts.reduce((sum, p) => sum + p.amount, 0), parts };
}

const percent = (bps: number) => `${Number((bps / 100).toFixed(3))}%`;

/** The tax extra's title names what is charged, so a Canadian shopper sees GST and PST/QST or HST (SPEC §3 extras). */
export function taxTitle(parts: readonly TaxPart[]): string {
  if (parts.length === 0) return 'Estimated tax';
  return `Estimated tax (${parts.map((p) => `${p.name} ${percent(p.bps)}`).join(' + ')})`;
}

/** SPEC §5: per-piece mattress recycling fees of the states that mandate one (CA, RI, CT), minor units. */
export const RECYCLING_FEE_PER_PIECE: Readonly<Record<'CA' | 'RI' | 'CT', number>> = { CA: 1600, RI: 2050, CT: 1600 };
