import type { UpsellSpec } from './build-upsell';

/** Harbor Home (partner storefront): partner sheets and a half-price protector. */
export function harborUpsells(): UpsellSpec[] {
  return [
    {
      name: 'discounted-protector',
      productId: 'mattress-protector',
      kind: 'gift',
      type: 'fixed-saving',
      sellsWith: ['mattress'],
      discount: 50,
      shortTitle: '50% off protector',
      longTitle: 'Mattress Protector at half price',
      shortDescription: 'Waterproof protection for half the price.',
      longDescription: 'A waterproof mattress protector from our partners, 50% off with a mattress.',
      features: ['Waterproof', 'Machine washable'],
      label: { label: '50% off', color: '#ee9b00' },
    },
    {
      name: 'bamboo-sheets',
      productId: 'bamboo-sheet-set',
      kind: 'accessory',
      type: 'additional',
      sellsWith: ['mattress'],
      shortTitle: 'Add bamboo sheets',
      longTitle: 'Bamboo Sheet Set',
      shortDescription: 'Silky, cool bamboo viscose sheets.',
      longDescription: 'A bamboo viscose sheet set that feels silky and sleeps cool.',
      features: ['Bamboo viscose', 'Sleeps cool'],
      defaults: [{ type: 'Color', chooser: true, defaultValue: 'white' }],
    },
  ];
}
