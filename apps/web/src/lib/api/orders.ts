import './zod-jitless';
import { z } from 'zod';
import { orderAddressWireSchema } from '@store/core/checkout/order-address-wire';
import { orderFulfillmentSchema, orderShipmentWireSchema, type OrderFulfillment } from '@store/core/checkout/order-schema';
import { FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES } from '@store/core/back-office/order-states';
import { lineReturnSchema, shopperReturnSchema } from '@store/core/back-office/return-wire';
import { cartSchema } from './cart-schema';
import { browserSend } from './browser-fetch';
import { parseEnvelope } from './envelope';

export type OrderDetails = z.infer<typeof orderAddressWireSchema>;

/** The order as the orders contract returns it (extra fields the API adds are kept out, not refused). */
export const orderSchema = z.object({
  id: z.string(),
  shortId: z.string(),
  status: z.enum(['pending', 'paid', 'cancelled']),
  email: z.string(),
  cart: cartSchema,
  shippingDetails: orderAddressWireSchema,
  billingDetails: orderAddressWireSchema,
  paymentDetails: z.object({ billingProvider: z.string(), paymentToken: z.string().nullish(), customerID: z.string().nullish() }),
  journey: z.string().nullish(),
  brand: z.string(),
  backorderDays: z.number().nullish(),
  extraData: z.record(z.string(), z.unknown()).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The purchase was already reported to analytics (PUT /orders/{id}/analyticsReported): do not push it again. */
  analyticsReported: z.boolean().optional(),
  returnUrl: z.string().nullish(),
  /** The goods: nothing shipped yet, some of them, or everything (GET /orders/{id}). */
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES).optional(),
  /** The money (paid, partially refunded, refunded) and what went back so far, in minor units. */
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES).optional(),
  refundedAmount: z.number().int().optional(),
  /** The parcels sent so far, each with its carrier and tracking link (GET /orders/{id}). */
  shipments: z.array(orderShipmentWireSchema).optional(),
  /** The order's trial returns, and per line with a trial what it still allows (GET /orders/{id}). */
  returns: z.array(shopperReturnSchema).optional(),
  lineReturns: z.array(lineReturnSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /orders body; the server prices the session's cart, the body carries no amount. */
export interface NewOrder {
  journey: string;
  paymentDetails: { billingProvider: string; customerID?: string };
  email: string;
  shippingDetails: OrderDetails;
  billingDetails: OrderDetails;
  brand: string;
  backorderDays: number;
  extraData: Record<string, unknown>;
  metadata: Record<string, unknown>;
  /** Where the shopper comes back to for this order: a path on this storefront. */
  returnUrl: string;
}

const paymentResultSchema = z.object({
  paymentStatus: z.enum(['succeeded', 'requires_action']),
  redirectUrl: z.string().optional(),
  order: orderSchema,
});
export type PaymentResult = z.infer<typeof paymentResultSchema> & { message: string | null };

const paymentEnvelope = z.object({ message: z.string().nullish() });

function send(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<{ status: number; payload: unknown }> {
  // The same key replays the first answer, so a retried click never makes a second order or charge.
  return browserSend(method, path, { body, headers: idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey } });
}

/** POST /orders with an Idempotency-Key; 'Cart Empty' comes back as an ApiError with the message. */
export async function createOrder(order: NewOrder, idempotencyKey: string): Promise<Order> {
  const { status, payload } = await send('POST', '/orders', order, idempotencyKey);
  return parseEnvelope(status, payload, orderSchema, '/orders');
}

/** GET /orders/{id}: the session's own order (another session's is a 404). */
export async function getOrder(id: string): Promise<Order> {
  const path = `/orders/${encodeURIComponent(id)}`;
  const { status, payload } = await send('GET', path);
  return parseEnvelope(status, payload, orderSchema, path);
}

/** POST /orders/{id}/payment with the payment token; the answer's message comes along (status, result, message). */
export async function payOrder(id: string, paymentToken: string, idempotencyKey: string): Promise<PaymentResult> {
  const path = `/orders/${encodeURIComponent(id)}/payment`;
  const { status, payload } = await send('POST', path, { paymentToken }, idempotencyKey);
  const result = parseEnvelope(status, payload, paymentResultSchema, path);
  const message = paymentEnvelope.safeParse(payload);
  return { ...result, message: message.success ? (message.data.message ?? null) : null };
}

const analyticsSchema = z.object({ id: z.string(), analyticsReportedAt: z.string() });

/** PUT /orders/{id}/analyticsReported: the purchase is recorded (repeating it answers the first report). */
export async function reportPurchase(id: string): Promise<void> {
  const path = `/orders/${encodeURIComponent(id)}/analyticsReported`;
  const { status, payload } = await send('PUT', path);
  parseEnvelope(status, payload, analyticsSchema, path);
}

/** GET /orders/{id}/fulfillment: each line's status and shipping window (the same owner check as the order). */
export async function getOrderFulfillment(id: string): Promise<OrderFulfillment> {
  const path = `/orders/${encodeURIComponent(id)}/fulfillment`;
  const { status, payload } = await send('GET', path);
  return parseEnvelope(status, payload, orderFulfillmentSchema, path);
}

/** A line Buy again left out (its product is no longer sold): whatever names it, the rest kept out. */
const skippedLineSchema = z.object({
  itemIdentifier: z.string().optional(),
  sku: z.string().optional(),
  name: z.string().optional(),
  title: z.string().optional(),
  reason: z.string().optional(),
});
export type SkippedLine = z.infer<typeof skippedLineSchema>;

const buyAgainSchema = z.object({ cart: cartSchema, skipped: z.array(skippedLineSchema) });
export type BuyAgainResult = z.infer<typeof buyAgainSchema>;

/** POST /orders/{id}/buy-again: the order's lines go into the current cart under the cart rules; the skipped are named. */
export async function buyAgain(id: string): Promise<BuyAgainResult> {
  const path = `/orders/${encodeURIComponent(id)}/buy-again`;
  const { status, payload } = await send('POST', path);
  return parseEnvelope(status, payload, buyAgainSchema, path);
}
