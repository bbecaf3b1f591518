import { err, ok, ORDER_NOT_FOUND, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionOrder, markAnalyticsReported as markReported } from '../../db/repositories/orders';

export const ANALYTICS_NOT_PAID_MESSAGE = 'Only a paid order can be reported';

/**
 * PUT /orders/{id}/analyticsReported: the storefront reports a purchase to analytics once; the first call
 * records when, every later call answers that same time (one conditional UPDATE, so racing calls agree). Only the
 * placing session's paid order: an earlier report (a replayed or forged call before payment) would mark the purchase
 * reported before it happened, and the success page would never push it. Anyone else's order is the 404 of a missing one.
 */
export async function markAnalyticsReported(
  ctx: RequestContext,
  input: { sessionHash: string; id: string },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<{ id: string; analyticsReportedAt: string }>> {
  const at = await markReported(deps.db, ctx.brand, input.sessionHash, input.id, deps.now());
  if (at) return ok({ id: input.id, analyticsReportedAt: at.toISOString() });
  const own = await findSessionOrder(deps.db, ctx.brand, input.sessionHash, input.id);
  return own ? err('CONFLICT', ANALYTICS_NOT_PAID_MESSAGE) : err('NOT_FOUND', ORDER_NOT_FOUND);
}
