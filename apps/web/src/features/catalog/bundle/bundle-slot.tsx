import type { BrandConfig } from '@store/core/brands';
import { BUNDLE_PART_SLOTS } from '@store/core/collections/collection-kinds';
import type { Product } from '@store/core/product';
import { Notice } from '../../../components/ui/notice';
import { getProductsByNames } from '../../../lib/api/products';
import { productCurrency } from '../product-pricing';
import { pieceProduct } from '../pieces/piece-product';
import { BundleSection } from './bundle-section';

/**
 * The server side of a bundle page composed from its parts: the parts' products are read from the API (cached) and the
 * builder gets what it prices with. When they cannot be read the page says so rather than offering half a bundle.
 */
export async function BundleSlot({
  brand,
  product,
}: {
  brand: BrandConfig;
  product: Product & { bundlePage: NonNullable<Product['bundlePage']> };
}) {
  const page = product.bundlePage;
  const names = [...new Set(BUNDLE_PART_SLOTS.flatMap((slot) => page[slot]?.productNames ?? []))];
  const parts = await getProductsByNames(brand.key, names).catch(() => null);
  if (parts === null || parts.length === 0) {
    return <Notice tone="warning">This bundle cannot be built right now. Please try again in a moment.</Notice>;
  }
  const pricing =
    brand.splitKingSecondBaseSurcharge === undefined ? {} : { splitKingSecondBaseSurcharge: brand.splitKingSecondBaseSurcharge };
  const bundle = { id: product.id, title: product.title, properties: product.properties, bundlePage: page };
  return <BundleSection offer={{ pricing, bundle, parts: parts.map(pieceProduct) }} currency={productCurrency(product)} />;
}
