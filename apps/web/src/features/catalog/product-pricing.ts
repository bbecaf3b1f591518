import type { Currency } from '@store/core/money';
import type { Product } from '@store/core/product';

/** The currency a product is priced in (single pricing or the first list entry); the brand's region decides it at seed time. */
export function productCurrency(product: Pick<Product, 'pricing'>): Currency {
  const pricing = product.pricing;
  if (Array.isArray(pricing)) return pricing[0]?.totalPrice.currency ?? 'USD';
  return pricing.price.currency;
}
