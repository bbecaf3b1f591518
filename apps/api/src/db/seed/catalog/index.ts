import { BRAND_KEYS, type BrandKey, type Product } from '@store/core';
import { defineProduct } from './build-product';
import { arborSpecs } from './brands/arbor';
import { cloverlaneSpecs } from './brands/cloverlane';
import { driftvaleSpecs } from './brands/driftvale';
import { driftvaleCaSpecs } from './brands/driftvale-ca';
import { harborSpecs } from './brands/harbor';
import { hushlySpecs } from './brands/hushly';
import { meadowSpecs } from './brands/meadow';
import { nestwoodCaSpecs } from './brands/nestwood-ca';
import { plumeSpecs } from './brands/plume';
import { nestwoodSpecs } from './nestwood';
import { withBundlePagePrices } from './shared/bundle-page-prices';
import { attachExtras } from './shared/extras';
import type { ProductSpec } from './spec-types';

const SPECS: Record<BrandKey, () => ProductSpec[]> = {
  nestwood: () => nestwoodSpecs('nestwood'),
  driftvale: () => driftvaleSpecs('driftvale'),
  arbor: arborSpecs,
  plume: plumeSpecs,
  'nestwood-ca': nestwoodCaSpecs,
  'driftvale-ca': driftvaleCaSpecs,
  cloverlane: cloverlaneSpecs,
  meadow: meadowSpecs,
  hushly: hushlySpecs,
  harbor: harborSpecs,
};

/** Every brand has a seed catalogue. */
export const CATALOG_BRANDS: readonly BrandKey[] = BRAND_KEYS;

/**
 * The brand's seed catalogue: pure and deterministic, a fresh array of fresh products on each call. A bundle page
 * composed from parts takes its price from them.
 */
export function seedCatalog(brand: BrandKey): Product[] {
  return withBundlePagePrices(brand, attachExtras(SPECS[brand]().map((spec) => defineProduct(brand, spec))));
}
