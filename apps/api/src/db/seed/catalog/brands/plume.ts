import type { ProductSpec } from '../spec-types';
import { copyOf } from '../shared/copy';
import { mattressSpec, pillowSpec } from '../shared/templates';

const RELATED = ['memory-foam-pillow', 'cooling-pillow'];

/** Plume: two all-foam mattresses and two pillows at value prices. */
export function plumeSpecs(): ProductSpec[] {
  return [
    mattressSpec('plume', {
      id: 'foam-mattress',
      title: 'Plume Foam Mattress',
      inventoryKey: 'PLMFOAM',
      height: 10,
      listPrice: 69900,
      discount: 25,
      markers: ['bestseller'],
      shipping: { from: 1, to: 1 },
      media: { style: 'foam-value' },
      relatedProducts: RELATED,
      copy: copyOf(
        'Ten inches of supportive foam with a medium-firm feel, at an honest price.',
        'A memory foam comfort layer over a high-density base gives the contouring most sleepers want without the premium price tag. It ships compressed within 24 hours.',
        ['Medium-firm feel', 'CertiPUR-US certified foams', 'Ships in 24 hours'],
      ),
    }),
    mattressSpec('plume', {
      id: 'cooling-foam-mattress',
      title: 'Plume Cooling Foam Mattress',
      inventoryKey: 'PLMCOOL',
      height: 12,
      listPrice: 99900,
      discount: 25,
      backOrder: [{ Size: 'king' }],
      media: { style: 'foam-cool' },
      relatedProducts: RELATED,
      copy: copyOf(
        'An extra inch of gel foam and a cooling cover for hot sleepers.',
        'Gel-infused memory foam and an open-cell transition layer move heat away from your body, and the cool-touch cover feels fresh when you lie down.',
        ['Gel-infused memory foam', 'Cool-touch cover', 'Medium feel'],
      ),
    }),
    pillowSpec('plume', {
      id: 'memory-foam-pillow',
      title: 'Plume Memory Foam Pillow',
      inventoryKey: 'PLMPILLOW',
      listPrice: 6900,
      discount: 15,
      media: { style: 'pillow' },
      relatedProducts: ['foam-mattress'],
      copy: copyOf(
        'A solid memory foam pillow with a contoured neck curve.',
        'The ergonomic curve cradles your neck while the memory foam holds its shape all night.',
        ['Contoured neck support', 'Removable washable cover', 'Medium loft'],
      ),
    }),
    pillowSpec('plume', {
      id: 'cooling-pillow',
      title: 'Plume Cooling Pillow',
      inventoryKey: 'PLMCOOLP',
      listPrice: 7900,
      discount: 15,
      media: { style: 'pillow-gel' },
      relatedProducts: ['cooling-foam-mattress'],
      copy: copyOf(
        'A gel-infused foam pillow with a cool-touch cover.',
        'Ventilated gel foam and a phase-change cover help you fall asleep cool and stay that way.',
        ['Ventilated gel foam', 'Phase-change cover', 'Medium loft'],
      ),
    }),
  ];
}
