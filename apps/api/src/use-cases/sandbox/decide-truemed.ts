import { returnQuery } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import type { TruemedSessionStatus } from '../../payments/providers/truemed';
import { findLedgerRow, moveLedgerRow } from '../../payments/sandbox/ledger';

/**
 * The shopper's answer on the sandbox Truemed page (in the storefront's modal): Approve moves a qualified session to
 * approved, Cancel an open or qualified one to canceled, once (compare and set). The top window then returns to review
 * with the Truemed return marker (orderId and truemedSessionId), where the storefront pays with the marker. Null when
 * the session is unknown or cannot take that answer any more.
 */
export async function decideTruemed(
  ctx: RequestContext,
  input: { ref: string; approve: boolean },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<string | null> {
  const row = await findLedgerRow(deps.db, ctx.brand, input.ref, 'truemed');
  if (!row) return null;
  const from = row.status as TruemedSessionStatus;
  const allowed = input.approve ? from === 'qualified' : from === 'open' || from === 'qualified';
  if (!allowed) return null;
  const to: TruemedSessionStatus = input.approve ? 'approved' : 'canceled';
  if (!(await moveLedgerRow(deps.db, row.id, from, to, deps.now()))) return null;
  return `/checkout/review?${new URLSearchParams(returnQuery('truemed', row.orderId, row.id)).toString()}`;
}
