import { z } from 'zod';
import { cartSchema } from '../cart/cart-schema';
import { orderAddressWireSchema } from './order-address-wire';
import { FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES } from '../back-office/order-states';
import { lineShippingWireSchema } from '../back-office/line-shipping-wire';
import { lineReturnSchema, shopperReturnSchema } from '../back-office/return-wire';

/**
 * The order as the API answers it (GET /orders/{id}, POST /orders): one wire shape for the API's documentation
 * and the storefront's parsing. `cart` is the cart the server priced and froze when the order was placed.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderExtraDataSchema = z.object({
  version: z.string().optional(),
  trackingId: z.string().optional(),
  friendsBuyToken: z.string().optional(),
  numberOfPayments: z.number().int().optional(),
  relatedOrderId: z.string().optional(),
  type: z.string().optional(),
  stripeReturnUrl: z.string().optional(),
});

export const orderMetadataSchema = z.object({
  lang: z.string().optional(),
  mobile: z.boolean().optional(),
  includeDisposal: z.boolean().optional(),
  reqShippingDate: z.string().nullable().optional(),
  reqDeliveryDate: z.string().nullable().optional(),
});

/** A parcel of the order as its shopper reads it: the carrier, its tracking page (null: none), what was in it and when. */
export const orderShipmentWireSchema = z.object({
  carrier: z.string(),
  carrierName: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string(),
  lines: z.array(z.object({ title: z.string(), quantity: z.number().int() })),
});
export type OrderShipmentWire = z.infer<typeof orderShipmentWireSchema>;

export const orderSchema = z.object({
  id: z.string(),
  shortId: z.string(),
  status: z.enum(ORDER_STATUSES),
  email: z.string(),
  cart: cartSchema,
  shippingDetails: orderAddressWireSchema,
  billingDetails: orderAddressWireSchema,
  /** paymentToken: a reference to the token the latest payment attempt used (type and last four characters), never the token. */
  paymentDetails: z.object({
    billingProvider: z.string(),
    paymentToken: z.string().nullable(),
    customerID: z.string().nullable(),
  }),
  journey: z.string().nullable(),
  brand: z.string(),
  backorderDays: z.number().int(),
  extraData: orderExtraDataSchema,
  metadata: orderMetadataSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** PUT /orders/{id}/analyticsReported was called: the storefront does not push the purchase again. */
  analyticsReported: z.boolean(),
  /** Where the storefront brings the shopper back to for this order (a path on the brand's storefront), as it sent it. */
  returnUrl: z.string().nullable(),
  /** The goods: nothing shipped yet, some of them, or everything. */
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES).optional(),
  /** The money: unpaid, paid, partially refunded or refunded; `refundedAmount` is what went back so far (minor units). */
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES).optional(),
  refundedAmount: z.number().int().optional(),
  /** The parcels sent so far, oldest first (on GET /orders/{id}; absent on other answers). */
  shipments: z.array(orderShipmentWireSchema).optional(),
  /** The order's trial returns, oldest first (on GET /orders/{id}; absent on other answers). */
  returns: z.array(shopperReturnSchema).optional(),
  /** Per line with a trial: how many may still be returned and until when, or why not (on GET /orders/{id}). */
  lineReturns: z.array(lineReturnSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /orders/{id}/fulfillment: each merchandise line's status and shipping window (business days). */
export const orderFulfillmentSchema = z.object({
  orderId: z.string(),
  shortId: z.string(),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(
    z.object({
      itemIdentifier: z.string(),
      sku: z.string(),
      name: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      fulfillmentStatus: z.enum(['pending', 'backorder']),
      shipping: z.object({ from: z.number().int(), to: z.number().int(), estimate: z.string() }),
      /** What the parcels took of this line so far (from the order's shipments). */
      shipped: lineShippingWireSchema.optional(),
    }),
  ),
});
export type OrderFulfillment = z.infer<typeof orderFulfillmentSchema>;

/** PUT /orders/{id}/analyticsReported: when the purchase was first reported (the same on every later call). */
export const orderAnalyticsSchema = z.object({ id: z.string(), analyticsReportedAt: z.string() });
