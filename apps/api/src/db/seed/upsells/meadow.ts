import type { UpsellSpec } from './build-upsell';

/** Meadow Organic: organic sheets at a saving, a wool topper and a wool duvet. */
export function meadowUpsells(): UpsellSpec[] {
  return [
    {
      name: 'organic-sheets-saving',
      productId: 'organic-cotton-sheet-set',
      kind: 'gift',
      type: 'fixed-saving',
      sellsWith: ['mattress'],
      discount: 25,
      shortTitle: '25% off organic sheets',
      longTitle: 'Organic Cotton Sheet Set, 25% off with your mattress',
      shortDescription: 'Certified organic sheets for less.',
      longDescription: 'Our certified organic cotton sheets, 25% off when added with a Meadow mattress.',
      features: ['GOTS certified', 'Undyed natural option'],
      label: { label: '25% off', color: '#d4a373' },
      defaults: [{ type: 'Color', chooser: true, defaultValue: 'natural' }],
    },
    {
      name: 'wool-topper',
      productId: 'wool-mattress-topper',
      kind: 'accessory',
      type: 'additional',
      sellsWith: ['mattress'],
      shortTitle: 'Add a wool topper',
      longTitle: 'Organic Wool Mattress Topper',
      shortDescription: 'A soft, temperature-regulating layer.',
      longDescription: 'A topper of organic wool that adds softness and keeps you warm in winter and cool in summer.',
      features: ['Organic wool', 'Temperature regulating'],
    },
    {
      name: 'wool-duvet',
      productId: 'organic-wool-duvet',
      kind: 'accessory',
      type: 'additional',
      sellsWith: ['mattress', 'bedding'],
      shortTitle: 'Add a wool duvet',
      longTitle: 'Organic Wool Duvet',
      shortDescription: 'Breathable warmth all year.',
      longDescription: 'An organic wool duvet in an organic cotton shell, breathable and naturally warm.',
      features: ['Organic wool fill', 'Organic cotton shell'],
    },
  ];
}
