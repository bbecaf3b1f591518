import { EMPTY_AMAZON_SESSION_MESSAGE, walletRedirect } from '@store/core/payments/amazon-pay-session';
import { userFacingMessage } from '../../../../lib/api/errors';
import { checkoutSnapshot } from '../../checkout-store';
import { paymentKey } from '../attempt-key';
import type { PaymentHandler } from './handler';

/**
 * Amazon Pay (Wallet checkout session): the order is paid with the wallet session id; the server sets the
 * session's payment details to the order's total and answers Amazon's payment page, where the buyer is sent (a missing
 * URL is an error). The start uses its own Idempotency-Key: the return from Amazon pays with the same session id
 * under the ordinary key, which must not replay this first answer.
 */
export const amazonPayHandler: PaymentHandler = {
  async pay({ order, paymentToken, deps }) {
    const sessionId = paymentToken ?? checkoutSnapshot().walletSessionId;
    if (sessionId === null || sessionId === '') return { kind: 'failed', message: EMPTY_AMAZON_SESSION_MESSAGE };
    try {
      const paid = await deps.payOrder(order.id, sessionId, `${paymentKey(order.id, sessionId)}-start`);
      if (paid.paymentStatus === 'succeeded') return { kind: 'paid', order: paid.order };
      const redirect = walletRedirect(paid.redirectUrl);
      return redirect.ok ? { kind: 'redirect', url: redirect.url } : { kind: 'failed', message: redirect.message };
    } catch (error) {
      return { kind: 'failed', message: userFacingMessage(error) };
    }
  },
};
