import type { Cart, CartItem, Currency } from '@store/core';
import { unitsAmount } from '@store/core/back-office/refund-amount';
import { linesRefundWithTax } from '@store/core/back-office/tax-share';
import { RETURN_STATUS_LABELS, type ReturnReason } from '@store/core/back-office/return-eligibility';
import type { LineReturnWire, ShopperReturnWire, StaffReturnWire } from '@store/core/back-office/return-wire';
import type { OrderReturnRow, ReturnWithRefund } from '../../db/repositories/order-returns';
import type { OrderRow } from '../../db/repositories/orders';
import type { OrderReturnFacts } from './return-facts';

const titleOf = (items: readonly CartItem[], itemIdentifier: string) =>
  items.find((item) => item.itemIdentifier === itemIdentifier)?.product.title ?? 'An item';

/** A return as its shopper reads it: no staff, no comment echo, no internal ids beyond the return's own. */
export function toShopperReturn(found: ReturnWithRefund, items: readonly CartItem[]): ShopperReturnWire {
  const { row } = found;
  return {
    id: row.id,
    itemIdentifier: row.itemIdentifier,
    title: titleOf(items, row.itemIdentifier),
    quantity: row.quantity,
    reason: row.reason as ReturnReason,
    status: row.status,
    statusLabel: RETURN_STATUS_LABELS[row.status],
    pickupDate: row.pickupDate,
    refundedAmount: found.refundedAmount,
    refusedReason: row.refusedReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Each line that has a trial, with what it allows now (how many, until when) or why nothing. */
export function toLineReturns(facts: OrderReturnFacts): LineReturnWire[] {
  return [...facts.lines.values()]
    .filter(({ trialNights }) => trialNights !== null)
    .map(({ line, eligibility }) => ({
      itemIdentifier: line.itemIdentifier,
      returnableQuantity: eligibility.eligible ? eligibility.returnableQuantity : 0,
      trialEndsAt: eligibility.trialEndsAt?.toISOString() ?? null,
      refusal: eligibility.eligible ? null : eligibility.message,
    }));
}

/**
 * What refunding the returned units gives back: each unit's equal share of the line's price after the coupon, counted
 * after the `alreadyRefunded` units of the line (core unitsAmount: the line's last unit carries the remainder, so a line
 * returned in pieces gives back exactly what it cost). Tax and shipping are not part of it.
 */
export function returnLineAmount(
  row: Pick<OrderReturnRow, 'itemIdentifier' | 'quantity'>,
  items: readonly CartItem[],
  alreadyRefunded = 0,
): number {
  const line = items.find((item) => item.itemIdentifier === row.itemIdentifier);
  if (!line) return 0;
  const from = Math.min(alreadyRefunded, line.quantity);
  return unitsAmount(line, from, Math.min(row.quantity, line.quantity - from));
}

/**
 * What refunding the whole return gives back, as the refund dialog offers it: the returned units and their share of
 * the order's tax (core tax-share), counted as if nothing else of the order had been refunded.
 */
export function returnRefundAmount(
  row: Pick<OrderReturnRow, 'itemIdentifier' | 'quantity'>,
  cart: Pick<Cart, 'items' | 'extras'>,
) {
  const tax = cart.extras.filter((e) => e.kind === 'tax').reduce((sum, e) => sum + e.pricing.price.amount, 0);
  const asked = [{ itemIdentifier: row.itemIdentifier, quantity: row.quantity }];
  const priced = linesRefundWithTax(cart.items, new Map(), asked, { tax, earlier: [] });
  return priced.ok ? priced.amount : returnLineAmount(row, cart.items);
}

/** A return as the back office lists and moves it, with its order's short id, email and currency. */
export function toStaffReturn(
  found: ReturnWithRefund,
  order: Pick<OrderRow, 'shortId' | 'email' | 'currency' | 'cart'>,
): StaffReturnWire {
  const { row } = found;
  return {
    id: row.id,
    brand: row.brand,
    orderId: row.orderId,
    orderShortId: order.shortId,
    email: order.email,
    itemIdentifier: row.itemIdentifier,
    title: titleOf(order.cart.items, row.itemIdentifier),
    quantity: row.quantity,
    reason: row.reason as ReturnReason,
    comment: row.comment,
    status: row.status,
    trialEndsAt: row.trialEndsAt.toISOString(),
    refusedReason: row.refusedReason,
    pickupDate: row.pickupDate,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    refundId: row.refundId,
    refundedAmount: found.refundedAmount,
    lineAmount: returnRefundAmount(row, order.cart),
    currency: order.currency as Currency,
    openedBy: row.openedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
