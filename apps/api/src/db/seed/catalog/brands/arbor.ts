import type { ProductSpec } from '../spec-types';
import { copyOf } from '../shared/copy';
import { beddingSpec, mattressSpec, pillowSpec } from '../shared/templates';

const RELATED = ['latex-pillow', 'organic-cotton-sheet-set'];
const LATEX_FIRMNESS = { name: 'Firmness' as const, options: ['soft', 'luxury-firm', 'firm'], defaultValue: 'luxury-firm' };

/** Arbor Latex: natural latex mattresses, a latex pillow and organic sheets. */
export function arborSpecs(): ProductSpec[] {
  return [
    mattressSpec('arbor', {
      id: 'natural-latex-mattress',
      title: 'Arbor Natural Latex Mattress',
      inventoryKey: 'ARBLATEX',
      height: 10,
      listPrice: 179900,
      discount: 20,
      extraProperties: [LATEX_FIRMNESS],
      markers: ['bestseller'],
      media: { style: 'latex' },
      relatedProducts: RELATED,
      copy: copyOf(
        'Six inches of natural Dunlop latex under an organic cotton cover: buoyant, cool and durable.',
        'Natural latex pushes back gently instead of letting you sink, and its open-cell structure breathes far better than foam. Choose your comfort layer firmness.',
        ['FSC-certified natural latex', 'Organic cotton and wool cover', 'Three comfort levels'],
      ),
    }),
    mattressSpec('arbor', {
      id: 'latex-hybrid-mattress',
      title: 'Arbor Latex Hybrid Mattress',
      inventoryKey: 'ARBHYBRID',
      height: 12,
      listPrice: 199900,
      discount: 20,
      extraProperties: [LATEX_FIRMNESS],
      outOfStock: { Firmness: ['soft'] },
      media: { style: 'latex-hybrid' },
      relatedProducts: RELATED,
      copy: copyOf(
        'Natural latex over 8-inch pocketed coils for bounce, airflow and edge support.',
        'The Latex Hybrid layers three inches of Talalay latex over zoned coils, giving the responsiveness of latex with the support and airflow of springs.',
        ['Talalay latex comfort layer', 'Zoned pocketed coils', 'Reinforced edges'],
      ),
    }),
    pillowSpec('arbor', {
      id: 'latex-pillow',
      title: 'Arbor Shredded Latex Pillow',
      inventoryKey: 'ARBPILLOW',
      listPrice: 8900,
      discount: 15,
      media: { style: 'pillow-latex' },
      relatedProducts: ['organic-cotton-sheet-set', 'natural-latex-mattress'],
      copy: copyOf(
        'Adjustable shredded natural latex in an organic cotton case.',
        'Unzip the case to add or remove fill until the loft is right. Shredded latex stays cool and springs back every night.',
        ['Adjustable shredded latex fill', 'Organic cotton case', 'Naturally dust-mite resistant'],
      ),
    }),
    beddingSpec('arbor', {
      id: 'organic-cotton-sheet-set',
      title: 'Arbor Organic Cotton Sheet Set',
      inventoryKey: 'ARBSHEET',
      listPrice: 15900,
      discount: 15,
      colors: ['natural', 'white', 'sage'],
      media: { style: 'sheets-organic' },
      relatedProducts: ['latex-pillow'],
      copy: copyOf(
        'GOTS-certified organic cotton percale, undyed or softly tinted.',
        'Grown without pesticides and finished without harsh chemicals, these breathable percale sheets get softer with every wash.',
        ['GOTS-certified organic cotton', 'Breathable percale weave', 'Fitted, flat and two pillowcases'],
      ),
    }),
  ];
}
