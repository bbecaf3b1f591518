import { z } from 'zod';
import { orderAnalyticsSchema, orderFulfillmentSchema, orderSchema, safeId, safeText } from '@store/core';
import { errorEnvelope, okEnvelope } from '../schemas';

const errors = { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope };
export const orderResponses = { 200: okEnvelope(orderSchema), ...errors };
export const fulfillmentResponses = { 200: okEnvelope(orderFulfillmentSchema), ...errors };
export const analyticsResponses = { 200: okEnvelope(orderAnalyticsSchema), ...errors };

/** An order id in a path: any other text simply finds no order (404, the same answer as a foreign order). */
export const orderIdParam = z.object({ id: safeId(64) });

/** The order address shape (shippingDetails, billingDetails); core's orderAddressSchema applies the rules per brand region after it. */
export const addressShape = z.strictObject({
  firstName: safeText({ max: 60 }),
  lastName: safeText({ max: 60 }),
  phone: safeText({ max: 30 }),
  address: z.strictObject({
    line1: safeText({ max: 120 }),
    line2: safeText({ max: 60 }).default(''),
    zip: safeText({ max: 12 }),
    city: safeText({ max: 60 }),
    state: safeText({ max: 40 }),
    country: safeText({ max: 60 }),
  }),
});

const DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * POST /orders (and POST /orders/{orderId}/related): exactly the listed fields. Nothing here prices anything:
 * no price, total, discount or status is accepted (strict objects refuse them), and the server decides
 * extraData.relatedOrderId (only the related call sets it).
 */
export const orderBody = z.strictObject({
  journey: safeText({ max: 40 }).optional(),
  paymentDetails: z.strictObject({
    billingProvider: safeText({ min: 1, max: 40 }),
    /** Accepted as the order fields list it and ignored: the payment call carries the token, and the order keeps only a reference to it. */
    paymentToken: safeText({ max: 500 }).optional(),
    customerID: safeText({ max: 100 }).nullable().optional(),
  }),
  email: safeText({ max: 254 }),
  shippingDetails: addressShape,
  billingDetails: addressShape,
  brand: safeText({ min: 1, max: 40 }),
  backorderDays: z.number().int().min(0).max(180).default(0),
  extraData: z
    .strictObject({
      version: safeText({ max: 20 }).optional(),
      trackingId: safeText({ max: 100 }).optional(),
      friendsBuyToken: safeText({ max: 200 }).optional(),
      numberOfPayments: z.number().int().min(1).max(60).optional(),
      relatedOrderId: safeText({ max: 64 }).optional(),
      type: safeText({ max: 40 }).optional(),
      stripeReturnUrl: safeText({ max: 500 })
        .regex(/^(\/|https?:\/\/)/, 'stripeReturnUrl must be a path or an http(s) URL')
        .optional(),
    })
    .default({}),
  /** Where to bring the shopper back to for this order: a path on the brand's own storefront, never another site. */
  returnUrl: safeText({ max: 500 })
    .regex(/^\/(?![/\\])/, 'returnUrl must be a path on this store')
    .optional(),
  metadata: z
    .strictObject({
      lang: safeText({ max: 10 }).optional(),
      mobile: z.boolean().optional(),
      includeDisposal: z.boolean().optional(),
      reqShippingDate: safeText({ max: 30 }).regex(DATE, 'reqShippingDate must be a date').nullable().optional(),
      reqDeliveryDate: safeText({ max: 30 }).regex(DATE, 'reqDeliveryDate must be a date').nullable().optional(),
    })
    .default({}),
});
export type OrderBody = z.infer<typeof orderBody>;

/** POST /orders/{orderId}/related query: dd (device id) and brand (must be the request's brand when given). */
export const relatedQuery = z.strictObject({
  dd: safeText({ max: 100 }).optional(),
  brand: safeText({ max: 40 }).optional(),
});
