import type { Currency } from '../money';
import type { CartExtra } from './cart-schema';

/** One extra line of a cart (sku, name, title, pricing.price.amount, pricing.profilePrice, parcelDimensions). */
export function cartExtra(
  sku: string,
  name: string,
  title: string,
  kind: CartExtra['kind'],
  amount: number,
  currency: Currency,
): CartExtra {
  return {
    sku,
    name,
    title,
    kind,
    pricing: { price: { amount }, profilePrice: { amount, currency } },
    parcelDimensions: null,
  };
}
