import type { Product } from '../product';
import { defaultSelection, variantPrice, type VariantPrice } from '../variant';

/** "Sale up to 30%": no catalogue price is ever more than this percentage off its list price. */
export const SALE_MAX_DISCOUNT = 30;

const NOT_FOR_SALE_GROUPS: ReadonlySet<string> = new Set(['warranty', 'service']);

export interface SaleItem<T> {
  product: T;
  /** The default variant's price: what its card shows. */
  price: VariantPrice;
}

type Saleable = Pick<Product, 'attributes' | 'properties' | 'pricing' | 'inventoryKey' | 'availability'>;

/**
 * /sale: the products whose shown price (the default variant, as on every card) has a discount above 0 and is active,
 * that have a page of their own and are not a warranty or service; largest discount first, catalogue order within one.
 */
export function saleItems<T extends Saleable>(products: readonly T[]): SaleItem<T>[] {
  return products
    .filter((p) => !NOT_FOR_SALE_GROUPS.has(p.attributes.group) && !p.attributes.markers.includes('no-own-page'))
    .map((product) => ({ product, price: variantPrice(product, defaultSelection(product)) }))
    .filter((item) => item.price.discount > 0 && item.product.availability[item.price.sku]?.isActive === true)
    .sort((a, b) => b.price.discount - a.price.discount);
}

/** The sale's headline figure: the largest discount actually listed (never more than a price shows), 0 without a sale. */
export function saleHeadlineDiscount(items: readonly SaleItem<unknown>[]): number {
  return items.reduce((max, item) => Math.max(max, item.price.discount), 0);
}

/** The listed discounts, largest first: one section per discount on the page. */
export function saleDiscounts(items: readonly SaleItem<unknown>[]): number[] {
  return [...new Set(items.map((item) => item.price.discount))];
}
