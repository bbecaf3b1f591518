import { err, ok, ORDER_NOT_FOUND, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { markAnalyticsReported as markReported } from '../../db/repositories/orders';

/**
 * SPEC §7 PUT /orders/{id}/analyticsReported: the storefront reports a purchase to analytics once; the first call
 * records when, every later call answers that same time (one conditional UPDATE, so racing calls agree).
 */
export async function markAnalyticsReported(
  ctx: RequestContext,
  input: { sessionHash: string; id: string },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<{ id: string; analyticsReportedAt: string }>> {
  const at = await markReported(deps.db, ctx.brand, input.sessionHash, input.id, deps.now());
  return at ? ok({ id: input.id, analyticsReportedAt: at.toISOString() }) : err('NOT_FOUND', ORDER_NOT_FOUND);
}
