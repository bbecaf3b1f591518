import { GENERIC_ERROR_MESSAGE } from '../../../../lib/api/errors';
import { payWithToken } from '../place-order';
import type { PaymentHandler } from './handler';

/**
 * The express wallets: the payment sheet already gave a single-use token, so the order is paid with it at
 * once. Only called with the express flag (express providers receive their name and the flag).
 */
export const expressHandler: PaymentHandler = {
  async pay({ express, order, paymentToken, deps }) {
    if (!express || paymentToken === null) return { kind: 'failed', message: GENERIC_ERROR_MESSAGE };
    return payWithToken(order.id, paymentToken, deps);
  },
};
