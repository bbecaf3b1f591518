import { photosForColor } from '@store/core/media/photo-rules';
import type { ProductPhoto } from '@store/core/media/photo-wire';
import type { Currency } from '@store/core/money';
import type { Product } from '@store/core/product';
import { sortProperties } from '@store/core/properties';
import type { Bottomlines, BottomlineSummary } from '@store/core/reviews/wire';
import { isRecommendable } from '@store/core/recommendations/catalogue-signals';
import { allSelections, buildVariantSku, defaultSelection, variantPrice, type Selection } from '@store/core/variant';
import type { NewCartLine } from '../../lib/api/cart-schema';
import { sizedMediaUrl } from '../../lib/media/media-url';
import { productCurrency } from '../catalog/product-pricing';

/** What a recommendation card shows and adds: plain data, so a server page can pass its default row to the client. */
export interface RecommendationCard {
  id: string;
  title: string;
  href: string;
  image: string | null;
  /** The first staff photo of the card's colour (else a colour-less one), shown instead of `image`; null: none. */
  photo: Pick<ProductPhoto, 'src' | 'width' | 'height' | 'alt'> | null;
  price: number;
  listPrice: number;
  discount: number;
  currency: Currency;
  /** The line "Add to cart" sends: one unit of the slot's variant (the default selection unless the slot named another). */
  line: NewCartLine;
  /** The product's stars and review count (the row's one batch bottomlines call); none shows no stars. */
  rating?: BottomlineSummary;
}

/** The row's cards with their stars from one bottomlines answer; a card without an entry keeps none. */
export function withRatings(cards: readonly RecommendationCard[], ratings: Bottomlines): RecommendationCard[] {
  return cards.map((card) => {
    const rating = ratings[card.id];
    return rating ? { ...card, rating } : card;
  });
}

/** The variant a slot's sku names (the bundle box in the cart's size), else the product's default selection. */
export function selectionForSku(product: Pick<Product, 'inventoryKey' | 'properties'>, sku: string | undefined): Selection {
  const fallback = defaultSelection(product);
  if (sku === undefined) return fallback;
  return (
    allSelections(product.properties).find((s) => buildVariantSku(product.inventoryKey, product.properties, s) === sku) ??
    fallback
  );
}

/**
 * A product as a card: image (its first staff photo for the variant's colour, as a listing card, else its drawing),
 * title, the variant's price and its cart line.
 */
export function recommendationCard(product: Product & { photos?: readonly ProductPhoto[] }, sku?: string): RecommendationCard {
  const selection = selectionForSku(product, sku);
  const price = variantPrice(product, selection);
  const image = product.mediaCollection[0];
  return {
    id: product.id,
    title: product.title,
    href: product.metadata.url,
    image: image ? sizedMediaUrl(image.url, 400) : null,
    photo: photoOf(photosForColor(product.photos ?? [], selection.Color)[0]),
    price: price.price,
    listPrice: price.listPrice,
    discount: price.discount,
    currency: productCurrency(product),
    line: variantLine(product.id, selection),
  };
}

/** The photo's fields a card needs (plain data: a server page passes its default row to the client). */
function photoOf(photo: ProductPhoto | undefined): RecommendationCard['photo'] {
  return photo ? { src: photo.src, width: photo.width, height: photo.height, alt: photo.alt } : null;
}

/** One unit of a product's variant as a cart line, its properties in sort order (what Add to cart sends). */
export function variantLine(productId: string, selection: Readonly<Selection>): NewCartLine {
  return {
    productID: productId,
    quantity: 1,
    properties: sortProperties(Object.entries(selection).map(([name, value]) => ({ name, value }))),
  };
}

/** Widget fallback: the brand's first recommendable products in catalogue order, without the viewed product. */
export function defaultRecommendations(
  catalogue: ReadonlyArray<Product & { photos?: readonly ProductPhoto[] }>,
  options: { exclude?: string; limit?: number } = {},
): RecommendationCard[] {
  return catalogue
    .filter((p) => p.id !== options.exclude && isRecommendable(p))
    .slice(0, options.limit ?? 8)
    .map((p) => recommendationCard(p));
}
