import type { BrandConfig, BrandKey } from '@store/core/brands';
import type { PaymentProvider } from '@store/core/enums';
import { chargeableProvidersSchema, offeredProviders } from '@store/core/payments/billing-choices';
import { brandPayments } from '../payments/brand-payments';
import { storefrontProviders } from '../payments/storefront-providers';
import { apiGet } from './client';

/**
 * GET /payments/providers: the brand's providers the API can charge (in live mode only those with live keys).
 * Null when the API does not answer: the billing step then offers every enabled provider (Place order still refuses
 * one the API cannot charge), rather than no way to pay. The answer is cached like every API read (REVALIDATE_SECONDS).
 */
export async function fetchChargeableProviders(brand: BrandKey): Promise<PaymentProvider[] | null> {
  try {
    return (await apiGet(brand, '/payments/providers', chargeableProvidersSchema)).providers;
  } catch {
    return null;
  }
}

/**
 * The providers a page may advertise (the product and cart pages' financing messages): the brand's enabled ones that
 * this storefront offers in its mode and the API can charge, so a live store never promises "4 payments with Affirm"
 * it has no keys for (nor when the API does not answer).
 */
export async function advertisedProviders(brand: Pick<BrandConfig, 'key' | 'paymentProviders'>): Promise<PaymentProvider[]> {
  return offeredProviders(
    storefrontProviders(brand.paymentProviders, brandPayments(brand.key)),
    await fetchChargeableProviders(brand.key),
  );
}
