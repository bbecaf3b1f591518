import { DUVET_GUIDE, mattressGuide } from '../shared/dimensions';
import type { ProductSpec } from '../spec-types';
import { copyOf, SHORT_BEDDING_CLAIM } from '../shared/copy';
import { DUVET_SIZES, MATTRESS_SIZES } from '../shared/options';
import { fixedParcel, parcelBySize } from '../shared/parcels';
import { beddingSpec, mattressSpec } from '../shared/templates';

/** Meadow Organic: an organic latex mattress, a wool topper, organic sheets and a wool duvet. */
export function meadowSpecs(): ProductSpec[] {
  return [
    mattressSpec('meadow', {
      id: 'organic-latex-mattress',
      title: 'Meadow Organic Latex Mattress',
      inventoryKey: 'MDWLATEX',
      height: 11,
      listPrice: 219900,
      discount: 15,
      extraProperties: [{ name: 'Firmness', options: ['soft', 'firm'], defaultValue: 'firm' }],
      markers: ['bestseller'],
      media: { style: 'organic-latex' },
      relatedProducts: ['wool-mattress-topper', 'organic-cotton-sheet-set', 'organic-wool-duvet'],
      copy: copyOf(
        'GOLS-certified organic latex, organic wool and organic cotton, and nothing else.',
        'Meadow is made without polyurethane foam or chemical fire retardants: organic wool is the natural fire barrier. A zip-open cover lets you swap the comfort layer if you change your mind about firmness.',
        ['GOLS organic latex, GOTS organic wool and cotton', 'No polyurethane foam', 'Swappable comfort layer'],
      ),
    }),
    beddingSpec('meadow', {
      id: 'wool-mattress-topper',
      sizeGuide: mattressGuide(2),
      title: 'Meadow Organic Wool Topper',
      inventoryKey: 'MDWTOPPER',
      listPrice: 34900,
      discount: 10,
      sizes: MATTRESS_SIZES.filter((s) => s !== 'splitKing'),
      claim: SHORT_BEDDING_CLAIM,
      media: { style: 'topper-wool' },
      parcel: parcelBySize(fixedParcel(18, 18, 40, 16)),
      relatedProducts: ['organic-latex-mattress', 'organic-cotton-sheet-set'],
      copy: copyOf(
        'Two inches of hand-tufted organic wool that regulate temperature year round.',
        'Wool wicks moisture and breathes, so the topper feels warm in winter and dry in summer. It adds a gentle, cushioned layer without changing support.',
        ['2 inches of organic wool', 'Naturally temperature regulating', 'Hand-tufted to stay in place'],
      ),
    }),
    beddingSpec('meadow', {
      id: 'organic-cotton-sheet-set',
      title: 'Meadow Organic Sateen Sheet Set',
      inventoryKey: 'MDWSHEET',
      listPrice: 18900,
      discount: 10,
      colors: ['natural', 'white', 'sage'],
      media: { style: 'sheets-organic' },
      relatedProducts: ['organic-wool-duvet'],
      copy: copyOf(
        'Silky GOTS-certified organic cotton sateen.',
        'Fair Trade certified organic cotton in a smooth sateen weave, finished without formaldehyde or chlorine bleach.',
        ['GOTS and Fair Trade certified', 'Smooth 300-thread-count sateen', 'Free of harsh finishes'],
      ),
    }),
    beddingSpec('meadow', {
      id: 'organic-wool-duvet',
      sizeGuide: DUVET_GUIDE,
      title: 'Meadow Organic Wool Duvet',
      inventoryKey: 'MDWDUVET',
      listPrice: 39900,
      discount: 10,
      sizes: DUVET_SIZES,
      media: { style: 'duvet' },
      parcel: parcelBySize(fixedParcel(20, 10, 22, 7)),
      relatedProducts: ['organic-cotton-sheet-set'],
      copy: copyOf(
        'An organic wool-filled duvet in an organic cotton shell.',
        'Wool fill keeps you comfortable across a wider range of temperatures than down and naturally resists dust mites.',
        ['Organic wool fill', 'Organic cotton sateen shell', 'All-season warmth'],
      ),
    }),
  ];
}
