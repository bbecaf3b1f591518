import type { PaymentRow } from '../../db/repositories/payments';
import type { RefundRow } from '../../db/repositories/refunds';
import type { PaymentProviderAdapter, RefundOutcome, RefundRequest } from '../../payments/provider';

/**
 * What the provider is asked for a recorded refund: the row's amount and currency, of the captured payment it was
 * recorded against, under the row's key (`refund_{id}`), the same on the first call and on every reconciling one.
 */
export function refundRequestOf(
  refund: Pick<RefundRow, 'brand' | 'orderId' | 'amount' | 'currency' | 'idempotencyKey'>,
  payment: Pick<PaymentRow, 'brand' | 'orderId' | 'idempotencyKey' | 'providerRef'>,
): RefundRequest {
  return {
    brand: refund.brand,
    orderId: refund.orderId,
    payment: {
      brand: payment.brand,
      orderId: payment.orderId,
      idempotencyKey: payment.idempotencyKey,
      providerRef: payment.providerRef ?? '',
    },
    amount: refund.amount,
    currency: refund.currency,
    idempotencyKey: refund.idempotencyKey,
  };
}

/** A provider refund that throws (network, time-out, a refund still processing) is an unknown outcome, never a failure: null. */
export async function callProviderRefund(
  provider: PaymentProviderAdapter,
  request: RefundRequest,
): Promise<RefundOutcome | null> {
  try {
    return await provider.refund(request);
  } catch {
    return null;
  }
}
