import { US_LOCAL_TAX_RATES, US_STATES_WITHOUT_LOCAL_SALES_TAX, type LocalTaxRate } from './local-tax-rates';
import { CA_PROVINCE_TAXES, US_STATE_TAX_BPS } from './tax-rates';

/** One part of the tax on a cart (a state's or a city's sales tax, GST, HST, PST, RST or QST), its rate in basis points. */
export interface TaxPart {
  name: string;
  bps: number;
}

/** The rates that apply at an address; `estimate` when the local rates are not known (the state's alone). */
export interface TaxRates {
  parts: TaxPart[];
  estimate: boolean;
}

/** A priced tax: each part's amount in minor units, their sum, and whether it is an estimate. */
export interface TaxQuote extends TaxRates {
  amount: number;
  parts: Array<TaxPart & { amount: number }>;
}

/** The local rate of a US ZIP (its own 5 digits first, then its 3-digit prefix), or null when the table has none for the state. */
export function localTaxRate(
  state: string,
  zip: string | null,
  table: Readonly<Record<string, LocalTaxRate>> = US_LOCAL_TAX_RATES,
): LocalTaxRate | null {
  const five = (zip ?? '').trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return null;
  const entry = table[five] ?? table[five.slice(0, 3)];
  return entry !== undefined && entry.state === state.toUpperCase() ? entry : null;
}

/**
 * The sales tax rates of a shipping address from the dated tables: in Canada the province's GST/HST/PST/RST/QST; in the
 * US the state rate plus the ZIP's local rate. A ZIP without a local rate is taxed at the state rate as an estimate,
 * except in the states that have no local sales tax; an unknown region has no rate and is an estimate.
 */
export function taxRates(country: string, state: string, zip: string | null): TaxRates {
  const region = state.toUpperCase();
  if (country.toUpperCase() === 'CA') {
    const taxes = CA_PROVINCE_TAXES[region];
    return { parts: (taxes ?? []).map((t) => ({ ...t })), estimate: taxes === undefined };
  }
  const stateBps = country.toUpperCase() === 'US' ? US_STATE_TAX_BPS[region] : undefined;
  if (stateBps === undefined) return { parts: [], estimate: true };
  const parts: TaxPart[] = stateBps > 0 ? [{ name: `${region} state`, bps: stateBps }] : [];
  const local = localTaxRate(region, zip);
  if (local !== null && local.bps > 0) parts.push({ name: local.name, bps: local.bps });
  return { parts, estimate: local === null && !US_STATES_WITHOUT_LOCAL_SALES_TAX.includes(region) };
}

/** Tax on a taxable amount, rounded half up to a whole minor unit. */
export function taxAmount(taxable: number, rateBps: number): number {
  return Math.round((Math.max(0, taxable) * rateBps) / 10_000);
}

/** Prices rates on a taxable amount: each part rounded on its own (as a receipt shows them), the tax their sum. */
export function quoteTax(rates: TaxRates, taxable: number): TaxQuote {
  const parts = rates.parts.map((p) => ({ ...p, amount: taxAmount(taxable, p.bps) }));
  return { amount: parts.reduce((sum, p) => sum + p.amount, 0), parts, estimate: rates.estimate };
}

const percent = (bps: number) => `${Number((bps / 100).toFixed(3))}%`;

/**
 * The tax extra's title names what is charged (a US state and city rate, GST and PST/QST, HST), and says 'Estimated'
 * when the rate is the state's alone because the address's local rate is not known.
 */
export function taxTitle(rates: { parts: readonly TaxPart[]; estimate: boolean }): string {
  const label = rates.estimate ? 'Estimated tax' : 'Tax';
  if (rates.parts.length === 0) return label;
  return `${label} (${rates.parts.map((p) => `${p.name} ${percent(p.bps)}`).join(' + ')})`;
}

/** Per-piece mattress recycling fees of the states that mandate one (CA, RI, CT), minor units. */
export const RECYCLING_FEE_PER_PIECE: Readonly<Record<'CA' | 'RI' | 'CT', number>> = { CA: 1600, RI: 2050, CT: 1600 };
