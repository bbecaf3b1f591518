import { SERENITY_COMBO_LABEL } from '@store/core';
import type { UpsellSpec } from './build-upsell';

const GIFT_LABEL = { label: 'Free gift', color: '#e07a5f' };

/** Gifts with purchase: free sheets, free pillows and a half-price protector with a mattress. */
export const NESTWOOD_GIFTS: UpsellSpec[] = [
  {
    name: 'free-sheets',
    productId: 'natural-cotton-sheet-set',
    kind: 'gift',
    type: 'fixed-saving',
    sellsWith: ['mattress'],
    discount: 100,
    shortTitle: 'Free sheets',
    longTitle: 'Natural Cotton Sheet Set, free with your mattress',
    shortDescription: 'Breathable cotton sheets, on us.',
    longDescription: 'A full set of breathable, long-staple cotton sheets in your mattress size, free when you buy a mattress.',
    features: ['100% long-staple cotton', 'Deep pockets up to 16"', 'Fitted sheet, flat sheet and two pillowcases'],
    label: GIFT_LABEL,
    defaults: [{ type: 'Color', chooser: true, defaultValue: 'white' }],
    alternatives: [{ type: 'Color', alternativeValue: 'grey' }],
    preselected: true,
    isNotSaleAble: true,
  },
  {
    name: 'free-pillows',
    productId: 'gel-infused-memory-foam-pillow',
    kind: 'gift',
    type: 'fixed-saving',
    sellsWith: ['mattress'],
    discount: 100,
    shortTitle: 'Free pillows',
    longTitle: 'Two Gel-Infused Memory Foam Pillows, free with your mattress',
    shortDescription: 'A pair of cooling gel pillows, on us.',
    longDescription: 'Two gel-infused memory foam pillows that stay cool and hold their shape, free when you buy a mattress.',
    // The copy promises a pair: the picker adds two and the cart gives both free per mattress (core giftUnitsPerParent).
    quantity: 2,
    features: ['Cooling gel infusion', 'Adjustable loft', 'Washable cover'],
    label: GIFT_LABEL,
    defaults: [{ type: 'Size', chooser: true, defaultValue: 'standard' }],
    alternatives: [{ type: 'Size', alternativeValue: 'king' }],
    preselected: true,
    isNotSaleAble: true,
  },
  {
    name: 'discounted-protector',
    productId: 'waterproof-breathable-mattress-protector',
    kind: 'gift',
    type: 'fixed-saving',
    sellsWith: ['mattress'],
    discount: 50,
    shortTitle: '50% off protector',
    longTitle: 'Waterproof Breathable Mattress Protector at half price',
    shortDescription: 'Keep your mattress fresh for half the price.',
    longDescription:
      'A waterproof, breathable protector that shields your mattress from spills and allergens, 50% off with a mattress.',
    features: ['Waterproof membrane', 'Quiet and breathable', 'Machine washable'],
    label: { label: '50% off', color: '#e07a5f' },
  },
];

/** The Serenity bundle combo and the tier upgrades. */
export const NESTWOOD_BUNDLE_AND_UPGRADES: UpsellSpec[] = [
  {
    name: 'serenity-bundle',
    productId: 'serenity-sheet-set-pillow-bundle',
    kind: 'bundle',
    type: 'fixed-saving',
    sellsWith: ['mattress'],
    discount: 100,
    shortTitle: 'Serenity Bundle',
    longTitle: 'Serenity Bundle: sheets, protector and pillows',
    shortDescription: 'Everything your new bed needs, free with a mattress.',
    longDescription:
      'The Serenity Bundle brings a cotton sheet set, a waterproof mattress protector and two pillows, free when you add a mattress.',
    features: ['Cotton sheet set', 'Waterproof mattress protector', 'Two memory foam pillows'],
    label: { label: 'Bundle & save', color: '#1d3557' },
    // The bundle already holds sheets and two pillows: it is taken instead of the free sheets and free pillows.
    excludes: ['free-sheets', 'free-pillows'],
    combo: {
      label: SERENITY_COMBO_LABEL,
      labelV2: 'Serenity Bundle FREE with any mattress',
      labelV3: 'Free Serenity Bundle',
      title: 'Mattress + Serenity Bundle',
      sellsWithMattess: true,
    },
    comboItemLabel: 'Serenity Bundle',
  },
  {
    name: 'upgrade-premier-hybrid',
    productId: 'premier-hybrid-mattress',
    kind: 'upgrade',
    type: 'additional',
    sellsWith: ['mattress'],
    shortTitle: 'Upgrade to Premier Hybrid',
    longTitle: 'Upgrade to the Premier Hybrid Mattress',
    shortDescription: 'More coils, more cooling, more support.',
    longDescription:
      'Step up to the Premier Hybrid: a cooling cover and an extra layer of individually wrapped coils for deeper support.',
    features: ['Cooling cover', 'Extra coil layer', 'Forever warranty'],
    label: { label: 'Upgrade', color: '#1d3557' },
  },
  {
    name: 'upgrade-luxe-hybrid',
    productId: 'luxe-hybrid-mattress',
    kind: 'upgrade',
    type: 'additional',
    sellsWith: ['mattress'],
    shortTitle: 'Upgrade to Luxe Hybrid',
    longTitle: 'Upgrade to the Luxe Hybrid Mattress',
    shortDescription: 'Our plushest hybrid, with zoned support.',
    longDescription: 'Step up to the Luxe Hybrid: a pillow-soft top over zoned coils that keep your spine aligned all night.',
    features: ['Pillow-soft top', 'Zoned coils', 'Forever warranty'],
    label: { label: 'Upgrade', color: '#1d3557' },
  },
];
