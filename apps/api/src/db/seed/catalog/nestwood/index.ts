import type { BrandKey } from '@store/core';
import type { ProductSpec } from '../spec-types';
import { serviceSpecs } from '../shared/services';
import { nestwoodCollectionFrameSpecs } from './bed-frame-collections';
import { nestwoodFrameSpecs } from './bed-frames';
import { nestwoodSheetSpecs } from './bedding';
import { nestwoodComfortSpecs } from './bedding-comfort';
import { nestwoodBedroomSetSpecs } from './bedroom-sets';
import { nestwoodBundleSpecs } from './bundles';
import { nestwoodFurnitureSpecs } from './furniture';
import { nestwoodKidsSpecs } from './kids';
import { nestwoodMattressSpecs } from './mattresses';
import { NESTWOOD_BED_COLLECTIONS } from './collection-items';

/** The main brand's full catalogue as specs (product pages); `brand` picks the copy claims. */
export function nestwoodSpecs(brand: BrandKey): ProductSpec[] {
  const mattresses = nestwoodMattressSpecs(brand);
  const frames = [...nestwoodFrameSpecs(brand), ...nestwoodCollectionFrameSpecs(brand)].map((spec) => {
    const collectionItems = NESTWOOD_BED_COLLECTIONS[spec.id];
    return collectionItems ? { ...spec, collectionItems } : spec;
  });
  const furniture = nestwoodFurnitureSpecs(brand);
  return [
    ...mattresses,
    ...frames,
    ...nestwoodSheetSpecs(brand),
    ...nestwoodComfortSpecs(brand),
    ...furniture,
    ...nestwoodBedroomSetSpecs(brand, frames, furniture),
    ...nestwoodKidsSpecs(brand),
    ...nestwoodBundleSpecs(brand, mattresses, frames),
    ...serviceSpecs(brand),
  ];
}
