import type { BrandKey, Product } from '@store/core';
import type { ProductWire } from '@store/core/media/photo-wire';
import type { Db } from '../../db/repositories/carts';
import { photosByProduct } from '../../db/repositories/product-images';

/** The products with their staff photos in order (one query for the lot); a product without any has `photos: []`. */
export async function withPhotos(db: Pick<Db, 'select'>, brand: BrandKey, products: readonly Product[]): Promise<ProductWire[]> {
  const photos = await photosByProduct(
    db,
    brand,
    products.map((p) => p.id),
  );
  return products.map((product) => ({ ...product, photos: photos.get(product.id) ?? [] }));
}
