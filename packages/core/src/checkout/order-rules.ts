import type { BrandConfig } from '../brands';
import type { DomainError } from '../result';

export const PAYMENT_PROVIDER_NOT_FOUND = 'Payment provider not found';
export const ORDER_NOT_FOUND = 'Order not found';
export const BRAND_MISMATCH_MESSAGE = "The order's brand is not this store's brand";

/**
 * Who may place an order where (POST /orders, and its messages): a discontinued brand takes none; the body's brand
 * must be the store's own; the payment provider must be one the brand offers ('Payment provider not found').
 * Null when the order may go ahead.
 */
export function orderRefusal(
  brand: Pick<BrandConfig, 'key' | 'name' | 'status' | 'paymentProviders'>,
  order: { brand: string; billingProvider: string },
): DomainError | null {
  if (brand.status !== 'active') return { code: 'BRAND_DISCONTINUED', message: `${brand.name} no longer takes orders` };
  if (order.brand !== brand.key) return { code: 'BAD_REQUEST', message: BRAND_MISMATCH_MESSAGE };
  if (!(brand.paymentProviders as readonly string[]).includes(order.billingProvider))
    return { code: 'PROVIDER_NOT_FOUND', message: PAYMENT_PROVIDER_NOT_FOUND };
  return null;
}
