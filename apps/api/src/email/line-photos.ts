import { linePhoto, photoUrl, type PhotoWidth } from '@store/core/media/photo-rules';
import type { Db } from '../db/repositories/carts';
import { photosByProduct } from '../db/repositories/product-images';
import { storefrontLink } from './storefront-link';

/** A line's photo as an email shows it: an absolute JPEG URL on the brand's storefront, its shown size and alt text. */
export interface EmailPhoto {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The variant an email asks for: JPEG (not every mail client shows WebP or AVIF), 400 px (sharp at 4x the shown width). */
const EMAIL_VARIANT_WIDTH: PhotoWidth = 400;
/** How wide a line's photo is shown in an email, in css px (the height follows the photo's proportions). */
export const EMAIL_PHOTO_SHOWN_WIDTH = 96;

/**
 * The photo of each order line (by item identifier) for an order email: the photo of the line's chosen colour, else the
 * colour-less one (core's linePhoto, as the cart line), as an absolute URL on the brand's storefront origin (its
 * channel's, else the STOREFRONT_ORIGIN template), where `/media/photos/` is served on every storefront. A line whose
 * product has no such photo has no entry: the email shows no image for it (never the drawing). One query for the order.
 */
export async function emailLinePhotos(
  db: Pick<Db, 'select'>,
  brand: string,
  lines: ReadonlyArray<{
    itemIdentifier: string;
    product: { id: string };
    properties: ReadonlyArray<{ name: string; value: string }>;
  }>,
  storefrontOrigin: string,
): Promise<Map<string, EmailPhoto>> {
  const photos = await photosByProduct(
    db,
    brand,
    lines.map((l) => l.product.id),
  );
  const result = new Map<string, EmailPhoto>();
  for (const line of lines) {
    const photo = linePhoto(photos.get(line.product.id) ?? [], line.properties);
    if (!photo) continue;
    result.set(line.itemIdentifier, {
      url: storefrontLink(storefrontOrigin, brand, photoUrl(photo.src, EMAIL_VARIANT_WIDTH, 'jpg')),
      width: EMAIL_PHOTO_SHOWN_WIDTH,
      height: Math.max(1, Math.round((EMAIL_PHOTO_SHOWN_WIDTH * photo.height) / photo.width)),
      alt: photo.alt,
    });
  }
  return result;
}
