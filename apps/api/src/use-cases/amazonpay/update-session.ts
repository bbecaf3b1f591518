import {
  DEFAULT_AMAZON_PAYMENT_INTENT,
  err,
  isCheckoutReturnPath,
  ok,
  type AmazonChargeAmount,
  type AmazonCheckoutSession,
  type AmazonPaymentIntent,
  type Result,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionOrder } from '../../db/repositories/orders';
import { findAmazonSession, sessionView, setPaymentDetails } from '../../payments/sandbox/amazon-sessions';
import { ownSession, type AmazonApiVersion } from './own-session';

export const CHARGE_AMOUNT_MISMATCH_MESSAGE = 'The charge amount does not match your order total';
export const SESSION_NOT_OPEN_MESSAGE = 'This checkout session is no longer open';
export const NOT_SIGNED_IN_MESSAGE = 'The buyer has not signed in to Amazon Pay yet';
export const ORDER_NOT_PAYABLE_MESSAGE = 'Order not found';
export const RESULT_URL_MESSAGE = 'checkoutResultReturnUrl must be a storefront path under /checkout/';

export interface UpdateSessionInput {
  sessionHash: string;
  id: string;
  version: AmazonApiVersion;
  paymentIntent?: AmazonPaymentIntent;
  chargeAmount?: AmazonChargeAmount;
  merchantReference: string;
  checkoutResultReturnUrl: string;
}

/**
 * "While Open: payment details are set (intent default Authorize, charge amount, merchant reference, return
 * URL)" (PATCH /amazonpay/session/{id}, /v2/sessions/{id}). The merchant reference is a pending order of this shopper;
 * the amount set is that order's server total: a chargeAmount the client sends is only checked against it (422 when
 * it differs), never used. Answers the session with Amazon's payment page as amazonPayRedirectUrl.
 */
export async function updateSession(
  ctx: RequestContext,
  input: UpdateSessionInput,
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<AmazonCheckoutSession>> {
  const own = await ownSession(ctx, input, deps);
  if (!own.ok) return own;
  const session = own.value;
  if (session.state !== 'Open') return err('CONFLICT', SESSION_NOT_OPEN_MESSAGE);
  if (!session.signedIn) return err('CONFLICT', NOT_SIGNED_IN_MESSAGE);
  if (!isCheckoutReturnPath(input.checkoutResultReturnUrl)) return err('BAD_REQUEST', RESULT_URL_MESSAGE);
  const order = await findSessionOrder(deps.db, ctx.brand, input.sessionHash, input.merchantReference);
  // Only an order to be paid with Amazon Pay: a session charged for a card order would be a second charge of it.
  if (order?.status !== 'pending' || order.paymentDetails.billingProvider !== 'amazonPay')
    return err('NOT_FOUND', ORDER_NOT_PAYABLE_MESSAGE);
  const sent = input.chargeAmount;
  if (sent !== undefined && (sent.amount !== order.totalAmount || sent.currencyCode !== order.currency))
    return err('AMOUNT_MISMATCH', CHARGE_AMOUNT_MISMATCH_MESSAGE);
  const details = {
    paymentIntent: input.paymentIntent ?? DEFAULT_AMAZON_PAYMENT_INTENT,
    amount: order.totalAmount,
    currency: order.currency,
    merchantReference: order.id,
    resultReturnUrl: input.checkoutResultReturnUrl,
    idempotencyKey: null,
  };
  const updated = await setPaymentDetails(deps.db, session, details, deps.now());
  if (!updated) return err('CONFLICT', SESSION_NOT_OPEN_MESSAGE);
  return ok(sessionView((await findAmazonSession(deps.db, ctx.brand, session.id)) ?? updated));
}
