import { BRAND_KEYS, type BrandKey, type UpsellItem } from '@store/core';
import { seedCatalog } from '../catalog';
import { buildUpsell, type UpsellSpec } from './build-upsell';
import { arborUpsells } from './arbor';
import { cloverlaneUpsells } from './cloverlane';
import { driftvaleCaUpsells, driftvaleUpsells } from './driftvale';
import { harborUpsells } from './harbor';
import { meadowUpsells } from './meadow';
import { nestwoodCaUpsells, nestwoodUpsells } from './nestwood';
import { plumeUpsells } from './plume';

const SPECS: Record<BrandKey, () => UpsellSpec[]> = {
  nestwood: nestwoodUpsells,
  'nestwood-ca': nestwoodCaUpsells,
  driftvale: driftvaleUpsells,
  'driftvale-ca': driftvaleCaUpsells,
  arbor: arborUpsells,
  plume: plumeUpsells,
  cloverlane: cloverlaneUpsells,
  meadow: meadowUpsells,
  harbor: harborUpsells,
  // Discontinued: no upsells.
  hushly: () => [],
};

/** Every brand has an upsell seed (hushly's is empty). */
export const UPSELL_BRANDS: readonly BrandKey[] = BRAND_KEYS;

/** The brand's upsell catalogue, built against its seed product catalogue: pure, deterministic, fresh objects each call. */
export function seedUpsells(brand: BrandKey): UpsellItem[] {
  const specs = SPECS[brand]();
  if (specs.length === 0) return [];
  const catalogue = new Map(seedCatalog(brand).map((product) => [product.id, product]));
  return specs.map((spec) => buildUpsell(brand, catalogue, spec));
}
