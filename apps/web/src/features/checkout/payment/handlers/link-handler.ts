import { payWithToken } from '../place-order';
import type { PaymentHandler } from './handler';
import { redirectHandler } from './redirect-handler';

/**
 * Link, both ways: from the express button its sheet already gave a single-use token, which pays at once (one click);
 * chosen on billing there is no token, and Place order starts Link's own page like any redirect provider.
 */
export const linkHandler: PaymentHandler = {
  pay(args) {
    if (args.express && args.paymentToken !== null) return payWithToken(args.order.id, args.paymentToken, args.deps);
    return redirectHandler.pay(args);
  },
};
