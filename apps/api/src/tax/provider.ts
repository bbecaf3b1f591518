import type { TaxQuote, TaxRequest } from '@store/core';

/**
 * A tax provider prices the sales tax of a cart for its shipping address: each part (a state, county, city or district
 * tax; GST, HST, PST, QST) with its name, rate and amount in minor units, the parts adding up to the tax. Chosen by env
 * (tax-from-env.ts): the sandbox table by default, a live tax service with its keys.
 */
export interface TaxProvider {
  /** A name for logs ('sandbox', 'taxjar'). */
  readonly name: string;
  quote(request: TaxRequest): Promise<TaxQuote>;
}
