import type { Product } from './product';
// Types only: the storefront imports this file and must not ship core's zod schemas (light pages).
import type { PairedUpsellItem, UpsellItem } from './upsell';

/** Every part an offer puts in the cart: the item, then its paired item. */
export function offerParts(item: UpsellItem): Array<UpsellItem | PairedUpsellItem> {
  return item.pairedItem ? [item, item.pairedItem] : [item];
}

/**
 * Whether the catalogue sells every part of an offer as the offer describes it: each part's product exists and has each
 * default property value among its options (a property the product lacks does not apply). A Twin XL bamboo frame that
 * the catalogue does not make is not offered, rather than a Queen frame put in its place.
 */
export function offerFitsCatalogue(item: UpsellItem, productById: ReadonlyMap<string, Pick<Product, 'properties'>>): boolean {
  return offerParts(item).every((part) => {
    const product = productById.get(part.productId);
    if (product === undefined) return false;
    return part.defaultProperties.every((d) => {
      const property = product.properties.find((p) => p.name === d.type);
      return property === undefined || property.options.some((o) => o.value === d.defaultValue);
    });
  });
}
