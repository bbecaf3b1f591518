import type { Deps } from '../../context';
import type { PaymentRow } from '../../db/repositories/payments';
import type { PaymentProviderAdapter } from '../../payments/provider';
import { finishAttempt, voidOrphan } from './finish-attempt';

/**
 * Reconciliation of one `processing` attempt whose process died between the provider call and its commit:
 * the provider is asked by the attempt's idempotency key, and its answer written as the payment's own would have been
 * (a charge pays the order once, or is voided when it does not match; no charge fails the attempt and frees the
 * coupon). Safe to run from several processes at once: the write happens only while the attempt is still processing.
 */
export async function reconcileAttempt(
  deps: Pick<Deps, 'db' | 'now'>,
  attempt: PaymentRow,
  provider: PaymentProviderAdapter,
): Promise<void> {
  const ref = {
    brand: attempt.brand,
    orderId: attempt.orderId,
    idempotencyKey: attempt.idempotencyKey,
    providerRef: attempt.providerRef,
  };
  const outcome = await provider.retrieve(ref);
  const { toVoid } = await finishAttempt(deps, attempt, outcome);
  if (toVoid) await voidOrphan(provider, attempt, toVoid);
}
