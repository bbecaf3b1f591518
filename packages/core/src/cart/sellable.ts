import type { Availability } from '../product';

/**
 * Sellable and back-order rules. Free of zod (types only), so the product page imports it without shipping the
 * schemas; the API and the storefront use these two functions and no copies.
 */

/** A variant is sellable only if active and (in stock or back-order allowed); an unknown sku is not. */
export function isSellable(availability: Availability | undefined): boolean {
  return availability !== undefined && availability.isActive && (availability.isInStock || availability.isBackOrderAllowed);
}

/** Back-order applies when active, out of stock and back-order allowed. */
export function isBackOrder(availability: Availability | undefined): boolean {
  return availability !== undefined && availability.isActive && !availability.isInStock && availability.isBackOrderAllowed;
}
