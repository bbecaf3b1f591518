import type { BrandKey } from '@store/core';
import { fittedGuide } from '../shared/dimensions';
import type { ProductSpec } from '../spec-types';
import { copyOf } from '../shared/copy';
import { fixedParcel, parcelBySize } from '../shared/parcels';
import { beddingSpec, frameSpec, mattressSpec, pillowSpec } from '../shared/templates';

const KIDS_SIZES = ['twin', 'full'] as const;
const kids = (id: string): { group: 'kids'; url: string } => ({ group: 'kids', url: `/kids/${id}` });

/** /kids/* pages: a kids mattress, beds, pillow and bedding; names are unique in the brand. */
export function nestwoodKidsSpecs(brand: BrandKey): ProductSpec[] {
  return [
    mattressSpec(brand, {
      id: 'kids-mattress',
      ...kids('kids-mattress'),
      title: 'Nestwood Kids Mattress',
      inventoryKey: 'KIDSMATT',
      height: 10,
      listPrice: 59900,
      discount: 20,
      sizes: KIDS_SIZES,
      markers: ['bestseller'],
      media: { style: 'kids-mattress' },
      relatedProducts: ['kids-mattress-protector', 'kids-pillow', 'kids-sheet-set'],
      copy: copyOf(
        'A two-sided mattress that grows with your child: firmer for little ones, softer for big kids.',
        'Flip it as your child grows. Both sides use CertiPUR-US certified foams over supportive coils, wrapped in a cover treated to resist spills and stains.',
        ['Flippable: firm side and medium side', 'Stain-resistant, washable cover', 'CertiPUR-US certified foams'],
      ),
    }),
    frameSpec(brand, {
      id: 'kids-bunk-bed',
      ...kids('kids-bunk-bed'),
      title: 'Twin-over-Twin Bunk Bed',
      inventoryKey: 'KIDSBUNK',
      listPrice: 79900,
      discount: 20,
      sizes: ['twin'],
      colors: ['white', 'grey'],
      media: { style: 'bunk-bed' },
      parcel: fixedParcel(20, 10, 82, 160),
      relatedProducts: ['kids-mattress', 'kids-sheet-set'],
      copy: copyOf(
        'A solid pine twin-over-twin bunk bed that splits into two beds.',
        'Full-length guardrails and an angled ladder make the top bunk safe and easy to climb, and the frame separates into two twin beds when the kids want their own rooms.',
        ['Converts into two twin beds', 'Full-length guardrails', 'Meets ASTM bunk bed safety standards'],
      ),
    }),
    frameSpec(brand, {
      id: 'kids-bed-frame',
      ...kids('kids-bed-frame'),
      title: 'Kids House Bed Frame',
      inventoryKey: 'KIDSFRAME',
      listPrice: 39900,
      discount: 20,
      sizes: KIDS_SIZES,
      colors: ['white', 'natural'],
      markers: ['new'],
      media: { style: 'house-bed' },
      relatedProducts: ['kids-mattress', 'kids-sheet-set'],
      copy: copyOf(
        'A low, house-shaped floor bed that makes bedtime an adventure.',
        'The peaked roof frame is perfect for hanging lights or a canopy, and the low platform makes getting in and out easy and safe.',
        ['Low, climb-in height', 'House-shaped canopy frame', 'Solid pine construction'],
      ),
    }),
    pillowSpec(brand, {
      id: 'kids-pillow',
      ...kids('kids-pillow'),
      title: 'Kids Memory Foam Pillow',
      inventoryKey: 'KIDSPILLOW',
      listPrice: 4900,
      discount: 10,
      sizes: ['standard'],
      media: { style: 'kids-pillow' },
      shipping: { from: 1, to: 1 },
      relatedProducts: ['kids-sheet-set', 'kids-mattress'],
      copy: copyOf(
        'A lower-loft pillow sized for growing necks.',
        'A thinner profile of soft memory foam keeps a child’s head and neck aligned, and the cotton cover is machine washable.',
        ['Low loft for kids', 'Washable cotton cover', 'Hypoallergenic'],
      ),
    }),
    beddingSpec(brand, {
      id: 'kids-sheet-set',
      ...kids('kids-sheet-set'),
      title: 'Kids Cotton Sheet Set',
      inventoryKey: 'KIDSSHEET',
      listPrice: 7900,
      discount: 15,
      sizes: KIDS_SIZES,
      colors: ['blush', 'sage', 'navy'],
      media: { style: 'kids-sheets' },
      relatedProducts: ['kids-pillow', 'kids-mattress-protector'],
      copy: copyOf(
        'Soft, durable cotton sheets in playful colors.',
        'Brushed cotton percale stands up to every wash, with a fitted sheet, flat sheet and one pillowcase.',
        ['Brushed cotton percale', 'Fitted, flat and one pillowcase', 'Fade-resistant colors'],
      ),
    }),
    beddingSpec(brand, {
      id: 'kids-mattress-protector',
      sizeGuide: fittedGuide(14),
      ...kids('kids-mattress-protector'),
      title: 'Kids Waterproof Mattress Protector',
      inventoryKey: 'KIDSPROT',
      listPrice: 5900,
      discount: 15,
      sizes: ['twin', 'twinXL', 'full'],
      media: { style: 'protector' },
      parcel: parcelBySize(fixedParcel(12, 4, 12, 3)),
      relatedProducts: ['kids-sheet-set', 'kids-mattress'],
      copy: copyOf(
        'A quiet, waterproof protector built for accidents.',
        'A breathable waterproof layer keeps the mattress dry without crinkling, and it washes and dries quickly for middle-of-the-night changes.',
        ['Fully waterproof, no crinkle', 'Quick-dry and machine washable', 'Fits mattresses up to 14 inches'],
      ),
    }),
  ];
}
