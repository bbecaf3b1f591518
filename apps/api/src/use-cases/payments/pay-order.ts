import { err, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import type { PaymentProviderAdapter, ProviderOutcome } from '../../payments/provider';
import { beginAttempt, PAYMENT_IN_PROGRESS_MESSAGE, type AttemptStart, type PayOrderInput } from './begin-attempt';
import { finishAttempt, voidOrphan } from './finish-attempt';
import type { PaymentAnswer } from './order-result';
import { pollWhile } from './poll-while';
import { reconcileAttempt } from './reconcile-attempt';

export { ORDER_NOT_FOUND_MESSAGE, PLACEHOLDER_NEEDS_ZERO_TOTAL_MESSAGE, type PayOrderInput } from './begin-attempt';

type PayDeps = Pick<Deps, 'db' | 'now' | 'payments' | 'tax' | 'providerCallBudgetMs'>;

/**
 * How long a payment waits for another request's attempt on the same order before answering 409, and how often it
 * looks. Wall-clock time, whatever each look costs: with the balancer's 30 s server timeout, a wait counted in pauses
 * of 50 ms, each followed by a locking transaction of 100 ms under load, answered after 30 s with the balancer's 504.
 */
const IN_PROGRESS_WAIT = { waitMs: 10_000, pollMs: 50 };

export interface PayOptions {
  /**
   * Confirm right after a charge that answers requires_action, in the same attempt: for a payment the buyer approved
   * before the store asked (Amazon Pay v2's completion). One attempt from charge to capture, so a concurrent payment of
   * the order waits for it instead of replacing it halfway.
   */
  confirmApproved?: boolean;
}

/**
 * How long a payment request waits for the provider. A provider slower than this (a slow sandbox, a live
 * provider having a bad minute) gets the shopper's request answered "being processed" (409) within the budget; the
 * provider's late answer is still written when it comes, so the shopper's next look finds the order paid, or payable
 * again when the late answer was a decline. If the process dies first, the attempt's lease and the reconciliation
 * settle it (PROCESSING_LEASE_MS), as for any abandoned attempt.
 */
export const PROVIDER_CALL_BUDGET_MS = 4_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LATE: unique symbol = Symbol('late');

function inProgress(start: AttemptStart): boolean {
  return start.kind === 'answer' && !start.result.ok && start.result.error.reason === 'payment-in-progress';
}

/**
 * POST /orders/{id}/payment, exactly once. Three steps: (1) under the order's lock, answer what needs no
 * provider or record a `processing` attempt with its idempotency key; (2) call the provider outside any transaction,
 * as a remote API; (3) under the lock again, write its answer. Concurrent payments of one order find the processing
 * attempt and wait for it (up to IN_PROGRESS_WAIT, then 409), then are answered from the paid order or try theirs; a process killed between (2) and
 * (3) leaves the attempt for the reconciliation, which asks the provider by the same key. Amount and currency are the
 * order's frozen total; a cart changed since the order froze it is refused (409).
 */
export async function payOrder(
  ctx: RequestContext,
  input: PayOrderInput,
  deps: PayDeps,
  options: PayOptions = {},
): Promise<Result<PaymentAnswer>> {
  // Another request is paying this order right now: wait a little for its answer rather than refuse at once.
  const begin = () => beginAttempt(ctx, input, deps);
  let start = await pollWhile(await begin(), inProgress, begin, IN_PROGRESS_WAIT);
  if (start.kind === 'reconcile') {
    // An attempt abandoned by a dead process: settle it with the provider first, then decide again.
    // A provider that does not answer now leaves it processing: the shopper is told the payment is in progress.
    const reconciled = await reconcileAttempt(deps, start.attempt, start.provider).then(
      () => true,
      () => false,
    );
    if (!reconciled) return err('CONFLICT', PAYMENT_IN_PROGRESS_MESSAGE, 'payment-in-progress');
    start = await beginAttempt(ctx, input, deps);
    if (start.kind === 'reconcile') return err('CONFLICT', PAYMENT_IN_PROGRESS_MESSAGE, 'payment-in-progress');
  }
  if (start.kind === 'answer') return start.result;
  const { attempt, provider, order, replaced } = start;
  if (replaced?.providerRef) await voidOrphan(provider, replaced, replaced.providerRef).catch(() => undefined);
  const ref = { brand: order.brand, orderId: order.id, idempotencyKey: attempt.idempotencyKey };
  const outcome = callProvider(provider, async () => {
    if (start.kind === 'confirm') return provider.confirm({ ...ref, providerRef: attempt.providerRef ?? '' });
    const charged = await provider.charge({
      ...ref,
      sessionHash: input.sessionHash,
      amount: order.totalAmount,
      currency: order.currency,
      paymentToken: input.paymentToken,
      numberOfPayments: order.extraData.numberOfPayments,
    });
    // Approved already (the wallet's own page): confirmed within the same attempt, which stays processing meanwhile.
    return options.confirmApproved && charged.status === 'requires_action'
      ? provider.confirm({ ...ref, providerRef: charged.providerRef })
      : charged;
  });
  const finish = async (answer: ProviderOutcome) => {
    const finished = await finishAttempt(deps, attempt, answer);
    if (finished.toVoid) await voidOrphan(provider, attempt, finished.toVoid);
    return finished.result;
  };
  const budget = deps.providerCallBudgetMs ?? PROVIDER_CALL_BUDGET_MS;
  const answered = await Promise.race([outcome, delay(budget).then((): typeof LATE => LATE)]);
  if (answered === LATE) {
    // Past the budget: answer now, and write the provider's answer when it comes (errors there: the reconciliation).
    void outcome.then((late) => (late === null ? undefined : finish(late))).catch(() => undefined);
    return err('CONFLICT', PAYMENT_IN_PROGRESS_MESSAGE, 'payment-in-progress');
  }
  // A provider that did not answer leaves the attempt processing: the reconciliation settles it with the provider.
  if (answered === null) return err('CONFLICT', PAYMENT_IN_PROGRESS_MESSAGE, 'payment-in-progress');
  return finish(answered);
}

/** A provider call that throws (network, timeout) is an unknown outcome, never a failure: null. */
async function callProvider(
  provider: PaymentProviderAdapter,
  call: () => Promise<ProviderOutcome>,
): Promise<ProviderOutcome | null> {
  try {
    return await call();
  } catch {
    return null;
  }
}
