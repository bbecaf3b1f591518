import type { BrandConfig, CartExtra } from '@store/core';

/** One extra line of SPEC §3 (sku, name, title, pricing.price.amount, pricing.profilePrice, parcelDimensions). */
export function extra(
  sku: string,
  name: string,
  title: string,
  kind: CartExtra['kind'],
  amount: number,
  brand: BrandConfig,
): CartExtra {
  return {
    sku,
    name,
    title,
    kind,
    pricing: { price: { amount }, profilePrice: { amount, currency: brand.currency } },
    parcelDimensions: null,
  };
}
