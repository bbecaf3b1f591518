import type { ProductSpec } from '../spec-types';
import { scaleSpec } from './prices';
import { specById } from './spec-lookup';

/** USD to CAD list-price factor used for the Canadian storefronts. */
export const CAD_FACTOR = 1.35;

/** A regional storefront: a subset of a home catalogue, prices scaled, related products limited to what the subset sells. */
export function regionalSpecs(specs: readonly ProductSpec[], ids: readonly string[], factor: number): ProductSpec[] {
  const kept = new Set(ids);
  return ids.map((id) => {
    const spec = scaleSpec(specById(specs, id), factor);
    return { ...spec, relatedProducts: (spec.relatedProducts ?? []).filter((related) => kept.has(related)) };
  });
}
