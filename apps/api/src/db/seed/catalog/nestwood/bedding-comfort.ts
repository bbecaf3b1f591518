import { DEFAULT_WEIGHT, WEIGHTS, type BrandKey } from '@store/core';
import { DUVET_GUIDE, pieceGuide } from '../shared/dimensions';
import type { ProductSpec } from '../spec-types';
import { copyOf, ONE_YEAR_WARRANTY, SHORT_BEDDING_CLAIM, SHORT_BEDDING_TRIAL } from '../shared/copy';
import { DUVET_SIZES } from '../shared/options';
import { fixedParcel, parcelBySize } from '../shared/parcels';
import { beddingSpec, pillowSpec } from '../shared/templates';
import { SLEEP_SET } from './bedding';

const DUVET_PARCEL = parcelBySize(fixedParcel(18, 8, 20, 6));

/** Pillows, blankets, duvets and quilts of the main brand. */
export function nestwoodComfortSpecs(brand: BrandKey): ProductSpec[] {
  const related = { relatedProducts: SLEEP_SET };
  return [
    pillowSpec(brand, {
      id: 'gel-infused-memory-foam-pillow',
      title: 'Gel-Infused Memory Foam Pillow',
      inventoryKey: 'GELPILLOW',
      listPrice: 8900,
      discount: 20,
      markers: ['bestseller'],
      shipping: { from: 1, to: 1 },
      media: { style: 'pillow-gel' },
      relatedProducts: ['natural-cotton-sheet-set', 'waterproof-breathable-mattress-protector'],
      copy: copyOf(
        'A contoured gel memory foam pillow that keeps your head cool and your neck supported.',
        'Gel-infused memory foam holds its shape all night while a breathable cover wicks heat. Suits back and side sleepers.',
        ['Cooling gel memory foam', 'Breathable, removable cover', 'Ships in 24 hours'],
      ),
    }),
    pillowSpec(brand, {
      id: 'pillow',
      title: 'The Nestwood Pillow',
      inventoryKey: 'NWPILLOW',
      listPrice: 7500,
      discount: 15,
      media: { style: 'pillow-shredded' },
      relatedProducts: ['natural-cotton-sheet-set', 'waterproof-breathable-mattress-protector'],
      copy: copyOf(
        'An adjustable shredded-foam pillow you can fill to exactly the loft you like.',
        'A zip-open cover lets you add or remove the shredded memory foam fill, so side, back and stomach sleepers each find their height.',
        ['Adjustable shredded memory foam fill', 'Extra fill included', 'Machine-washable cover'],
      ),
    }),
    pillowSpec(brand, {
      id: 'down-pillow',
      title: 'Down Pillow',
      inventoryKey: 'DOWNPILLOW',
      listPrice: 14900,
      discount: 15,
      media: { style: 'pillow-down' },
      relatedProducts: ['linen-sheet-set', 'duvet-insert'],
      copy: copyOf(
        'Responsibly sourced European white down in a sateen shell.',
        'A 700-fill-power down cluster fill gives cloud-like loft that you can plump back up each morning. The cotton sateen shell keeps feathers in.',
        ['700 fill power down', 'Responsible Down Standard certified', 'Cotton sateen shell'],
      ),
    }),
    pillowSpec(brand, {
      id: 'latex-pillow',
      title: 'Latex Pillow',
      inventoryKey: 'LATEXPILLOW',
      listPrice: 11900,
      discount: 15,
      media: { style: 'pillow-latex' },
      relatedProducts: ['percale-sheet-set', 'tencel-mattress-protector'],
      copy: copyOf(
        'Buoyant, ventilated natural latex that springs back instantly.',
        'Pin-core Talalay latex breathes far better than memory foam and keeps a consistent loft night after night. Naturally resistant to dust mites.',
        ['Ventilated Talalay latex', 'Responsive, bouncy support', 'Naturally dust-mite resistant'],
      ),
    }),
    beddingSpec(brand, {
      id: 'dual-temperature-weighted-blanket',
      sizeGuide: pieceGuide(48, 72, null),
      title: 'Dual Temperature Weighted Blanket',
      inventoryKey: 'WEIGHTED',
      listPrice: 17900,
      discount: 20,
      sizes: [],
      colors: ['grey', 'navy'],
      claim: SHORT_BEDDING_CLAIM,
      media: { style: 'weighted-blanket' },
      parcel: fixedParcel(20, 12, 24, 27),
      extraProperties: [
        {
          name: 'Weight',
          options: WEIGHTS.map((w, i) => ({ value: String(w), priceDiff: i * 2000 })),
          defaultValue: String(DEFAULT_WEIGHT),
        },
      ],
      ...related,
      copy: copyOf(
        'A reversible weighted blanket: cooling bamboo on one side, cozy minky on the other.',
        'Glass microbeads in small stitched pockets spread the weight evenly for a calming, hug-like pressure. Choose a weight around 8-15% of your body weight.',
        ['Reversible: cool bamboo or warm minky', 'Weights of 15, 20 or 25 lbs', 'Evenly distributed glass microbeads'],
      ),
    }),
    beddingSpec(brand, {
      id: 'breathable-cotton-duvet',
      sizeGuide: DUVET_GUIDE,
      title: 'Breathable Cotton Duvet',
      inventoryKey: 'COTTONDUVET',
      listPrice: 19900,
      discount: 20,
      sizes: DUVET_SIZES,
      media: { style: 'duvet' },
      parcel: DUVET_PARCEL,
      ...related,
      copy: copyOf(
        'An all-season down-alternative duvet in a breathable cotton shell.',
        'Baffle-box stitching keeps the hypoallergenic fill evenly spread, and corner loops hold it inside any duvet cover. Medium warmth for year-round use.',
        ['All-season medium warmth', 'Hypoallergenic down-alternative fill', 'Corner loops for duvet covers'],
      ),
    }),
    beddingSpec(brand, {
      id: 'lightweight-cotton-cover-quilt',
      sizeGuide: DUVET_GUIDE,
      title: 'Lightweight Cotton Cover Quilt',
      inventoryKey: 'COTTONQUILT',
      listPrice: 17900,
      discount: 20,
      sizes: DUVET_SIZES,
      colors: ['white', 'sage', 'blush'],
      media: { style: 'quilt' },
      parcel: DUVET_PARCEL,
      claim: { trial: SHORT_BEDDING_TRIAL, warranty: ONE_YEAR_WARRANTY },
      ...related,
      copy: copyOf(
        'A light, stonewashed cotton quilt for warm nights or layering.',
        'Diamond stitching and a thin cotton batting give this quilt texture without weight. Use it alone in summer or layered over a duvet in winter.',
        ['Stonewashed cotton', 'Diamond-stitched texture', 'Layer it or use it alone'],
      ),
    }),
    beddingSpec(brand, {
      id: 'linen-duvet-set',
      sizeGuide: DUVET_GUIDE,
      title: 'Linen Duvet Set',
      inventoryKey: 'LINENDUVET',
      listPrice: 27900,
      discount: 20,
      sizes: DUVET_SIZES,
      colors: ['linen', 'white', 'charcoal'],
      media: { style: 'duvet-cover-linen' },
      parcel: DUVET_PARCEL,
      ...related,
      copy: copyOf(
        'A stonewashed linen duvet cover with two matching shams.',
        'European flax linen with a hidden button closure and interior corner ties that keep your insert from shifting.',
        ['Duvet cover and two shams', 'Hidden button closure', 'Interior corner ties'],
      ),
    }),
    beddingSpec(brand, {
      id: 'percale-duvet-set',
      sizeGuide: DUVET_GUIDE,
      title: 'Percale Duvet Set',
      inventoryKey: 'PERCDUVET',
      listPrice: 19900,
      discount: 20,
      sizes: DUVET_SIZES,
      colors: ['white', 'grey'],
      backOrder: [{ Size: 'calKing', Color: 'grey' }],
      media: { style: 'duvet-cover-percale' },
      parcel: DUVET_PARCEL,
      ...related,
      copy: copyOf(
        'A crisp cotton percale duvet cover with two matching shams.',
        'Cool, matte percale in long-staple cotton with a tailored flange edge. Corner ties keep the insert in place.',
        ['Duvet cover and two shams', 'Crisp, cool percale', 'Tailored flange edge'],
      ),
    }),
    beddingSpec(brand, {
      id: 'duvet-insert',
      sizeGuide: DUVET_GUIDE,
      title: 'Duvet Insert',
      inventoryKey: 'DUVETINSERT',
      listPrice: 16900,
      discount: 20,
      sizes: DUVET_SIZES,
      media: { style: 'duvet' },
      parcel: DUVET_PARCEL,
      relatedProducts: ['linen-duvet-set', 'percale-duvet-set'],
      copy: copyOf(
        'A lofty down-alternative insert sized to fill our duvet covers.',
        'Microfiber clusters mimic the loft of down without the allergens, and eight corner and side loops keep the insert flat inside the cover.',
        ['Down-alternative microfiber fill', 'Eight loops to stop shifting', 'Machine washable'],
      ),
    }),
  ];
}
