import { REDIRECT_START_TOKEN } from '@store/core/payments/provider-flows';
import { payWithToken } from '../place-order';
import type { PaymentHandler } from './handler';

/** 64 random bits for the start call's key (getRandomValues works outside secure contexts too). */
function startNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Redirect providers (Affirm, Afterpay, Splitit, Acima, Bank, Link): Place order starts the provider's checkout with
 * REDIRECT_START_TOKEN; the API answers requires_action and the provider's page, where the browser goes (the return
 * to review pays with the marker). Each Place order is a new start: the key of a cancelled start would replay its
 * spent page, while a double click never gets here twice (the loading flag).
 */
export const redirectHandler: PaymentHandler = {
  pay({ order, deps }) {
    return payWithToken(order.id, REDIRECT_START_TOKEN, deps, `pay-${order.id}-${REDIRECT_START_TOKEN}-${startNonce()}`);
  },
};
