import { BASE_MATTRESS_PATH, FIRMNESS, MATERIALS, type BrandKey } from '@store/core';
import { fittedGuide } from '../shared/dimensions';
import type { ProductSpec } from '../spec-types';
import { copyOf } from '../shared/copy';
import { serviceSpecs } from '../shared/services';
import { beddingSpec, frameSpec, mattressSpec, pillowSpec } from '../shared/templates';

const RELATED = ['mattress-protector', 'pillow', 'sheet-set', 'platform-bed-frame'];

/** Driftvale sells one mattress, chosen by material, firmness and size (/mattress/{material}/{firmness}/{size}). */
export function driftvaleSpecs(brand: BrandKey): ProductSpec[] {
  return [
    mattressSpec(brand, {
      id: 'mattress',
      url: BASE_MATTRESS_PATH,
      title: 'The Driftvale Mattress',
      inventoryKey: 'DVMATT',
      height: 14,
      listPrice: 149900,
      discount: 30,
      markers: ['bestseller'],
      media: { style: 'driftvale' },
      relatedProducts: RELATED,
      extraProperties: [
        {
          name: 'Material',
          options: MATERIALS.map((m) => ({ value: m, priceDiff: m === 'hybrid' ? 0 : -30000 })),
          defaultValue: 'hybrid',
        },
        { name: 'Firmness', options: FIRMNESS, defaultValue: 'luxury-firm' },
      ],
      backOrder: [{ Material: 'memory-foam', Firmness: 'soft', Size: 'calKing' }],
      copy: copyOf(
        'One mattress, your way: pick hybrid or memory foam, then soft, luxury firm or firm.',
        'Every Driftvale is 14 inches of cashmere-blend quilting and cooling foams. The hybrid adds 8-inch pocketed coils for bounce and airflow; the memory foam version adds a dense, contouring core.',
        ['Hybrid or all-foam construction', 'Three firmness levels', 'Cashmere-blend quilted top'],
      ),
    }),
    beddingSpec(brand, {
      id: 'mattress-protector',
      sizeGuide: fittedGuide(18),
      title: 'Driftvale Mattress Protector',
      inventoryKey: 'DVPROT',
      listPrice: 11900,
      discount: 20,
      media: { style: 'protector' },
      relatedProducts: ['mattress', 'sheet-set'],
      copy: copyOf(
        'A waterproof, cooling protector fitted to the Driftvale’s 14-inch profile.',
        'A breathable waterproof membrane under a cool-touch knit keeps your mattress fresh without changing its feel.',
        ['Waterproof and breathable', 'Cool-touch knit surface', 'Deep 18-inch skirt'],
      ),
    }),
    pillowSpec(brand, {
      id: 'pillow',
      title: 'Driftvale Cloud Pillow',
      inventoryKey: 'DVPILLOW',
      listPrice: 9900,
      discount: 20,
      media: { style: 'pillow-cloud' },
      relatedProducts: ['sheet-set', 'mattress'],
      copy: copyOf(
        'A plush microfiber cluster pillow with a cooling gusset.',
        'Down-like microfiber clusters give soft, sink-in comfort while a mesh gusset lets heat escape.',
        ['Down-alternative clusters', 'Breathable mesh gusset', 'Machine washable'],
      ),
    }),
    beddingSpec(brand, {
      id: 'sheet-set',
      title: 'Driftvale Sateen Sheet Set',
      inventoryKey: 'DVSHEET',
      listPrice: 13900,
      discount: 20,
      colors: ['white', 'slate', 'sand'],
      outOfStock: { Color: ['sand'] },
      media: { style: 'sheets' },
      relatedProducts: ['pillow', 'mattress-protector'],
      copy: copyOf(
        'Silky cotton sateen sheets with a soft sheen.',
        'Long-staple cotton in a 400-thread-count sateen weave, with deep pockets that fit the Driftvale and most mattresses up to 16 inches.',
        ['400-thread-count sateen', 'Deep pockets', 'Fitted, flat and two pillowcases'],
      ),
    }),
    frameSpec(brand, {
      id: 'platform-bed-frame',
      title: 'Driftvale Platform Bed Frame',
      inventoryKey: 'DVFRAME',
      listPrice: 44900,
      discount: 20,
      colors: ['charcoal', 'oak'],
      media: { style: 'platform' },
      relatedProducts: ['mattress'],
      copy: copyOf(
        'An upholstered platform frame designed around the Driftvale mattress.',
        'A padded charcoal headboard and a solid slat deck give full support to hybrid and foam mattresses alike, no box spring required.',
        ['No box spring needed', 'Padded headboard', 'Tool-free assembly'],
      ),
    }),
    ...serviceSpecs(brand),
  ];
}
