import { z } from 'zod';
import {
  FULFILLMENT_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_ATTEMPT_STATUSES,
  REFUND_STATUSES,
  RETURN_STATUSES,
} from './order-states';
import { ORDER_ACTIONS } from './order-actions';

/** The staff API's orders (GET /admin/orders, GET /admin/orders/{id}) as it answers them. Money is integer minor units. */

const amount = z.number().int();
const lineUnits = z.object({ itemIdentifier: z.string(), quantity: z.number().int() });

/** One order in the staff list: who, what state, how much, through which provider. */
export const orderSummarySchema = z.object({
  id: z.string(),
  shortId: z.string(),
  brand: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
  email: z.string(),
  /** The shipping name, first and last. */
  name: z.string(),
  phone: z.string(),
  zip: z.string(),
  totalAmount: amount,
  refundedAmount: amount,
  currency: z.enum(['USD', 'CAD']),
  /** paymentDetails.billingProvider. */
  provider: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderSummaryWire = z.infer<typeof orderSummarySchema>;

/** A page of the list and the cursor of the next one (null on the last). */
export const orderPageSchema = z.object({ orders: z.array(orderSummarySchema), nextCursor: z.string().nullable() });
export type OrderPageWire = z.infer<typeof orderPageSchema>;

/** An order address as the order stores it. */
export const orderAddressWireSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    zip: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
  }),
});

export const orderLineWireSchema = z.object({
  itemIdentifier: z.string(),
  title: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  properties: z.array(z.object({ name: z.string(), value: z.string() })),
  extras: z.array(z.object({ title: z.string(), kind: z.string().nullable(), amount: amount.nullable() })),
  /** The line's units after the coupon (priceAfterDiscount). */
  amount,
  shippedQuantity: z.number().int(),
  refundedQuantity: z.number().int(),
  returnableQuantity: z.number().int(),
});

/** subtotal - discount + shipping + tax + adjustment = total (core orderTotals); shipping holds every non-tax extra. */
export const orderTotalsWireSchema = z.object({
  subtotal: amount,
  discount: amount,
  shipping: amount,
  tax: amount,
  adjustment: amount,
  total: amount,
  refunded: amount,
  refundable: amount,
});

export const orderPaymentWireSchema = z.object({
  id: z.string(),
  provider: z.string(),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  amount,
  currency: z.string(),
  /** The provider's charge or intent id. */
  reference: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const orderRefundWireSchema = z.object({
  id: z.string(),
  amount,
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  note: z.string().nullable(),
  lines: z.array(lineUnits),
  /** The part of `amount` that is the lines' share of the order's tax (0 for a refund by amount). */
  taxAmount: amount,
  createdAt: z.string(),
  /** Who refunded; null for a refund no staff member made. */
  staffEmail: z.string().nullable(),
});

export const orderShipmentWireSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  lines: z.array(lineUnits),
  shippedAt: z.string(),
});

export const orderReturnWireSchema = z.object({
  id: z.string(),
  itemIdentifier: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  reason: z.string(),
  comment: z.string().nullable(),
  status: z.enum(RETURN_STATUSES),
  trialEndsAt: z.string(),
  refusedReason: z.string().nullable(),
  pickupDate: z.string().nullable(),
  receivedAt: z.string().nullable(),
  refundId: z.string().nullable(),
  openedBy: z.string(),
  createdAt: z.string(),
});

/** Everything staff see of one order. */
export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(orderLineWireSchema),
  extras: z.array(z.object({ title: z.string(), kind: z.string(), amount })),
  shippingAddress: orderAddressWireSchema,
  billingAddress: orderAddressWireSchema,
  /** What the shopper chose, where it was recorded (their account, the messaging sign-up); null: not recorded. */
  consents: z.object({ email: z.boolean().nullable(), sms: z.boolean().nullable() }),
  totals: orderTotalsWireSchema,
  payments: z.array(orderPaymentWireSchema),
  refunds: z.array(orderRefundWireSchema),
  shipments: z.array(orderShipmentWireSchema),
  returns: z.array(orderReturnWireSchema),
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderDetailWire = z.infer<typeof orderDetailSchema>;

export const TIMELINE_KINDS = ['order', 'payment', 'webhook', 'email', 'job', 'refund', 'shipment', 'return', 'staff'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One thing that happened to the order, oldest first on its timeline; `actor` is who did it when a person did. */
export const timelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  title: z.string(),
  detail: z.string().nullable(),
  actor: z.string().nullable(),
});
export type TimelineEntryWire = z.infer<typeof timelineEntrySchema>;

/** GET /admin/orders/{id}. */
export const orderWithTimelineSchema = z.object({ order: orderDetailSchema, timeline: z.array(timelineEntrySchema) });
