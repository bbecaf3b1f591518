import { BASE_MATTRESS_PATH, type BrandKey } from '@store/core';
import type { ProductSpec } from '../spec-types';
import { mattressSpec } from '../shared/templates';

/** What a mattress page offers alongside (gifts and upsells): protector, pillows, sheets, a base. */
export const MATTRESS_RELATED = [
  'waterproof-breathable-mattress-protector',
  'gel-infused-memory-foam-pillow',
  'natural-cotton-sheet-set',
  'adjustable-bed-frame',
];

/** The Classic, Premier, Premier Rest, Luxe and Ultra tiers in hybrid and memory foam (product pages). */
export function nestwoodMattressSpecs(brand: BrandKey): ProductSpec[] {
  const related = { relatedProducts: MATTRESS_RELATED };
  return [
    mattressSpec(brand, {
      id: 'mattress',
      url: BASE_MATTRESS_PATH,
      title: 'Nestwood Classic Hybrid Mattress',
      inventoryKey: 'CLASSICHYB',
      height: 11,
      listPrice: 129900,
      discount: 25,
      markers: ['bestseller'],
      media: { style: 'hybrid-classic' },
      copy: {
        summary: 'Our original hybrid: pocketed coils under gel memory foam for medium-firm, pressure-relieving support.',
        description:
          'The Classic Hybrid pairs 7-inch pocketed coils with a gel-infused memory foam comfort layer that contours to shoulders and hips. Reinforced edges give you the full surface to sleep on and sit on.',
        highlights: [
          'Medium-firm feel (6.5/10)',
          'Over 800 individually wrapped coils in a queen',
          'Gel-infused memory foam draws heat away',
        ],
      },
      ...related,
    }),
    mattressSpec(brand, {
      id: 'memory-foam-mattress',
      title: 'Nestwood Classic Memory Foam Mattress',
      inventoryKey: 'CLASSICMF',
      height: 10,
      listPrice: 109900,
      discount: 30,
      markers: ['bestseller'],
      shipping: { from: 1, to: 1, wgsFrom: 7, wgsTo: 14 },
      media: { style: 'foam-classic' },
      copy: {
        summary: 'Deep-contouring memory foam that relieves pressure and isolates motion, shipped in 24 hours.',
        description:
          'Four layers of foam, led by a gel memory foam comfort layer, cradle every curve while a dense base keeps your spine aligned. It arrives compressed in one box and expands within hours.',
        highlights: [
          'Medium feel for side and back sleepers',
          'Motion isolation for restless partners',
          'CertiPUR-US certified foams',
        ],
      },
      ...related,
    }),
    mattressSpec(brand, {
      id: 'premier-hybrid-mattress',
      title: 'Nestwood Premier Hybrid Mattress',
      inventoryKey: 'PREMHYB',
      height: 13,
      listPrice: 159900,
      discount: 25,
      backOrder: [{ Size: 'calKing' }],
      media: { style: 'hybrid-premier' },
      copy: {
        summary: 'A thicker, cooler hybrid with an extra inch of phase-change foam and zoned coils.',
        description:
          'The Premier Hybrid adds a cooling phase-change cover and a zoned coil unit that is firmer under the hips and softer at the shoulders. It sleeps cooler and supports heavier sleepers without sagging.',
        highlights: [
          'Cool-to-the-touch phase-change cover',
          'Zoned pocketed coils for spinal alignment',
          'Medium-firm feel (6/10)',
        ],
      },
      ...related,
    }),
    mattressSpec(brand, {
      id: 'premier-memory-foam-mattress',
      title: 'Nestwood Premier Memory Foam Mattress',
      inventoryKey: 'PREMMF',
      height: 12,
      listPrice: 139900,
      discount: 25,
      media: { style: 'foam-premier' },
      copy: {
        summary: 'Our classic memory foam feel with an added cooling layer and a quilted cover.',
        description:
          'An extra inch of gel memory foam and a heat-wicking quilted cover make the Premier plusher and cooler than the Classic. Dynamic transition foam keeps you from sinking too deep.',
        highlights: ['3 inches of cooling gel memory foam', 'Quilted, heat-wicking cover', 'Pressure relief for side sleepers'],
      },
      ...related,
    }),
    mattressSpec(brand, {
      id: 'premier-rest-hybrid-mattress',
      title: 'Nestwood Premier Rest Hybrid Mattress',
      inventoryKey: 'PRESTHYB',
      height: 14,
      listPrice: 179900,
      discount: 20,
      markers: ['new'],
      media: { style: 'hybrid-rest' },
      copy: {
        summary: 'A plush hybrid tuned for recovery, with a euro top over targeted lumbar support.',
        description:
          'Premier Rest layers a pillow-soft euro top over adaptive foam and a coil unit with a reinforced lumbar zone. It is made for sleepers who wake up with back or shoulder aches.',
        highlights: ['Euro top for a plush first feel', 'Reinforced lumbar zone', 'Breathable coil core sleeps cool'],
      },
      ...related,
    }),
    mattressSpec(brand, {
      id: 'premier-rest-memory-foam-mattress',
      title: 'Nestwood Premier Rest Memory Foam Mattress',
      inventoryKey: 'PRESTMF',
      height: 13,
      listPrice: 159900,
      discount: 20,
      markers: ['new'],
      inactive: [{ Size: 'twin' }],
      media: { style: 'foam-rest' },
      copy: {
        summary: 'Slow-response memory foam with a recovery layer for deep, undisturbed sleep.',
        description:
          'A graphite-infused comfort layer pulls heat away while a high-resilience recovery foam gently pushes back, so you never feel stuck. Partners will not feel you turn over.',
        highlights: ['Graphite-infused cooling foam', 'High-resilience recovery layer', 'Best-in-line motion isolation'],
      },
      ...related,
    }),
    mattressSpec(brand, {
      id: 'luxe-hybrid-mattress',
      title: 'Nestwood Luxe Hybrid Mattress',
      inventoryKey: 'LUXEHYB',
      height: 14,
      listPrice: 209900,
      discount: 25,
      markers: ['bestseller'],
      backOrder: [{ Size: 'splitKing' }],
      media: { style: 'hybrid-luxe' },
      copy: {
        summary: 'Hotel-grade hybrid with a cashmere-blend pillow top and micro-coils for a lifted feel.',
        description:
          'Luxe layers a cashmere-blend pillow top over a micro-coil comfort layer and 8-inch zoned support coils. The result feels plush on top and buoyant underneath.',
        highlights: [
          'Cashmere-blend pillow top',
          'Two coil layers: micro-coils over zoned support coils',
          'Medium feel (5.5/10)',
        ],
      },
      ...related,
    }),
    mattressSpec(brand, {
      id: 'luxe-memory-foam-mattress',
      title: 'Nestwood Luxe Memory Foam Mattress',
      inventoryKey: 'LUXEMF',
      height: 14,
      listPrice: 189900,
      discount: 25,
      media: { style: 'foam-luxe' },
      copy: {
        summary: 'Five layers of premium foam with a cooling cover for plush, body-hugging comfort.',
        description:
          'The Luxe Memory Foam adds a copper-infused layer and a cooling cover to our deepest-contouring foam stack. It hugs without trapping heat.',
        highlights: ['Copper-infused foam for cooling', 'Cool-touch cover', 'Plush-medium feel (5/10)'],
      },
      ...related,
    }),
    mattressSpec(brand, {
      id: 'ultra-hybrid-mattress',
      title: 'Nestwood Ultra Hybrid Mattress',
      inventoryKey: 'ULTRAHYB',
      height: 16,
      listPrice: 269900,
      discount: 30,
      outOfStock: { Size: ['calKing'] },
      media: { style: 'hybrid-ultra' },
      copy: {
        summary: 'Our most advanced mattress: 16 inches of cooling foams, micro-coils and zoned support.',
        description:
          'Ultra stacks an active-cooling cover, a phase-change foam layer and two coil units for the coolest, most supportive sleep we make. Seven support zones keep every part of your body aligned.',
        highlights: ['Active-cooling cover, up to 5 degrees cooler', 'Seven-zone support coils', 'Hand-tufted pillow top'],
      },
      ...related,
    }),
    mattressSpec(brand, {
      id: 'ultra-memory-foam-mattress',
      title: 'Nestwood Ultra Memory Foam Mattress',
      inventoryKey: 'ULTRAMF',
      height: 15,
      listPrice: 239900,
      discount: 30,
      markers: ['new'],
      media: { style: 'foam-ultra' },
      copy: {
        summary: 'Fifteen inches of cooling memory foam with zoned support for all-night pressure relief.',
        description:
          'Ultra Memory Foam combines phase-change cooling fabric, three gel foam layers and a zoned support core. It suits every sleeping position and stays cool to the touch.',
        highlights: ['Phase-change cooling fabric', 'Zoned support core', 'Medium feel for combination sleepers'],
      },
      ...related,
    }),
  ];
}
