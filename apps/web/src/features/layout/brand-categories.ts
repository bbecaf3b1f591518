import { cache } from 'react';
import type { BrandKey } from '@store/core/brands';
import { CATEGORY_GROUPS, CATEGORY_KEYS, type CategoryKey } from '@store/core/pages';
import type { Product } from '@store/core/product';
import { getAllProducts } from '../../lib/api/products';
import { listable } from '../catalog/listing-items';

/**
 * The category lists a brand links to (menu, mobile menu, home tiles): exactly those whose list page would show at least
 * one product, derived from the brand's own catalogue so no brand links to an empty list and no hand list is kept per brand.
 */
export function categoriesWithProducts(products: readonly Product[]): CategoryKey[] {
  const groups = new Set(listable(products).map((product) => product.attributes.group));
  return CATEGORY_KEYS.filter((key) => CATEGORY_GROUPS[key].some((group) => groups.has(group)));
}

/**
 * The brand's linked categories, from its catalogue (the API call is cached like every catalogue read, and once per render).
 * When the API cannot answer, no category is linked rather than every one: pages that need no catalogue (cart, not found)
 * still render, and nothing links to a list that may be empty.
 */
export const loadBrandCategories = cache(async (brand: BrandKey): Promise<CategoryKey[]> => {
  try {
    return categoriesWithProducts(await getAllProducts(brand));
  } catch (error) {
    console.error(`The categories of ${brand} could not be loaded`, error);
    return [];
  }
});
