import { REDIRECT_START_TOKEN } from '@store/core/payments/provider-flows';
import { payWithToken } from '../place-order';
import { openHealthSavingsFrame } from '../truemed-frame-store';
import type { PaymentHandler } from './handler';

/**
 * Truemed (modal flag "health-savings provider frame"): the start token opens the order's Truemed session;
 * instead of leaving the store, its page opens in the health-savings modal. Approving there takes the whole window
 * back to review with truemedSessionId; closing the modal ends this attempt with the modal's message.
 */
export const truemedHandler: PaymentHandler = {
  async pay({ order, deps }) {
    const started = await payWithToken(order.id, REDIRECT_START_TOKEN, deps);
    if (started.kind !== 'redirect') return started;
    return openHealthSavingsFrame(started.url);
  },
};
