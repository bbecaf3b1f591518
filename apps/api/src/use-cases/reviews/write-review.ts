import {
  err,
  heldReasons,
  moderationStatus,
  ok,
  REVIEW_ALREADY_WRITTEN_MESSAGE,
  type Result,
  type WriteReviewRequest,
  type WrittenReview,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { insertWrittenReview, toReview } from '../../db/repositories/reviews';
import { randomBase62 } from '../../ids';
import { readableOrder, type OrderReader } from '../orders/order-access';

export const REVIEW_ORDER_NOT_PAID_MESSAGE = 'Only a paid order can be reviewed';
export const REVIEW_PRODUCT_NOT_IN_ORDER_MESSAGE = 'This product is not part of the order';

/**
 * A shopper who bought a product writes its review. The order must be readable by the requester (the owner
 * check of every order read: placing session, owning account or look-up grant), paid, and hold the product; one review
 * per (order, product). verifiedBuyer comes from that paid order, the status from core moderationStatus (a held one
 * keeps why, core heldReasons, for staff); the text is stored as plain text (the storefront renders it escaped).
 */
export async function writeReview(
  ctx: RequestContext,
  input: { reader: OrderReader; review: WriteReviewRequest },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<WrittenReview>> {
  const { review } = input;
  const order = await readableOrder(ctx, input.reader, review.orderId, deps);
  if (!order.ok) return order;
  if (order.value.status !== 'paid') return err('BAD_REQUEST', REVIEW_ORDER_NOT_PAID_MESSAGE);
  const line = order.value.cart.items.find((item) => item.product.id === review.domainKey);
  if (!line) return err('BAD_REQUEST', REVIEW_PRODUCT_NOT_IN_ORDER_MESSAGE);
  const status = moderationStatus(review);
  const row = await insertWrittenReview(deps.db, {
    id: randomBase62(24),
    brand: ctx.brand,
    domainKey: line.product.id,
    productTitle: line.product.title,
    orderId: order.value.id,
    score: review.score,
    title: review.title,
    content: review.content,
    displayName: review.displayName,
    verifiedBuyer: true,
    topics: [],
    media: [],
    status,
    heldReasons: status === 'pending' ? heldReasons(review) : [],
    createdAt: deps.now(),
  });
  if (!row) return err('CONFLICT', REVIEW_ALREADY_WRITTEN_MESSAGE);
  return ok({ review: toReview(row, null), status });
}
