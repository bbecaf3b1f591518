import { returnQuery, type PaymentProvider } from '@store/core';

/**
 * The provider has the payment but no final answer yet (Stripe `processing`, Braintree `authorizing`). Thrown, not
 * answered: the engine treats a throwing provider call as an unknown outcome and leaves the attempt `processing`, and
 * the reconciliation asks again later, so a payment still in flight is never written off as failed.
 */
export class ProviderPendingError extends Error {
  override readonly name = 'ProviderPendingError';
}

/**
 * The storefront's return to review for a payment the provider authorized and the store must still confirm
 * (capture): a relative path on the storefront, never an absolute URL, carrying the order and the provider's marker.
 */
export function reviewReturnPath(provider: PaymentProvider, orderId: string, providerRef: string): string {
  return `/checkout/review?${new URLSearchParams(returnQuery(provider, orderId, providerRef)).toString()}`;
}
