import type { ProductSpec } from '../spec-types';
import { CAD_FACTOR, regionalSpecs } from '../shared/regional';
import { serviceSpecs } from '../shared/services';
import { driftvaleSpecs } from './driftvale';

/** Driftvale Canada: the Driftvale mattress, protector and pillow priced in CAD (the brand's currency). */
export function driftvaleCaSpecs(): ProductSpec[] {
  return [
    ...regionalSpecs(driftvaleSpecs('driftvale-ca'), ['mattress', 'mattress-protector', 'pillow'], CAD_FACTOR),
    ...serviceSpecs('driftvale-ca'),
  ];
}
