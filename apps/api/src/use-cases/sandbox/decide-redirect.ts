import { returnQuery } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { REDIRECT_SANDBOXES } from '../../payments/providers/redirect-sandboxes';
import { findLedgerRow, moveLedgerRow } from '../../payments/sandbox/ledger';
import type { RedirectDecision } from '../../payments/sandbox/redirect-pages';
import type { RedirectSandboxProvider } from '../../payments/sandbox/redirect-provider';

/**
 * The shopper's answer on a sandbox redirect provider's page. Approve, Cancel or Decline moves a payment
 * still waiting on the page, once (compare-and-set); the return goes to review with the provider's return marker
 * (Afterpay's `orderToken`, else `payment_intent`) whatever the answer, so the storefront pays with it and the
 * engine answers the outcome. Null, changing nothing, for an unknown reference, another brand's or provider's, or
 * one already answered.
 */
export async function decideRedirect(
  ctx: RequestContext,
  input: { provider: RedirectSandboxProvider; ref: string; decision: RedirectDecision },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<string | null> {
  const { lifecycle } = REDIRECT_SANDBOXES[input.provider];
  const row = await findLedgerRow(deps.db, ctx.brand, input.ref, input.provider);
  if (row?.status !== lifecycle.opened) return null;
  const to = { approve: lifecycle.approved, cancel: lifecycle.cancelled, decline: lifecycle.declined }[input.decision];
  if (!(await moveLedgerRow(deps.db, row.id, lifecycle.opened, to, deps.now()))) return null;
  const query = new URLSearchParams(returnQuery(input.provider, row.orderId, row.id));
  return `/checkout/review?${query.toString()}`;
}
