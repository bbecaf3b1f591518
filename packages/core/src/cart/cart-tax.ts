import type { Currency } from '../money';
import { cartExtra } from './cart-extra';
import type { Cart } from './cart-schema';
import { taxTitle, type TaxQuote } from './tax';

/**
 * What the cart says about its tax: 'at-checkout' until a shipping address prices it (the storefront shows
 * 'Calculated at checkout', never a number or FREE), 'estimate' when only the state rate is known, 'quoted' otherwise.
 */
export type TaxStatus = 'at-checkout' | 'estimate' | 'quoted';

/** What a tax provider prices: the address, each merchandise line's amount after discounts, and shipping (minor units). */
export interface TaxRequest {
  country: string;
  state: string;
  zip: string | null;
  city?: string | null;
  currency: Currency;
  lines: Array<{ id: string; quantity: number; amount: number }>;
  shipping: number;
}

/** The tax request of a priced cart, or null when there is nothing to tax yet (no shipping address, no merchandise). */
export function taxRequestOf(cart: Cart): TaxRequest | null {
  if (cart.region === null || cart.items.length === 0) return null;
  return {
    country: cart.region.country,
    state: cart.region.state,
    zip: cart.region.zip,
    currency: cart.currency,
    lines: cart.items.map((i) => ({ id: i.itemIdentifier, quantity: i.quantity, amount: i.priceAfterDiscount })),
    shipping: cart.extras.filter((e) => e.kind === 'shipping').reduce((sum, e) => sum + e.pricing.price.amount, 0),
  };
}

/**
 * The cart with its quoted tax: one tax extra whose title names the parts, added to the total, and the tax status. No
 * quote (no address yet): no tax extra and 'at-checkout', so nothing a shopper reads claims a tax that is not known.
 */
export function withTax(cart: Cart, quote: TaxQuote | null): Cart {
  const untaxed = cart.extras.filter((e) => e.kind !== 'tax');
  const before = cart.totalPrice.amount - taxOf(cart);
  if (quote === null) return { ...cart, extras: untaxed, totalPrice: { amount: before }, taxStatus: 'at-checkout' };
  return {
    ...cart,
    extras: [...untaxed, cartExtra('TAX', 'tax', taxTitle(quote), 'tax', quote.amount, cart.currency)],
    totalPrice: { amount: before + quote.amount },
    taxStatus: quote.estimate ? 'estimate' : 'quoted',
  };
}

const taxOf = (cart: Cart) => cart.extras.filter((e) => e.kind === 'tax').reduce((s, e) => s + e.pricing.price.amount, 0);
