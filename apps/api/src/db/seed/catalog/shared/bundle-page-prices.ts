import { BRANDS, type BrandKey, type Product } from '@store/core';
import type { BundleOffer } from '@store/core/collections/bundle-offer';
import { bundlePagePricing } from '@store/core/collections/bundle-page-pricing';
import { BUNDLE_PART_SLOTS } from '@store/core/collections/collection-kinds';

/**
 * A bundle page composed from its parts is priced by them: its own price (what a listing card, its structured data,
 * search and the sale page read) is, per sku, its size's default choice as core prices it for the page and the cart
 * (`bundlePagePricing`), from the same seed's parts, so it cannot drift from them. A size it sells that cannot be built
 * stops the seed.
 */
export function withBundlePagePrices(brand: BrandKey, products: readonly Product[]): Product[] {
  const byName = new Map(products.map((p) => [p.name, p]));
  const { currency, splitKingSecondBaseSurcharge } = BRANDS[brand];
  const pricing = splitKingSecondBaseSurcharge === undefined ? {} : { splitKingSecondBaseSurcharge };
  return products.map((product) => {
    const page = product.bundlePage;
    if (page === undefined) return product;
    const names = [...new Set(BUNDLE_PART_SLOTS.flatMap((slot) => page[slot]?.productNames ?? []))];
    const offer: BundleOffer = {
      pricing,
      bundle: { id: product.id, title: product.title, properties: product.properties, bundlePage: page },
      parts: names.flatMap((name) => byName.get(name) ?? []),
    };
    const priced = bundlePagePricing(offer, product, currency);
    if (!priced.ok) throw new Error(`${brand} ${product.id}: ${priced.error.message}`);
    return { ...product, pricing: priced.value };
  });
}
