import type { ProductSpec } from '../spec-types';
import { copyOf } from '../shared/copy';
import { mattressSpec, pillowSpec } from '../shared/templates';

/** A discontinued brand makes no selling claims (no trial): only the warranty it still honours. */
const CLAIM = { trial: null, warranty: 'Forever warranty, still honored for existing Hushly owners' };

/** Hushly is discontinued: its products stay listed for warranty and order history, every variant inactive. */
export function hushlySpecs(): ProductSpec[] {
  const discontinued = { active: false, claim: CLAIM };
  return [
    mattressSpec('hushly', {
      id: 'hushly-hybrid-mattress',
      title: 'Hushly Hybrid Mattress',
      inventoryKey: 'HSHHYB',
      height: 12,
      listPrice: 119900,
      discount: 0,
      ...discontinued,
      media: { style: 'hybrid-classic' },
      relatedProducts: ['hushly-pillow'],
      copy: copyOf(
        'A quiet, medium-firm hybrid that is no longer sold.',
        'The Hushly Hybrid paired pocketed coils with a latex-like foam comfort layer. It has been discontinued; Nestwood mattresses are its successor.',
        ['Medium-firm hybrid', 'Discontinued', 'Warranty service continues'],
      ),
    }),
    mattressSpec('hushly', {
      id: 'hushly-foam-mattress',
      title: 'Hushly Foam Mattress',
      inventoryKey: 'HSHFOAM',
      height: 10,
      listPrice: 89900,
      discount: 0,
      ...discontinued,
      media: { style: 'foam-classic' },
      relatedProducts: ['hushly-pillow'],
      copy: copyOf(
        'An all-foam mattress that is no longer sold.',
        'The Hushly Foam used three layers of memory and support foam. It has been discontinued; Nestwood mattresses are its successor.',
        ['All-foam construction', 'Discontinued', 'Warranty service continues'],
      ),
    }),
    pillowSpec('hushly', {
      id: 'hushly-pillow',
      title: 'Hushly Pillow',
      inventoryKey: 'HSHPILLOW',
      listPrice: 5900,
      discount: 0,
      ...discontinued,
      media: { style: 'pillow' },
      relatedProducts: ['hushly-hybrid-mattress'],
      copy: copyOf(
        'A shredded foam pillow that is no longer sold.',
        'The Hushly Pillow used adjustable shredded foam fill. It has been discontinued.',
        ['Adjustable fill', 'Discontinued'],
      ),
    }),
  ];
}
