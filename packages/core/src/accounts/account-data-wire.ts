import { z } from 'zod';
import { cartSchema } from '../cart/cart-schema';
import { orderAddressWireSchema } from '../checkout/order-address-wire';
import { ORDER_STATUSES } from '../checkout/order-schema';
import { FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES } from '../back-office/order-states';

/** GET /accounts/me/addresses (and POST/PUT's answer): a saved address, the order address shape. */
export const savedAddressWireSchema = orderAddressWireSchema.extend({ id: z.string(), isDefault: z.boolean() });
export type SavedAddressWire = z.infer<typeof savedAddressWireSchema>;

/** DELETE /accounts/me/addresses/:id. */
export const addressRemovedWireSchema = z.object({ removed: z.literal(true) });

/** GET /accounts/me/orders: one order of the account's history; `total` in integer minor units. */
export const orderSummaryWireSchema = z.object({
  id: z.string(),
  shortId: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number().int(),
  currency: z.string(),
  lineCount: z.number().int(),
  firstLineName: z.string().nullable(),
  /** The goods: nothing shipped yet, some of them, or everything. */
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES).optional(),
  /** The money: unpaid, paid, partially refunded or refunded, and what went back so far (minor units). */
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES).optional(),
  refundedAmount: z.number().int().optional(),
});
export type OrderSummaryWire = z.infer<typeof orderSummaryWireSchema>;

/** A line Buy again left out, and why (its product is gone, inactive, or no longer sold in that variant). */
export const skippedLineWireSchema = z.object({
  itemIdentifier: z.string(),
  sku: z.string(),
  name: z.string(),
  title: z.string(),
  reason: z.string(),
});
export type SkippedLineWire = z.infer<typeof skippedLineWireSchema>;

/** POST /orders/:id/buy-again. */
export const buyAgainWireSchema = z.object({ cart: cartSchema, skipped: z.array(skippedLineWireSchema) });

/** POST /orders/lookup: the order this session may now read. */
export const orderLookupWireSchema = z.object({ orderId: z.string() });
