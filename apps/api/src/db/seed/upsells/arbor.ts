import type { UpsellSpec } from './build-upsell';

/** Arbor Latex: a free latex pillow and organic sheets with a mattress. */
export function arborUpsells(): UpsellSpec[] {
  return [
    {
      name: 'free-latex-pillow',
      productId: 'latex-pillow',
      kind: 'gift',
      type: 'fixed-saving',
      sellsWith: ['mattress'],
      discount: 100,
      shortTitle: 'Free latex pillow',
      longTitle: 'Natural Latex Pillow, free with your mattress',
      shortDescription: 'A buoyant latex pillow, on us.',
      longDescription: 'A natural Talalay latex pillow that keeps its shape, free with any Arbor mattress.',
      features: ['Natural latex', 'Organic cotton cover'],
      label: { label: 'Free gift', color: '#a3b18a' },
      defaults: [{ type: 'Size', chooser: true, defaultValue: 'standard' }],
      isNotSaleAble: true,
    },
    {
      name: 'organic-sheets',
      productId: 'organic-cotton-sheet-set',
      kind: 'accessory',
      type: 'additional',
      sellsWith: ['mattress'],
      shortTitle: 'Add organic sheets',
      longTitle: 'Organic Cotton Sheet Set',
      shortDescription: 'GOTS-certified cotton sheets.',
      longDescription: 'Organic cotton percale sheets, certified from field to finished sheet.',
      features: ['GOTS certified', 'Crisp percale'],
      defaults: [{ type: 'Color', chooser: true, defaultValue: 'natural' }],
    },
  ];
}
