import type { ProductGroup } from '@store/core/product';
import type { UpsellItem } from '@store/core/upsell';

export interface OfferRow {
  offer: UpsellItem;
  version: string;
}

/** How an offer involves the product on the page: it puts this product in the cart, or it is offered with its group. */
export type OfferRelation = 'adds-this' | 'shown-with';

/** The offers around a product, in catalogue order: those that add it, and those offered with its group. */
export function offersAround(
  rows: readonly OfferRow[],
  product: { id: string; group: ProductGroup },
): Array<OfferRow & { relation: OfferRelation }> {
  return rows.flatMap((row): Array<OfferRow & { relation: OfferRelation }> => {
    if (row.offer.productId === product.id) return [{ ...row, relation: 'adds-this' }];
    return row.offer.sellsWith.includes(product.group) ? [{ ...row, relation: 'shown-with' }] : [];
  });
}

/** A free name for a copy: `free-sheets-2`, `free-sheets-3`, ... */
export function freeName(base: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A new offer started from an existing one (the card's texts, images and display fields), under a free name, offered
 * with the page's product group. Every field stays editable; the server checks the whole offer as the importer does.
 */
export function newOfferFrom(template: UpsellItem, group: ProductGroup, taken: ReadonlySet<string>): UpsellItem {
  const { excludes: _excludes, ...rest } = template;
  return {
    ...rest,
    name: freeName(template.name, taken),
    sellsWith: template.sellsWith.includes(group) ? template.sellsWith : [...template.sellsWith, group],
  };
}

/** The product an offer adds, with the skus it is sold by: the default variant is its first sku after the stem. */
export interface AddableProduct {
  id: string;
  title: string;
  /** The sku stem first, then the variant skus. */
  skus: readonly string[];
}

/** Points the offer at another product: its sku becomes that product's first variant, its fallback the stem. */
export function withProduct(offer: UpsellItem, product: AddableProduct): UpsellItem {
  const [stem = offer.fallbackSku, first] = product.skus;
  return { ...offer, productId: product.id, fallbackSku: stem, sku: first ?? stem };
}

/** The badge of an offer's price: a gift, a percent off, or full price. */
export function discountLabel(discount: number): string {
  return discount === 100 ? 'Gift' : discount > 0 ? `${discount}% off` : 'Full price';
}
