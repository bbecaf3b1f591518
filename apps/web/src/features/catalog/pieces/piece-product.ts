import type { ResolvableProduct } from '@store/core/cart/resolve-line';
import type { Product } from '@store/core/product';
import { variantMedia } from '@store/core/variant-media';
import { sizedMediaUrl } from '../../../lib/media/media-url';

/** Thumbnail width of a piece in a collection or bundle list (CSS pixels). */
export const PIECE_THUMB_WIDTH = 96;

/**
 * A product sold with another (a collection item, a bundle part) as the page sends it to the browser: what pricing and
 * the rules read (core partPrice, the colour rules), its title, its page (none for a product without one) and a
 * thumbnail per colour. Its copy, gallery and size guide stay on the server.
 */
export type PieceProduct = ResolvableProduct &
  Pick<Product, 'id' | 'name' | 'title'> & {
    url: string | null;
    /** Thumbnail by Color value ('' for a product without colours). */
    thumbs: Readonly<Record<string, string>>;
  };

export function pieceProduct(product: Product): PieceProduct {
  const colors = product.properties.find((p) => p.name === 'Color')?.options.map((o) => o.value) ?? [''];
  const thumbOf = (Color: string) => {
    const image = variantMedia(product.mediaCollection, Color === '' ? {} : { Color })[0];
    return image ? sizedMediaUrl(image.thumbUrl || image.url, PIECE_THUMB_WIDTH) : '';
  };
  return {
    id: product.id,
    name: product.name,
    title: product.title,
    inventoryKey: product.inventoryKey,
    properties: product.properties,
    pricing: product.pricing,
    availability: product.availability,
    attributes: product.attributes,
    url: product.attributes.markers.includes('no-own-page') ? null : product.metadata.url,
    thumbs: Object.fromEntries(colors.map((c) => [c, thumbOf(c)])),
  };
}

/** A piece's thumbnail in the chosen colour, else its first. */
export function pieceThumb(piece: Pick<PieceProduct, 'thumbs'>, color: string | undefined): string {
  return piece.thumbs[color ?? ''] ?? Object.values(piece.thumbs)[0] ?? '';
}

/** The title of a piece's option value (Walnut for walnut), else the value itself. */
export function optionTitle(piece: Pick<Product, 'properties'>, name: string, value: string): string {
  return piece.properties.find((p) => p.name === name)?.options.find((o) => o.value === value)?.title ?? value;
}
