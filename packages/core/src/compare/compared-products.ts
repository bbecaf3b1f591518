import { BRAND_KEYS, BRANDS, type BrandConfig, type BrandKey } from '../brands';
import type { Product } from '../product';
import { priceRangeIn, sizesOf } from './prices';

/** Which products a comparison shows and which brands a competitor comparison may name. */

type Listed = Pick<Product, 'attributes' | 'properties' | 'pricing' | 'inventoryKey' | 'availability'>;

/** A product a shopper can open and buy in some variant: it has its own page and at least one active variant. */
function isShown(product: Listed): boolean {
  return !product.attributes.markers.includes('no-own-page') && priceRangeIn(product, null) !== null;
}

/** The brand's mattresses side by side (/compare, /p/compare): every shown mattress, in catalogue order. */
export function comparedMattresses<T extends Listed>(products: readonly T[]): T[] {
  return products.filter((p) => p.attributes.group === 'mattress' && isShown(p));
}

/**
 * A pillow, from its data: bedding named a pillow that comes in the pillow size (size `standard`). A bundle whose
 * name mentions pillows (the Serenity sheet set & pillow bundle) is sized like a mattress, so it is not one.
 */
export function isPillow(product: Pick<Product, 'attributes' | 'properties' | 'name'>): boolean {
  return product.attributes.group === 'bedding' && /(^|-)pillow(-|$)/.test(product.name) && sizesOf(product).includes('standard');
}

/** /compare-pillows: the brand's shown pillows, in catalogue order. */
export function comparedPillows<T extends Listed & Pick<Product, 'name'>>(products: readonly T[]): T[] {
  return products.filter((p) => isPillow(p) && isShown(p));
}

/** The brands /p/compare offers to compare against: every other brand of the same region that sells (status active). */
export function rivalBrands(brand: Pick<BrandConfig, 'key' | 'region'>): BrandConfig[] {
  return BRAND_KEYS.map((key) => BRANDS[key]).filter(
    (other) => other.key !== brand.key && other.region === brand.region && other.status === 'active',
  );
}

/** /p/compare/{other}: the rival a path names; null (a 404) for an unknown key, the brand itself, another region or a brand that does not sell. */
export function rivalBrand(brand: Pick<BrandConfig, 'key' | 'region'>, otherKey: string): BrandConfig | null {
  return rivalBrands(brand).find((other) => other.key === (otherKey as BrandKey)) ?? null;
}

/** The competitor comparison pages for the sitemap: /p/compare/{other} on each brand that has `other` as a rival. */
export function rivalComparisonPages(): { path: string; brands: BrandKey[] }[] {
  return BRAND_KEYS.map((other) => ({
    path: `/p/compare/${other}`,
    brands: BRAND_KEYS.filter((key) => BRANDS[key].status === 'active' && rivalBrand(BRANDS[key], other) !== null),
  })).filter((page) => page.brands.length > 0);
}
