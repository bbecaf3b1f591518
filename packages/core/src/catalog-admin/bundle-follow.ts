import { BRANDS, type BrandKey } from '../brands';
import type { Product } from '../product';
import { bundlePagePricing } from '../collections/bundle-page-pricing';
import { BUNDLE_PART_SLOTS } from '../collections/collection-kinds';
import { sameValue } from '../catalog-file/canonical';

/**
 * A bundle page's own price is what its default choice costs from its parts (core `bundlePagePricing`, the figure the
 * catalogue file's check compares against). When an edit moves a part's price, the bundle pages built from it are
 * priced anew in the same change, so a merchandiser changing a mattress never has to work out the bundles' figures.
 * Returns the catalogue with those bundle pages repriced and their ids; a bundle that cannot be priced (a part missing,
 * a size it cannot be built in) is left as it is for the catalogue check to name.
 */
export function followBundleParts(brand: BrandKey, catalogue: readonly Product[]): { catalogue: Product[]; repriced: string[] } {
  const byName = new Map(catalogue.map((product) => [product.name, product]));
  const { currency, splitKingSecondBaseSurcharge } = BRANDS[brand];
  const pricing = splitKingSecondBaseSurcharge === undefined ? {} : { splitKingSecondBaseSurcharge };
  const repriced: string[] = [];
  const next = catalogue.map((product) => {
    const page = product.bundlePage;
    if (page === undefined) return product;
    const parts = [...new Set(BUNDLE_PART_SLOTS.flatMap((slot) => page[slot]?.productNames ?? []))].map((n) => byName.get(n));
    if (parts.some((part) => part === undefined)) return product;
    const bundle = { id: product.id, title: product.title, properties: product.properties, bundlePage: page };
    const expected = bundlePagePricing({ pricing, bundle, parts: parts as Product[] }, product, currency);
    if (!expected.ok || sameValue(expected.value, product.pricing)) return product;
    repriced.push(product.id);
    return { ...product, pricing: expected.value };
  });
  return { catalogue: next, repriced };
}
