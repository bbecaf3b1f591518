import './zod-jitless';
import { amazonCheckoutSessionSchema } from '@store/core/payments/amazon-pay-wire';
import type { AmazonChargeAmount, AmazonCheckoutSession } from '@store/core/payments/amazon-pay-session';
import { browserRequest } from './browser-request';

/** The first API, or the newer one behind the brand flag amazonPayV2. */
const base = (v2: boolean) => (v2 ? '/amazonpay/v2/sessions' : '/amazonpay/session');

/** Wallet session creation with the review return URL (a storefront path: the API refuses anything else). */
export function createWalletSession(v2: boolean, checkoutReviewReturnUrl: string): Promise<AmazonCheckoutSession> {
  const query = new URLSearchParams({ checkoutReviewReturnUrl });
  return browserRequest('POST', `${base(v2)}?${query.toString()}`, amazonCheckoutSessionSchema);
}

/** GET /amazonpay/session/{id} (or v2): the shopper's own session. */
export function getWalletSession(v2: boolean, id: string): Promise<AmazonCheckoutSession> {
  return browserRequest('GET', `${base(v2)}/${encodeURIComponent(id)}`, amazonCheckoutSessionSchema);
}

/** POST /amazonpay/v2/sessions/{id}/complete with chargeAmount (amount) and currencyCode. */
export function completeWalletSession(id: string, chargeAmount: AmazonChargeAmount): Promise<AmazonCheckoutSession> {
  return browserRequest('POST', `/amazonpay/v2/sessions/${encodeURIComponent(id)}/complete`, amazonCheckoutSessionSchema, {
    chargeAmount,
  });
}
