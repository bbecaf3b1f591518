import type braintree from 'braintree';
import { fromDecimalAmount, toDecimalAmount } from '@store/core/payments/decimal-amount';
import type { PaymentProviderAdapter, RefundOutcome, RefundRef } from '../provider';
import { refundFailed, refundRequestProblem, replayed } from '../refund-outcomes';
import { searchByOrderId } from './braintree-search';
import { ProviderPendingError } from './live-outcome';

/** The SDK's refund with options (amount, orderId); its published types only know an amount. */
type RefundWithOptions = (
  transactionId: string,
  options: { amount: string; orderId: string },
) => Promise<braintree.ValidatedResponse<braintree.Transaction>>;

/** Braintree's validation codes for a refund it refuses, in the store's reasons. */
const REFUSALS: Readonly<Record<string, 'exceeds_captured' | 'not_refundable'>> = {
  '91521': 'exceeds_captured', // RefundAmountIsTooLarge
  '91512': 'exceeds_captured', // HasAlreadyBeenRefunded
  '91506': 'not_refundable', // CannotRefundUnlessSettled: not settled yet
  '91574': 'not_refundable', // CannotRefundSettlingTransaction
  '91505': 'not_refundable', // CannotRefundCredit
};

/**
 * The one exhaustive switch from a Braintree refund (a credit transaction) to the store's refund outcome: submitted
 * for settlement or later is the refund made; a refusal is declined; `authorizing` (or a credit left `authorized`) is
 * not an answer yet (thrown, the caller reconciles by the key).
 */
export function braintreeRefundOutcome(credit: braintree.Transaction): RefundOutcome {
  const status = credit.status;
  switch (status) {
    case 'submitted_for_settlement':
    case 'settlement_pending':
    case 'settling':
    case 'settlement_confirmed':
    case 'settled': {
      const currency = credit.currencyIsoCode.toUpperCase();
      const amount = fromDecimalAmount(credit.amount, currency);
      if (amount === null) throw new Error(`braintree: refund ${credit.id} of ${credit.amount} is not exact in ${currency}`);
      return { status: 'succeeded', providerRef: credit.id, amount, currency };
    }
    case 'processor_declined':
    case 'gateway_rejected':
    case 'failed':
    case 'settlement_declined':
    case 'authorization_expired':
    case 'voided':
      return refundFailed(
        'declined',
        `Braintree refund ${credit.id} is ${status}: ${credit.processorResponseText || 'refused'}.`,
      );
    case 'authorizing':
    case 'authorized':
      throw new ProviderPendingError(`braintree: refund ${credit.id} is ${status}`);
    default:
      throw new Error(`braintree: unknown refund status ${String(status)}`);
  }
}

/** The credit of this sale whose orderId is the store's refund key: the refund made under the key, if any. */
async function refundUnderKey(gateway: braintree.BraintreeGateway, ref: RefundRef): Promise<braintree.Transaction | null> {
  const found = await searchByOrderId(gateway, ref.idempotencyKey);
  return found.find((t) => t.type === 'credit' && t.refundedTransactionId === ref.payment.providerRef) ?? null;
}

/** The sale, or null when Braintree has no transaction under the reference (any other failure is thrown). */
async function findSale(gateway: braintree.BraintreeGateway, id: string): Promise<braintree.Transaction | null> {
  try {
    return await gateway.transaction.find(id);
  } catch (error) {
    if ((error as { type?: unknown }).type === 'notFoundError') return null;
    throw error;
  }
}

/**
 * Live Braintree (PayPal) refunds. Braintree has no idempotency key for refunds: the refund's `orderId` is the store's
 * refund key, and refund() first searches transactions by that orderId, answering a credit of this sale found there
 * instead of refunding again (a retried or reconciled call replays). The search and the refund are two calls, so two
 * calls with one key at the same instant could both refund: the store makes one call per refund row at a time.
 * Braintree refuses refunds beyond what the sale has left; the amount goes as an exact decimal string.
 */
export function braintreeRefunds(gateway: braintree.BraintreeGateway): Pick<PaymentProviderAdapter, 'refund' | 'retrieveRefund'> {
  return {
    async refund(request) {
      const earlier = await refundUnderKey(gateway, request);
      if (earlier) return replayed(braintreeRefundOutcome(earlier), request);
      const sale = await findSale(gateway, request.payment.providerRef);
      // Only the sale this very payment attempt made (its orderId is the attempt's key) is refunded by it.
      if (!sale || sale.type !== 'sale' || sale.orderId !== request.payment.idempotencyKey)
        return refundFailed('not_refundable', `No Braintree sale ${request.payment.providerRef} of this payment to refund.`);
      const problem = refundRequestProblem(request, sale.currencyIsoCode);
      if (problem) return problem;
      const refund = gateway.transaction.refund.bind(gateway.transaction) as unknown as RefundWithOptions;
      const amount = toDecimalAmount(request.amount, request.currency);
      const result = await refund(sale.id, { amount, orderId: request.idempotencyKey });
      // A processor's refusal of the credit comes back unsuccessful but with its transaction.
      if (result.transaction) return braintreeRefundOutcome(result.transaction);
      const codes = result.errors.deepErrors().map((e) => e.code);
      const reason = codes.map((code) => REFUSALS[code]).find((r) => r !== undefined) ?? 'declined';
      return refundFailed(reason, `Braintree refused the refund of sale ${sale.id}: ${result.message}`);
    },
    async retrieveRefund(ref) {
      const refund = await refundUnderKey(gateway, ref);
      return refund ? braintreeRefundOutcome(refund) : { status: 'not_found' };
    },
  };
}
