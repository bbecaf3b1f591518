import { GENERIC_ERROR_MESSAGE } from '../../../../lib/api/errors';
import { payWithToken } from '../place-order';
import type { PaymentHandler } from './handler';

/** Card and express sheets: the token billing (or the sheet) produced pays the order. */
export const tokenHandler: PaymentHandler = {
  async pay({ order, paymentToken, deps }) {
    if (paymentToken === null) return { kind: 'failed', message: GENERIC_ERROR_MESSAGE };
    return payWithToken(order.id, paymentToken, deps);
  },
};
