import type { BrandKey } from '@store/core';
import { fittedGuide, mattressGuide } from '../shared/dimensions';
import type { ProductSpec } from '../spec-types';
import { copyOf, SHORT_BEDDING_CLAIM } from '../shared/copy';
import { MATTRESS_SIZES } from '../shared/options';
import { fixedParcel, parcelBySize } from '../shared/parcels';
import { beddingSpec } from '../shared/templates';

/** The sheets, pillow and protector offered with most bedding (gifts with purchase). */
export const SLEEP_SET = [
  'natural-cotton-sheet-set',
  'gel-infused-memory-foam-pillow',
  'waterproof-breathable-mattress-protector',
];
const TOPPER_SIZES = MATTRESS_SIZES.filter((s) => s !== 'splitKing');
const TOPPER_PARCEL = parcelBySize(fixedParcel(16, 16, 40, 18));

/** Sheets, protectors and toppers of the main brand (/bedding/ pages). */
export function nestwoodSheetSpecs(brand: BrandKey): ProductSpec[] {
  const related = { relatedProducts: SLEEP_SET };
  return [
    beddingSpec(brand, {
      id: 'natural-cotton-sheet-set',
      title: 'Natural Cotton Sheet Set',
      inventoryKey: 'COTTONSHEET',
      listPrice: 14900,
      discount: 20,
      colors: ['white', 'grey', 'navy', 'sand'],
      markers: ['bestseller'],
      media: { style: 'sheets' },
      relatedProducts: ['gel-infused-memory-foam-pillow', 'waterproof-breathable-mattress-protector'],
      copy: copyOf(
        'Breathable long-staple cotton sateen that gets softer with every wash.',
        'Each set includes a fitted sheet with 16-inch deep pockets, a flat sheet and two pillowcases. The 400-thread-count sateen weave drapes smoothly and stays cool.',
        [
          '100% long-staple cotton, 400 thread count',
          'Deep pockets fit mattresses up to 16 inches',
          'Fitted, flat and two pillowcases',
        ],
      ),
    }),
    beddingSpec(brand, {
      id: 'waterproof-breathable-mattress-protector',
      title: 'Waterproof Breathable Mattress Protector',
      inventoryKey: 'PROTECTOR',
      listPrice: 9900,
      discount: 20,
      markers: ['bestseller'],
      media: { style: 'protector' },
      relatedProducts: ['natural-cotton-sheet-set', 'gel-infused-memory-foam-pillow'],
      copy: copyOf(
        'A silent, waterproof barrier that keeps spills and allergens out of your mattress.',
        'A breathable membrane stops liquids without the crinkle or heat of vinyl, and the stretch skirt fits mattresses up to 16 inches deep. Machine washable.',
        ['Waterproof yet breathable', 'Quiet, no crinkle', 'Protects your mattress warranty'],
      ),
    }),
    beddingSpec(brand, {
      id: 'waterproof-tencel-mattress-cover',
      title: 'Waterproof Tencel Mattress Cover',
      inventoryKey: 'TENCELCOVER',
      listPrice: 12900,
      discount: 15,
      media: { style: 'encasement' },
      ...related,
      copy: copyOf(
        'A zip-around Tencel encasement that seals out bed bugs, dust mites and spills.',
        'The six-sided cover zips fully around the mattress with a bug-proof zipper end. Tencel lyocell feels cool and silky while the membrane underneath stays waterproof.',
        ['Six-sided zip encasement', 'Blocks bed bugs and dust mites', 'Cool, silky Tencel lyocell'],
      ),
    }),
    beddingSpec(brand, {
      id: 'tencel-mattress-protector',
      sizeGuide: fittedGuide(18),
      title: 'Tencel Mattress Protector',
      inventoryKey: 'TENCELPROT',
      listPrice: 11900,
      discount: 15,
      media: { style: 'protector' },
      ...related,
      copy: copyOf(
        'A cooling Tencel protector with a waterproof backing and deep-pocket fit.',
        'Moisture-wicking Tencel keeps the surface cool and dry, and the waterproof backing protects against spills and sweat. It fits like a fitted sheet.',
        ['Moisture-wicking Tencel top', 'Waterproof backing', 'Fits mattresses up to 18 inches'],
      ),
    }),
    beddingSpec(brand, {
      id: 'softer-mattress-topper',
      sizeGuide: mattressGuide(3),
      title: 'Softer Mattress Topper',
      inventoryKey: 'TOPSOFT',
      listPrice: 24900,
      discount: 20,
      sizes: TOPPER_SIZES,
      media: { style: 'topper-soft' },
      parcel: TOPPER_PARCEL,
      claim: SHORT_BEDDING_CLAIM,
      ...related,
      copy: copyOf(
        'Three inches of gel memory foam to soften a mattress that feels too firm.',
        'Slow-response gel memory foam adds a plush, pressure-relieving layer, and corner straps keep it in place. It is a quick fix for sore shoulders and hips.',
        ['3 inches of gel memory foam', 'Corner straps keep it in place', 'Removable, washable cover'],
      ),
    }),
    beddingSpec(brand, {
      id: 'firmer-mattress-topper',
      sizeGuide: mattressGuide(3),
      title: 'Firmer Mattress Topper',
      inventoryKey: 'TOPFIRM',
      listPrice: 24900,
      discount: 20,
      sizes: TOPPER_SIZES,
      media: { style: 'topper-firm' },
      parcel: TOPPER_PARCEL,
      claim: SHORT_BEDDING_CLAIM,
      ...related,
      copy: copyOf(
        'A high-density support foam topper that firms up a mattress that feels too soft.',
        'Three inches of high-resilience foam spread your weight and lift your hips back into line. Ideal for back and stomach sleepers.',
        ['3 inches of high-resilience foam', 'Lifts hips into alignment', 'Non-slip base'],
      ),
    }),
    beddingSpec(brand, {
      id: 'linen-sheet-set',
      title: 'Linen Sheet Set',
      inventoryKey: 'LINENSHEET',
      listPrice: 22900,
      discount: 20,
      colors: ['linen', 'white', 'sage', 'charcoal'],
      outOfStock: { Color: ['sage'] },
      media: { style: 'sheets-linen' },
      ...related,
      copy: copyOf(
        'Stonewashed European flax linen for airy, relaxed-feel sheets.',
        'Garment-washed French flax is breathable in summer and insulating in winter, with a lived-in texture from the first night. Includes fitted, flat and two pillowcases.',
        ['100% European flax linen', 'Stonewashed for softness', 'Naturally temperature regulating'],
      ),
    }),
    beddingSpec(brand, {
      id: 'percale-sheet-set',
      title: 'Percale Sheet Set',
      inventoryKey: 'PERCSHEET',
      listPrice: 16900,
      discount: 20,
      colors: ['white', 'grey', 'navy'],
      media: { style: 'sheets-percale' },
      ...related,
      copy: copyOf(
        'Crisp, cool percale cotton with a matte finish, like a freshly made hotel bed.',
        'A one-over, one-under percale weave makes these sheets light and breathable, ideal for hot sleepers. Long-staple cotton resists pilling.',
        ['Crisp 300-thread-count percale', 'Ideal for hot sleepers', 'Long-staple, pill-resistant cotton'],
      ),
    }),
  ];
}
