import { ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { listAnalyticsEvents } from '../../db/repositories/analytics-events';

export interface AnalyticsEventView {
  id: number;
  type: string;
  orderId: string | null;
  cartId: string | null;
  payload: Record<string, unknown>;
  occurredAt: string;
  recordedAt: string;
}

/** The brand's recorded events for an operator, newest first (filter by type or order; page with `before`). */
export async function listRecordedEvents(
  ctx: RequestContext,
  query: { type?: string; orderId?: string; before?: number; limit: number },
  deps: Pick<Deps, 'db'>,
): Promise<Result<{ events: AnalyticsEventView[] }>> {
  const rows = await listAnalyticsEvents(deps.db, { brand: ctx.brand, ...query });
  return ok({
    events: rows.map((r) => ({
      id: r.id,
      type: r.type,
      orderId: r.orderId,
      cartId: r.cartId,
      payload: r.payload,
      occurredAt: r.occurredAt.toISOString(),
      recordedAt: r.recordedAt.toISOString(),
    })),
  });
}
