import type { TaxStatus } from './cart/cart-tax';
import { formatMoney, type Currency } from './money';
import type { Availability } from './product';

/** A delivery window in business days; twentyFourHour marks 24-hour shipping. */
export interface ShippingWindow {
  from: number;
  to: number;
  twentyFourHour?: boolean;
}

/** The estimate shown when no window is known. */
export const DEFAULT_SHIPPING_ESTIMATE = '1 - 3';
export const TWENTY_FOUR_HOUR_ESTIMATE = '24 Hours!';
export const FREE_SHIPPING_LABEL = 'Free shipping';
export const FREE_TAX_LABEL = 'FREE';
export const TAX_AT_CHECKOUT_LABEL = 'Calculated at checkout';

/** '1 - 3' by default; '24 Hours!' when the upper bound is 1 and 24-hour shipping applies; else 'from - to' with an upper bound of 1 shown as 2. */
export function shippingEstimateText(window?: ShippingWindow): string {
  if (window === undefined) return DEFAULT_SHIPPING_ESTIMATE;
  if (window.to === 1 && window.twentyFourHour === true) return TWENTY_FOUR_HOUR_ESTIMATE;
  return `${window.from} - ${window.to === 1 ? 2 : window.to}`;
}

/** Shipping is labelled 'Free shipping' when the amount (minor units) is 0, else the formatted amount. */
export function shippingPriceLabel(amount: number, currency: Currency): string {
  return amount === 0 ? FREE_SHIPPING_LABEL : formatMoney({ amount, currency });
}

/**
 * Tax shows FREE when zero or absent, else the formatted amount (minor units). Before a shipping address the
 * tax is not known (status 'at-checkout'): it says 'Calculated at checkout', never FREE, since checkout will add it.
 */
export function taxLabel(amount: number | null | undefined, currency: Currency, status?: TaxStatus): string {
  if (status === 'at-checkout') return TAX_AT_CHECKOUT_LABEL;
  return amount === null || amount === undefined || amount === 0 ? FREE_TAX_LABEL : formatMoney({ amount, currency });
}

/**
 * One window for several skus shipped together: the latest start and the latest end (the order arrives when its
 * slowest sku does), 24-hour only when every sku ships in 1 - 1; white-glove windows when asked; undefined for none.
 */
export function shippingWindowFor(
  availabilities: readonly Availability[],
  options: { whiteGlove?: boolean } = {},
): ShippingWindow | undefined {
  if (availabilities.length === 0) return undefined;
  const windows = availabilities.map((a) =>
    options.whiteGlove === true ? { from: a.wgsShippingFrom, to: a.wgsShippingTo } : { from: a.shippingFrom, to: a.shippingTo },
  );
  return {
    from: Math.max(...windows.map((w) => w.from)),
    to: Math.max(...windows.map((w) => w.to)),
    twentyFourHour: windows.every((w) => w.from === 1 && w.to === 1),
  };
}
