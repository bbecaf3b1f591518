import type { ProductSpec } from '../spec-types';
import { copyOf } from '../shared/copy';
import { serviceSpecs } from '../shared/services';
import { mattressSpec } from '../shared/templates';

const FIRMNESS = { name: 'Firmness' as const, options: ['soft', 'luxury-firm', 'firm'], defaultValue: 'luxury-firm' };
const MATTRESS_IDS = ['luxury-hybrid-mattress', 'euro-pillow-top-hybrid-mattress', 'firm-support-hybrid-mattress'];
const SHIPPING = { from: 3, to: 7, wgsFrom: 7, wgsTo: 14 };

/** Cloverlane: luxury hybrid mattresses delivered by white glove (its /cloverlane page is a marketing page, not a product). */
export function cloverlaneSpecs(): ProductSpec[] {
  const others = (id: string): { relatedProducts: string[] } => ({ relatedProducts: MATTRESS_IDS.filter((r) => r !== id) });
  return [
    mattressSpec('cloverlane', {
      id: 'luxury-hybrid-mattress',
      title: 'Cloverlane Luxury Hybrid Mattress',
      inventoryKey: 'CLVLUX',
      height: 14,
      listPrice: 229900,
      discount: 15,
      extraProperties: [FIRMNESS],
      markers: ['bestseller'],
      shipping: SHIPPING,
      media: { style: 'luxury-hybrid' },
      ...others('luxury-hybrid-mattress'),
      copy: copyOf(
        'A hand-finished coil-on-coil hybrid with a plush organic cotton euro top.',
        'Two layers of steel coils, a lumbar support zone and a hand-tufted organic cotton top combine for the lift of an innerspring and the pressure relief of foam.',
        ['Coil-on-coil construction', 'Hand-tufted organic cotton top', 'Three firmness options'],
      ),
    }),
    mattressSpec('cloverlane', {
      id: 'euro-pillow-top-hybrid-mattress',
      title: 'Cloverlane Euro Pillow Top Hybrid',
      inventoryKey: 'CLVEURO',
      height: 16,
      listPrice: 279900,
      discount: 15,
      shipping: SHIPPING,
      inactive: [{ Size: 'splitKing' }],
      media: { style: 'pillow-top' },
      ...others('euro-pillow-top-hybrid-mattress'),
      copy: copyOf(
        'Our plushest mattress: a 4-inch euro pillow top over micro-coils and zoned support.',
        'Sink into a cashmere-blend pillow top while micro-coils and a zoned coil unit keep your spine supported. Built for side sleepers who want hotel softness.',
        ['4-inch cashmere-blend pillow top', 'Micro-coil comfort layer', 'Zoned support coils'],
      ),
    }),
    mattressSpec('cloverlane', {
      id: 'firm-support-hybrid-mattress',
      title: 'Cloverlane Firm Support Hybrid',
      inventoryKey: 'CLVFIRM',
      height: 13,
      listPrice: 209900,
      discount: 15,
      shipping: SHIPPING,
      markers: ['new'],
      media: { style: 'firm-hybrid' },
      ...others('firm-support-hybrid-mattress'),
      copy: copyOf(
        'A firm, supportive hybrid for back and stomach sleepers.',
        'A dense quilted top and reinforced coils hold your hips level so your lower back stays in line all night.',
        ['Firm feel (8/10)', 'Reinforced center-third coils', 'Breathable organic cotton cover'],
      ),
    }),
    ...serviceSpecs('cloverlane'),
  ];
}
