import type { BrandKey, Product } from '@store/core';
import type { Db } from '../../db/repositories/carts';
import { photoUrl, photosForColor } from '@store/core/media/photo-rules';
import type { ProductPhoto } from '@store/core/media/photo-wire';
import { findProducts } from '../../db/repositories/products';
import { photosByProduct } from '../../db/repositories/product-images';

/** Loads products by id once per request: validating a change and reading the cart back share the lookups. */
export interface ProductLoader {
  load(ids: readonly string[]): Promise<Map<string, Product>>;
}

export function productLoader(db: Db, brand: BrandKey): ProductLoader {
  const known = new Map<string, Product | null>();
  return {
    async load(ids) {
      const missing = [...new Set(ids)].filter((id) => !known.has(id));
      if (missing.length > 0) {
        // The photos in the same round trip: a cart line shows the product's first photo where it has one.
        const [found, photos] = await Promise.all([findProducts(db, brand, 'id', missing), photosByProduct(db, brand, missing)]);
        for (const id of missing) known.set(id, null);
        for (const product of found) known.set(product.id, withCartPhoto(product, photos.get(product.id) ?? []));
      }
      const result = new Map<string, Product>();
      for (const id of ids) {
        const product = known.get(id);
        if (product) result.set(id, product);
      }
      return result;
    },
  };
}

/** The width a cart line's thumbnail is made at (64 css px, sharp at 2x). */
const CART_PHOTO_WIDTH = 160;

/**
 * A product whose first image (the one a cart line shows) is its first staff photo, the colour-less ones first, as a
 * WebP thumbnail; a product without photos keeps its drawing.
 */
export function withCartPhoto(product: Product, photos: readonly ProductPhoto[]): Product {
  const photo = photosForColor(photos, undefined)[0] ?? photos[0];
  const [first, ...rest] = product.mediaCollection;
  if (!photo || !first) return product;
  const thumbUrl = photoUrl(photo.src, CART_PHOTO_WIDTH, 'webp');
  return { ...product, mediaCollection: [{ ...first, thumbUrl, alt: photo.alt }, ...rest] };
}
