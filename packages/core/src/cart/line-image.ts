import { linePhoto, photoUrl, type PhotoWidth } from '../media/photo-rules';
import type { Product } from '../product';

/** The width a cart line's photo thumbnail is made at (shown about 64 css px wide: sharp at 2x). */
export const CART_PHOTO_WIDTH: PhotoWidth = 160;

/** A product as the cart reads it: the catalogue's document with the store's photos (absent or empty: none). */
export type CartProduct = Product & {
  readonly photos?: ReadonlyArray<{ readonly color: string | null; readonly src: string }>;
};

/**
 * A cart line's image: the photo of the line's chosen colour, else the colour-less one (linePhoto), as a WebP
 * thumbnail; a product without such a photo shows its first drawing's thumbnail (null: no image at all).
 */
export function cartLineImage(
  product: Pick<CartProduct, 'mediaCollection' | 'photos'>,
  properties: ReadonlyArray<{ readonly name: string; readonly value: string }>,
): string | null {
  const photo = linePhoto(product.photos ?? [], properties);
  if (photo) return photoUrl(photo.src, CART_PHOTO_WIDTH, 'webp');
  return product.mediaCollection[0]?.thumbUrl ?? null;
}
