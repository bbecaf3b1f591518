import type { Deps } from '../../context';
import { movePaymentStatus } from '../../db/repositories/payment-attempts';
import { lockOrder, type PaymentRow } from '../../db/repositories/payments';
import type { PaymentProviderAdapter } from '../../payments/provider';
import { finishAttempt, voidOrphan } from './finish-attempt';

/**
 * How long a payment may wait for the shopper (3-D Secure, a redirect provider's page) before it is given up: an hour,
 * longer than any provider keeps its approval page open (the sandbox card token itself lasts 30 minutes).
 */
export const REQUIRES_ACTION_EXPIRY_MS = 60 * 60 * 1000;
export const PAYMENT_EXPIRED_MESSAGE = 'The payment was not completed in time. Please choose a payment method and try again.';

/**
 * Expiry of an attempt left `requires_action` past REQUIRES_ACTION_EXPIRY_MS. The provider is asked first: a
 * payment it finished meanwhile (approved and captured, a webhook lost) is settled like any answer, so a charge is never
 * dropped. One still waiting is marked failed under the order's lock, only if it is still waiting (a shopper's return
 * in flight wins), then voided at the provider so it can never be captured. The order stays pending.
 */
export async function expireWaitingAttempt(
  deps: Pick<Deps, 'db' | 'now'>,
  attempt: PaymentRow,
  provider: PaymentProviderAdapter,
): Promise<'expired' | 'settled' | 'kept'> {
  const ref = { brand: attempt.brand, orderId: attempt.orderId, idempotencyKey: attempt.idempotencyKey };
  const outcome = await provider.retrieve({ ...ref, providerRef: attempt.providerRef });
  if (outcome.status !== 'requires_action') {
    const { toVoid } = await finishAttempt(deps, attempt, outcome);
    if (toVoid) await voidOrphan(provider, attempt, toVoid);
    return 'settled';
  }
  const expired = await deps.db.transaction(async (tx) => {
    await lockOrder(tx, attempt.brand, attempt.orderId);
    return movePaymentStatus(tx, attempt, 'requires_action', 'failed', PAYMENT_EXPIRED_MESSAGE, deps.now());
  });
  if (!expired) return 'kept';
  await voidOrphan(provider, attempt, attempt.providerRef ?? outcome.providerRef);
  return 'expired';
}
