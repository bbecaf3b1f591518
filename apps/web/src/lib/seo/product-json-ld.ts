import type { Availability, Product } from '@store/core/product';
import type { Currency } from '@store/core/money';
import type { BottomlineSummary } from '@store/core/reviews/wire';
import { variantPrice, type Selection } from '@store/core/variant';
import { isBackOrder, isSellable } from '@store/core/cart/sellable';

export type SchemaAvailability = 'https://schema.org/InStock' | 'https://schema.org/BackOrder' | 'https://schema.org/OutOfStock';

/** Through core's rules: out of stock unless sellable (and the brand takes orders); back order when core says so. */
export function schemaAvailability(availability: Availability | undefined, takesOrders: boolean): SchemaAvailability {
  if (!takesOrders || !isSellable(availability)) return 'https://schema.org/OutOfStock';
  return isBackOrder(availability) ? 'https://schema.org/BackOrder' : 'https://schema.org/InStock';
}

/** Minor units as the decimal string schema.org expects (149900 -> "1499.00"), without float arithmetic. */
export function decimalPrice(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface ProductJsonLdInput {
  product: Product;
  selection: Selection;
  brandName: string;
  currency: Currency;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL prefix for images (the site origin). */
  origin: string;
  takesOrders: boolean;
  /** The product's reviews bottomline; aggregateRating is added only with at least one review. */
  rating?: BottomlineSummary | null;
}

/** schema.org AggregateRating, only when there is at least one review (an empty rating is invalid structured data). */
export function aggregateRating(rating: BottomlineSummary | null | undefined): Record<string, unknown> | null {
  if (!rating || rating.totalReviews < 1) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: rating.averageScore,
    reviewCount: rating.totalReviews,
    bestRating: 5,
    worstRating: 1,
  };
}

/** schema.org Product with an Offer for the shown variant, so search engines read price and availability. */
export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const { product, selection } = input;
  const price = variantPrice(product, selection);
  const rating = aggregateRating(input.rating);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.content.summary,
    sku: price.sku,
    mpn: product.inventoryKey,
    brand: { '@type': 'Brand', name: input.brandName },
    image: product.mediaCollection.map((media) => (media.url.startsWith('/') ? `${input.origin}${media.url}` : media.url)),
    offers: {
      '@type': 'Offer',
      url: input.url,
      sku: price.sku,
      price: decimalPrice(price.price),
      priceCurrency: input.currency,
      availability: schemaAvailability(product.availability[price.sku], input.takesOrders),
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

/** JSON for a <script type="application/ld+json">, with '<' escaped so the text cannot close the script element. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
