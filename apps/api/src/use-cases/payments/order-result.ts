import type { OrderRow } from '../../db/repositories/payments';

/**
 * The Order of the orders contract (SPEC §3 fields, as GET /orders/{id} answers it). The orders routes own this
 * shape; the payment answer carries the same so the storefront needs no second read after paying.
 */
export function orderJson(row: OrderRow) {
  return {
    id: row.id,
    shortId: row.shortId,
    status: row.status,
    email: row.email,
    cart: row.cart,
    shippingDetails: row.shippingDetails,
    billingDetails: row.billingDetails,
    paymentDetails: { billingProvider: row.paymentDetails.billingProvider, customerID: row.paymentDetails.customerID },
    journey: row.journey,
    brand: row.brand,
    backorderDays: row.backorderDays,
    extraData: { ...row.extraData } as Record<string, unknown>,
    metadata: { ...row.metadata } as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}
export type OrderJson = ReturnType<typeof orderJson>;

/** What POST /orders/{id}/payment answers on success (with a top-level message beside the result). */
export interface PaymentAnswer {
  paymentStatus: 'succeeded' | 'requires_action';
  redirectUrl?: string;
  order: OrderJson;
}
