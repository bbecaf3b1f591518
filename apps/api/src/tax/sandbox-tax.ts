import { quoteTax, taxRates } from '@store/core';
import type { TaxProvider } from './provider';

/**
 * The default provider, with no network: core's dated tables (state rate plus the ZIP's local rate; an estimate when
 * the ZIP's local rate is not known) on the merchandise after discounts. Shipping is free in every store, so untaxed.
 */
export function sandboxTaxProvider(): TaxProvider {
  return {
    name: 'sandbox',
    quote: async (request) =>
      quoteTax(
        taxRates(request.country, request.state, request.zip),
        request.lines.reduce((sum, line) => sum + line.amount, 0),
      ),
  };
}
