import type { BrandConfig } from '@store/core/brands';
import type { Product } from '@store/core/product';
import { getProductsByNames } from '../../../lib/api/products';
import { productCurrency } from '../product-pricing';
import { pieceProduct } from '../pieces/piece-product';
import { CollectionSection } from './collection-section';

/**
 * The server side of a furniture product's collection: its items' products are read from the API (cached), and the
 * picker gets what it prices with. A product without a collection, or a failed read, shows no collection: the product
 * itself stays purchasable.
 */
export async function CollectionSlot({ brand, product }: { brand: BrandConfig; product: Product }) {
  const items = product.collectionItems;
  if (items === undefined) return null;
  const pieces = await getProductsByNames(
    brand.key,
    items.map((item) => item.productName),
  ).catch(() => []);
  if (pieces.length === 0) return null;
  const pricing =
    brand.splitKingSecondBaseSurcharge === undefined ? {} : { splitKingSecondBaseSurcharge: brand.splitKingSecondBaseSurcharge };
  return (
    <CollectionSection
      offer={{ pricing, main: pieceProduct(product), items, pieces: pieces.map(pieceProduct) }}
      currency={productCurrency(product)}
    />
  );
}
