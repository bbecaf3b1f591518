import type { ProductGroup } from '@store/core';
import type { UpsellSpec } from './build-upsell';

/** Extended coverage: the catalogue's warranty product, offered with mattresses and frames. */
export function coverageSpec(sellsWith: ProductGroup[] = ['mattress']): UpsellSpec {
  return {
    name: 'extended-coverage',
    productId: 'extended-warranty',
    kind: 'coverage',
    type: 'additional',
    sellsWith,
    shortTitle: 'Extended coverage',
    longTitle: 'Extended accident and stain coverage',
    shortDescription: 'Covers stains, spills and accidental damage.',
    longDescription:
      'Extended coverage protects your purchase against stains, spills, rips and accidental damage, with free repair or replacement.',
    features: ['Stains and spills', 'Accidental damage', 'Free repair or replacement'],
    label: { label: 'Protect it', color: '#1d3557' },
  };
}

/** Shipping protection: hidden unless the shopper's test flag is on. */
export function shippingProtectionSpec(
  sellsWith: ProductGroup[] = ['mattress', 'bed-frame', 'bedding', 'furniture', 'bundle'],
): UpsellSpec {
  return {
    name: 'shipping-protection',
    productId: 'shipping-protection',
    kind: 'shipping-protection',
    type: 'additional',
    sellsWith,
    shortTitle: 'Shipping protection',
    longTitle: 'Shipping protection for your order',
    shortDescription: 'Lost, stolen or damaged in transit? We replace it.',
    longDescription: 'Shipping protection replaces any item of your order that is lost, stolen or damaged on its way to you.',
    features: ['Lost parcels', 'Stolen parcels', 'Damage in transit'],
    label: { label: 'Peace of mind', color: '#005f73' },
  };
}
