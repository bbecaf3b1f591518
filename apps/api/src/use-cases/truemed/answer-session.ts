import { err, ok, qualifiesForTruemed, type Result, type TruemedAnswers, type TruemedSessionState } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionOrder } from '../../db/repositories/orders';
import type { TruemedSessionStatus } from '../../payments/providers/truemed';
import { findLedgerRow, moveLedgerRow, type LedgerRow } from '../../payments/sandbox/ledger';

export const TRUEMED_SESSION_NOT_FOUND = 'Truemed session not found';
export const TRUEMED_ALREADY_ANSWERED = 'This Truemed session was already answered';

const stateOf = (row: LedgerRow): TruemedSessionState => ({
  truemedSessionId: row.id,
  orderId: row.orderId,
  status: row.status as TruemedSessionStatus,
  amount: row.amount,
  currency: row.currency,
});

/**
 * POST /truemed/sessions/{id}: records the shopper's answers from the health-savings frame on the order's open
 * Truemed session (this brand, and an order of this session: another shopper's session is not found) and returns the
 * session's state: `qualified` (the Truemed page then offers Approve) or `ineligible` (the storefront says why).
 * Answered once: a second answer is a conflict and changes nothing.
 */
export async function answerTruemedSession(
  ctx: RequestContext,
  input: { sessionHash: string; id: string; answers: TruemedAnswers },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<TruemedSessionState>> {
  const row = await findLedgerRow(deps.db, ctx.brand, input.id, 'truemed');
  const order = row && (await findSessionOrder(deps.db, ctx.brand, input.sessionHash, row.orderId));
  if (!row || !order) return err('NOT_FOUND', TRUEMED_SESSION_NOT_FOUND);
  if (row.status !== 'open') return err('CONFLICT', TRUEMED_ALREADY_ANSWERED);
  const qualified = qualifiesForTruemed(input.answers);
  const to: TruemedSessionStatus = qualified ? 'qualified' : 'ineligible';
  const moved = await moveLedgerRow(deps.db, row.id, 'open', to, deps.now(), { ...row.details, answers: input.answers });
  if (!moved) return err('CONFLICT', TRUEMED_ALREADY_ANSWERED);
  return ok(stateOf(moved));
}
