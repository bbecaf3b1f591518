import type { ProductSpec } from '../spec-types';
import { CAD_FACTOR, regionalSpecs } from '../shared/regional';
import { serviceSpecs } from '../shared/services';
import { nestwoodSpecs } from '../nestwood';

const NESTWOOD_CA_IDS = [
  'mattress',
  'memory-foam-mattress',
  'premier-hybrid-mattress',
  'luxe-hybrid-mattress',
  'luxe-memory-foam-mattress',
  'adjustable-bed-frame',
  'modern-platform-bed',
  'natural-cotton-sheet-set',
  'waterproof-breathable-mattress-protector',
  'gel-infused-memory-foam-pillow',
  'pillow',
  'serenity-sheet-set-pillow-bundle',
];

/** Nestwood Canada: the core of the US catalogue priced in CAD (the brand's currency), with its own service lines. */
export function nestwoodCaSpecs(): ProductSpec[] {
  return [...regionalSpecs(nestwoodSpecs('nestwood-ca'), NESTWOOD_CA_IDS, CAD_FACTOR), ...serviceSpecs('nestwood-ca')];
}
