import { fetchClientToken } from '../../../../lib/api/braintree';
import { userFacingMessage } from '../../../../lib/api/errors';
import { payWithToken } from '../place-order';
import type { PaymentHandler } from './handler';

/**
 * PayPal and PayPal Credit (via braintree). Live mode: billing's PayPal button produced a one-time
 * nonce, which pays the order (the API's Braintree sale). Sandbox: a client token of this session starts the payment; the answer
 * sends the shopper to PayPal's page, which returns to review with orderId and payment_intent (the review step
 * completes the payment with that marker).
 */
export const paypalHandler: PaymentHandler = {
  async pay({ order, paymentToken, deps }) {
    if (paymentToken !== null) return payWithToken(order.id, paymentToken, deps);
    let clientToken: string;
    try {
      clientToken = await fetchClientToken();
    } catch (error) {
      return { kind: 'failed', message: userFacingMessage(error) };
    }
    return payWithToken(order.id, clientToken, deps);
  },
};
