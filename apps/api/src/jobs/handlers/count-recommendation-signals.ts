import { z } from 'zod';
import { BRAND_KEYS, BRANDS, orderSignals } from '@store/core';
import { countPaidOrder, findPaidOrderLines } from '../../db/repositories/recommendation-signals';
import type { JobHandler } from '../worker';

const payloadSchema = z.object({ orderId: z.string().min(1), brand: z.enum(BRAND_KEYS) });

/**
 * Job recommendations.count-order (from an orderPaid event): adds the paid order's units to product popularity and its
 * product pairs to the co-purchase counts of the brand's region. Idempotent per order: the order is claimed in the
 * same transaction as the counts, so a retried job or a second orderPaid event for the order counts nothing twice.
 */
export const countRecommendationSignals: JobHandler = async (payload, { db, log }) => {
  const { orderId, brand } = payloadSchema.parse(payload);
  const lines = await findPaidOrderLines(db, brand, orderId);
  if (lines === null) throw new Error(`paid order ${orderId} not found`);
  const scope = { brand, region: BRANDS[brand].region };
  const counted = await db.transaction((tx) => countPaidOrder(tx, scope, orderId, orderSignals(lines)));
  log.info({ orderId, brand, counted }, 'recommendation signals counted');
};
