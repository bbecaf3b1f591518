import type { UpsellSpec } from './build-upsell';

/** Plume: a free pillow, a cooling pillow and the cooling mattress upgrade. */
export function plumeUpsells(): UpsellSpec[] {
  return [
    {
      name: 'free-pillow',
      productId: 'memory-foam-pillow',
      kind: 'gift',
      type: 'fixed-saving',
      sellsWith: ['mattress'],
      discount: 100,
      shortTitle: 'Free pillow',
      longTitle: 'Memory Foam Pillow, free with your mattress',
      shortDescription: 'A contouring pillow, on us.',
      longDescription: 'A contouring memory foam pillow, free with any Plume mattress.',
      features: ['Contouring foam', 'Washable cover'],
      label: { label: 'Free gift', color: '#f2a541' },
      defaults: [{ type: 'Size', chooser: true, defaultValue: 'standard' }],
      isNotSaleAble: true,
    },
    {
      name: 'cooling-pillow',
      productId: 'cooling-pillow',
      kind: 'accessory',
      type: 'additional',
      sellsWith: ['mattress', 'bedding'],
      shortTitle: 'Add a cooling pillow',
      longTitle: 'Cooling Gel Pillow',
      shortDescription: 'Gel foam that stays cool.',
      longDescription: 'A gel-infused pillow with a cool-to-the-touch cover for hot sleepers.',
      features: ['Cooling gel', 'Cool-touch cover'],
    },
    {
      name: 'upgrade-cooling-foam',
      productId: 'cooling-foam-mattress',
      kind: 'upgrade',
      type: 'additional',
      sellsWith: ['mattress'],
      shortTitle: 'Upgrade to Cooling Foam',
      longTitle: 'Upgrade to the Cooling Foam Mattress',
      shortDescription: 'Graphite foam that draws heat away.',
      longDescription: 'Step up to the Cooling Foam Mattress: graphite-infused foam and a phase-change cover keep you cool.',
      features: ['Graphite-infused foam', 'Phase-change cover'],
      label: { label: 'Upgrade', color: '#5b3f8c' },
    },
  ];
}
