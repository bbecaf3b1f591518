import { err, ok, orderLookupKeys, CART_EMPTY_MESSAGE, type Cart, type Result } from '@store/core';
import type { RequestContext } from '../../context';
import type { Db } from '../../db/repositories/carts';
import { findOrderByCart, insertOrder, updateOrderDetails, type OrderDetails, type OrderRow } from '../../db/repositories/orders';
import type { OrderAddress, OrderExtraData, OrderMetadata } from '../../db/schema';
import { newOrderId, newShortId } from '../../ids';

/** What the shopper sends for an order, checked (addresses, email) and normalised. */
export interface OrderRequest {
  brand: string;
  email: string;
  journey: string | null;
  paymentDetails: { billingProvider: string; customerID: string | null };
  shippingDetails: OrderAddress;
  billingDetails: OrderAddress;
  backorderDays: number;
  extraData: OrderExtraData;
  metadata: OrderMetadata;
  /** A path on the brand's storefront (POST /orders checks it). */
  returnUrl: string | null;
}

const SHORT_ID_ATTEMPTS = 8;

/**
 * Writes the order of a locked cart with the cart as the server just priced it (frozen): a cart that already has a
 * pending order gets that order updated and re-frozen instead of a second one (one cart, one order); a paid one
 * means the cart is spent ('Cart Empty').
 */
export async function freezeOrder(
  ctx: RequestContext,
  tx: Db,
  input: { sessionHash: string; cart: Cart; order: OrderRequest; relatedOrderId: string | null; accountId: string | null },
): Promise<Result<OrderRow>> {
  const { order, cart } = input;
  // The server decides relatedOrderId: only POST /orders/{orderId}/related sets it.
  const { relatedOrderId: _sent, ...extraData } = order.extraData;
  const details: OrderDetails = {
    sessionHash: input.sessionHash,
    email: order.email,
    journey: order.journey,
    shippingDetails: order.shippingDetails,
    billingDetails: order.billingDetails,
    paymentDetails: order.paymentDetails,
    extraData: input.relatedOrderId === null ? extraData : { ...extraData, relatedOrderId: input.relatedOrderId },
    metadata: order.metadata,
    returnUrl: order.returnUrl,
    backorderDays: order.backorderDays,
    cart,
    totalAmount: cart.totalPrice.amount,
    currency: cart.currency,
    couponCode: cart.couponDetails?.code ?? null,
    relatedOrderId: input.relatedOrderId,
    // Never cleared here: an order attached to an account stays attached when its cart is ordered again.
    ...(input.accountId === null ? {} : { accountId: input.accountId }),
    ...orderLookupKeys({
      email: order.email,
      phone: order.shippingDetails.phone,
      zip: order.shippingDetails.address.zip,
    }),
  };
  const existing = await findOrderByCart(tx, ctx.brand, cart.id);
  if (existing?.status === 'paid') return err('CART_EMPTY', CART_EMPTY_MESSAGE);
  if (existing) return ok(await updateOrderDetails(tx, existing, details));
  for (let attempt = 0; attempt < SHORT_ID_ATTEMPTS; attempt++) {
    const row = await insertOrder(tx, { ...details, id: newOrderId(), shortId: newShortId(), brand: ctx.brand, cartId: cart.id });
    if (row) return ok(row);
    // The cart lock makes a second order for this cart impossible here; a clash is a short id already taken.
    const raced = await findOrderByCart(tx, ctx.brand, cart.id);
    if (raced) return ok(await updateOrderDetails(tx, raced, details));
  }
  throw new Error('no free order short id after several attempts');
}
