import { err, type Result } from '@store/core';
import type { RefundAnswer } from '@store/core/back-office/refund-wire';
import type { Deps } from '../../context';
import { findOrderById, findRefund } from '../../db/repositories/refunds';
import type { RefundOutcome } from '../../payments/provider';
import { ORDER_NOT_FOUND_MESSAGE } from '../payments/begin-attempt';
import { beginRefund, type RefundOrderInput } from './begin-refund';
import { callProviderRefund, refundRequestOf } from './provider-refund';
import { refundAnswer } from './refund-answer';
import { settleRefund } from './settle-refund';
import type { StaffContext } from './staff-context';

export type { RefundOrderInput } from './begin-refund';
export type { StaffContext } from './staff-context';

export type RefundDeps = Pick<Deps, 'db' | 'now' | 'payments' | 'wakeJobs'>;

/**
 * How long a refund request waits for its provider. Past it the answer is `pending`; the provider's late answer is
 * still written when it comes, and a process that dies first leaves the refund to the reconciliation.
 */
export const REFUND_CALL_BUDGET_MS = 10_000;

/** The provider's answer, or null when it threw or did not answer within the budget (`late` then gets the answer). */
async function withinBudget(
  outcome: Promise<RefundOutcome | null>,
  late: (answer: RefundOutcome) => Promise<unknown>,
): Promise<RefundOutcome | null> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), REFUND_CALL_BUDGET_MS);
  });
  const answered = await Promise.race([outcome, expired]);
  clearTimeout(timer);
  if (answered !== 'late') return answered;
  void outcome.then((o) => (o === null ? undefined : late(o))).catch(() => undefined);
  return null;
}

/**
 * A staff refund of an order's captured payment, exactly once. Three steps: (1) under the order's lock, check it is
 * paid and the refund within what is left of the capture, record it `pending` with its provider key and audit it;
 * (2) ask the payment's provider for the refund outside any transaction, with that key; (3) under the lock again,
 * write the answer (settle-refund.ts). An unknown answer (the provider threw or is slow) leaves the refund pending and
 * answers it so: the late answer or the reconciliation (reconcile-stale-refunds.ts) settles it. The same staff key
 * finds the same refund (its id derives from the key), so a retry never refunds twice. Used by POST
 * /admin/orders/{id}/refunds, by the cancellation (reason `order-cancelled`) and by a return's refund (`trial-return`
 * with `returnId`: the return is marked refunded when the refund succeeds).
 */
export async function refundOrder(ctx: StaffContext, input: RefundOrderInput, deps: RefundDeps): Promise<Result<RefundAnswer>> {
  const start = await beginRefund(ctx, input, deps);
  if (start.kind === 'answer') return start.result;
  const { refund, payment, provider } = start;
  const settle = async (outcome: RefundOutcome) => {
    const settled = await settleRefund(deps, refund, outcome);
    deps.wakeJobs?.();
    return settled;
  };
  const outcome = await withinBudget(callProviderRefund(provider, refundRequestOf(refund, payment)), settle);
  const settled = outcome === null ? null : await settle(outcome);
  if (settled) return refundAnswer(settled.refund, settled.order, ctx.actor.staffEmail);
  // Unknown for now: the refund as it stands (pending, unless another path settled it meanwhile).
  const [current, order] = [await findRefund(deps.db, refund.id), await findOrderById(deps.db, refund.orderId)];
  if (!current || !order) return err('ORDER_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
  return refundAnswer(current, order, ctx.actor.staffEmail);
}
