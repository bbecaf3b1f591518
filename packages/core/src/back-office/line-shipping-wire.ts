import { z } from 'zod';

/**
 * Where one line of an order is as its shopper reads it: nothing in a parcel yet, part of it, all of it, or nothing
 * to ship (a coverage plan or a service).
 */
export const LINE_SHIPPING_STATUSES = ['not_shipped', 'partially_shipped', 'shipped', 'nothing_to_ship'] as const;
export type LineShippingStatus = (typeof LINE_SHIPPING_STATUSES)[number];

/** A line's `shipped` on GET /orders/{id}/fulfillment: its status, the units sent, and the latest parcel holding it. */
export const lineShippingWireSchema = z.object({
  status: z.enum(LINE_SHIPPING_STATUSES),
  /** Units of the line in parcels so far (never more than were ordered). */
  quantity: z.number().int(),
  /** When the latest parcel holding this line left, and with whom (null: none yet). */
  lastShippedAt: z.string().nullable(),
  carrierName: z.string().nullable(),
});
export type LineShipping = z.infer<typeof lineShippingWireSchema>;
