import type { UpsellSpec } from './build-upsell';
import { coverageSpec, shippingProtectionSpec } from './shared';

/** Cloverlane: the euro pillow-top upgrade, coverage and shipping protection. */
export function cloverlaneUpsells(): UpsellSpec[] {
  return [
    {
      name: 'upgrade-euro-pillow-top',
      productId: 'euro-pillow-top-hybrid-mattress',
      kind: 'upgrade',
      type: 'additional',
      sellsWith: ['mattress'],
      shortTitle: 'Upgrade to Euro Pillow-Top',
      longTitle: 'Upgrade to the Euro Pillow-Top Hybrid',
      shortDescription: 'A hand-tufted pillow top over our coils.',
      longDescription:
        'Step up to the Euro Pillow-Top Hybrid: a hand-tufted pillow top of wool and foam over two layers of coils.',
      features: ['Hand-tufted pillow top', 'Dual coil layers'],
      label: { label: 'Upgrade', color: '#b08d57' },
    },
    coverageSpec(),
    shippingProtectionSpec(['mattress']),
  ];
}
