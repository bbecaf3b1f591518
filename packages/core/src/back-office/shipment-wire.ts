import { z } from 'zod';
import { safeId } from '../text/safe-text';
import { CARRIER_KEYS, trackingNumberSchema } from './carriers';
import { FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from './order-states';

/** POST /admin/orders/{id}/shipments: the carrier, its tracking number and what is in the parcel. */
export const newShipmentSchema = z.strictObject({
  carrier: z.enum(CARRIER_KEYS, { error: `Choose a carrier: ${CARRIER_KEYS.join(', ')}` }),
  trackingNumber: trackingNumberSchema,
  lines: z
    .array(
      z.strictObject({
        itemIdentifier: safeId(64),
        quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(1000),
      }),
    )
    .min(1, 'Choose at least one line to ship')
    .max(100),
});

/** A shipment as staff read it: the carrier (key and name), tracking number and page, the lines and when it left. */
export const staffShipmentSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  carrierName: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  lines: z.array(z.object({ itemIdentifier: z.string(), quantity: z.number().int() })),
  shippedAt: z.string(),
});

/** POST /admin/orders/{id}/shipments' answer: the shipment and the order's statuses after it. */
export const shipmentCreatedSchema = z.object({
  shipment: staffShipmentSchema,
  order: z.object({
    id: z.string(),
    shortId: z.string(),
    brand: z.string(),
    status: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
    fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
  }),
});
export type ShipmentCreated = z.infer<typeof shipmentCreatedSchema>;
