import { fetchClientToken } from '../../../../lib/api/braintree';
import { userFacingMessage } from '../../../../lib/api/errors';
import { payWithToken } from '../place-order';
import type { PaymentHandler } from './handler';

/**
 * PayPal and PayPal Credit (via braintree, SPEC §3): a client token of this session starts the payment; the answer
 * sends the shopper to PayPal's page, which returns to review with orderId and payment_intent (the review step
 * completes the payment with that marker).
 */
export const paypalHandler: PaymentHandler = {
  async pay({ order, deps }) {
    let clientToken: string;
    try {
      clientToken = await fetchClientToken();
    } catch (error) {
      return { kind: 'failed', message: userFacingMessage(error) };
    }
    return payWithToken(order.id, clientToken, deps);
  },
};
