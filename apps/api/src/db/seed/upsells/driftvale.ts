import type { UpsellSpec } from './build-upsell';
import { coverageSpec, shippingProtectionSpec } from './shared';

const FREE_PILLOW: UpsellSpec = {
  name: 'free-pillow',
  productId: 'pillow',
  kind: 'gift',
  type: 'fixed-saving',
  sellsWith: ['mattress'],
  discount: 100,
  shortTitle: 'Free pillow',
  longTitle: 'Cloud Pillow, free with your mattress',
  shortDescription: 'A plush cloud pillow, on us.',
  longDescription: 'Our adjustable cloud pillow, free when you buy a Driftvale mattress.',
  features: ['Adjustable fill', 'Breathable cover'],
  label: { label: 'Free gift', color: '#4b86b4' },
  defaults: [{ type: 'Size', chooser: true, defaultValue: 'standard' }],
  preselected: true,
  isNotSaleAble: true,
};

const HALF_PRICE_PROTECTOR: UpsellSpec = {
  name: 'discounted-protector',
  productId: 'mattress-protector',
  kind: 'gift',
  type: 'fixed-saving',
  sellsWith: ['mattress'],
  discount: 50,
  shortTitle: '50% off protector',
  longTitle: 'Mattress Protector at half price',
  shortDescription: 'Waterproof protection for half the price.',
  longDescription: 'A waterproof, breathable mattress protector, 50% off with a Driftvale mattress.',
  features: ['Waterproof', 'Breathable', 'Machine washable'],
  label: { label: '50% off', color: '#4b86b4' },
};

const HYBRID_UPGRADE: UpsellSpec = {
  name: 'hybrid-upgrade',
  productId: 'mattress',
  kind: 'upgrade',
  type: 'additional',
  sellsWith: ['mattress'],
  shortTitle: 'Go hybrid',
  longTitle: 'Upgrade your Driftvale to hybrid',
  shortDescription: 'Coils under the foam for more bounce and airflow.',
  longDescription:
    'Switch your Driftvale mattress from memory foam to hybrid: pocketed coils add bounce, edge support and airflow.',
  features: ['Pocketed coils', 'Firmer edges', 'Cooler sleep'],
  label: { label: 'Upgrade', color: '#2a4d69' },
  defaults: [{ type: 'Material', chooser: false, defaultValue: 'hybrid' }],
  alternatives: [{ type: 'Material', alternativeValue: 'memory-foam' }],
};

/** Driftvale (US): gifts, the hybrid upgrade, sheets, a frame, coverage and shipping protection. */
export function driftvaleUpsells(): UpsellSpec[] {
  return [
    FREE_PILLOW,
    HALF_PRICE_PROTECTOR,
    HYBRID_UPGRADE,
    {
      name: 'sheet-set',
      productId: 'sheet-set',
      kind: 'accessory',
      type: 'additional',
      sellsWith: ['mattress'],
      shortTitle: 'Add sheets',
      longTitle: 'Driftvale Sheet Set',
      shortDescription: 'Soft sateen sheets in your size.',
      longDescription: 'A sateen sheet set cut for deep mattresses, in white, slate or sand.',
      features: ['Sateen weave', 'Deep pockets'],
      defaults: [{ type: 'Color', chooser: true, defaultValue: 'white' }],
    },
    {
      name: 'platform-bed-frame',
      productId: 'platform-bed-frame',
      kind: 'furniture',
      type: 'additional',
      sellsWith: ['mattress'],
      shortTitle: 'Add a frame',
      longTitle: 'Driftvale Platform Bed Frame',
      shortDescription: 'A low platform that needs no box spring.',
      longDescription: 'A low-profile platform bed frame in charcoal or oak that needs no box spring.',
      features: ['No box spring needed', 'Tool-free assembly'],
      defaults: [{ type: 'Color', chooser: true, defaultValue: 'charcoal' }],
    },
    coverageSpec(),
    shippingProtectionSpec(['mattress', 'bedding', 'bed-frame']),
  ];
}

/** Driftvale Canada (region CA): its catalogue sells the pillow, protector, coverage and shipping protection. */
export function driftvaleCaUpsells(): UpsellSpec[] {
  return [FREE_PILLOW, HALF_PRICE_PROTECTOR, HYBRID_UPGRADE, coverageSpec(), shippingProtectionSpec(['mattress', 'bedding'])];
}
