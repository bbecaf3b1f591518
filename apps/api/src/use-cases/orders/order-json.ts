import type { Order } from '@store/core';
import type { OrderRow } from '../../db/repositories/orders';

/** The order as the API answers it (core's orderSchema): never the session, lookup keys or internal columns. */
export function toOrderJson(row: OrderRow): Order {
  return {
    id: row.id,
    shortId: row.shortId,
    status: row.status,
    email: row.email,
    cart: row.cart,
    shippingDetails: row.shippingDetails,
    billingDetails: row.billingDetails,
    paymentDetails: {
      billingProvider: row.paymentDetails.billingProvider,
      paymentToken: row.paymentDetails.paymentToken ?? null,
      customerID: row.paymentDetails.customerID,
    },
    journey: row.journey,
    brand: row.brand,
    backorderDays: row.backorderDays,
    extraData: row.extraData,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    analyticsReported: row.analyticsReportedAt !== null,
    returnUrl: row.returnUrl,
    fulfillmentStatus: row.fulfillmentStatus,
    paymentStatus: row.paymentStatus,
    refundedAmount: row.refundedAmount,
  };
}
