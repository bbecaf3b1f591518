import type { ProductSpec } from '../spec-types';
import { copyOf } from '../shared/copy';
import { beddingSpec, mattressSpec } from '../shared/templates';

/** Harbor Home: partner mattresses and bedding, shipped by partners in 2-3 business days (the brand's window). */
export function harborSpecs(): ProductSpec[] {
  const partner = { markers: ['partner'] };
  return [
    mattressSpec('harbor', {
      id: 'coastal-hybrid-mattress',
      title: 'Coastal Hybrid Mattress',
      inventoryKey: 'HBRCOAST',
      height: 12,
      listPrice: 119900,
      discount: 20,
      ...partner,
      media: { style: 'hybrid-classic' },
      relatedProducts: ['mattress-protector', 'bamboo-sheet-set'],
      copy: copyOf(
        'A breathable coil hybrid from our partner workshop in North Carolina.',
        'Pocketed coils, a cooling gel foam layer and a quilted cover, made to order and shipped directly by our manufacturing partner.',
        ['Made to order in the USA', 'Pocketed coils with gel foam', 'Medium-firm feel'],
      ),
    }),
    mattressSpec('harbor', {
      id: 'harbor-memory-foam-mattress',
      title: 'Harbor Memory Foam Mattress',
      inventoryKey: 'HBRFOAM',
      height: 10,
      listPrice: 79900,
      discount: 20,
      ...partner,
      media: { style: 'foam-classic' },
      relatedProducts: ['mattress-protector', 'bamboo-sheet-set'],
      copy: copyOf(
        'A contouring memory foam mattress, shipped compressed by our partner.',
        'Three layers of CertiPUR-US certified foam give a medium feel with excellent motion isolation.',
        ['Medium feel', 'Excellent motion isolation', 'Ships compressed'],
      ),
    }),
    beddingSpec('harbor', {
      id: 'bamboo-sheet-set',
      title: 'Bamboo Lyocell Sheet Set',
      inventoryKey: 'HBRSHEET',
      listPrice: 12900,
      discount: 15,
      ...partner,
      colors: ['white', 'sage', 'navy'],
      media: { style: 'sheets' },
      relatedProducts: ['mattress-protector'],
      copy: copyOf(
        'Silky, cooling bamboo lyocell sheets.',
        'Lyocell made from bamboo feels cool and smooth, wicks moisture and drapes beautifully.',
        ['Cooling bamboo lyocell', 'Moisture wicking', 'Deep pockets'],
      ),
    }),
    beddingSpec('harbor', {
      id: 'mattress-protector',
      title: 'Harbor Waterproof Mattress Protector',
      inventoryKey: 'HBRPROT',
      listPrice: 7900,
      discount: 15,
      ...partner,
      media: { style: 'protector' },
      relatedProducts: ['bamboo-sheet-set'],
      copy: copyOf(
        'A quiet waterproof protector for any mattress up to 16 inches.',
        'A breathable waterproof membrane keeps spills and allergens out without changing how your mattress feels.',
        ['Waterproof and breathable', 'Quiet, no crinkle', 'Machine washable'],
      ),
    }),
  ];
}
