import type { Currency } from '@store/core';
import type { OrderSummaryWire } from '@store/core/back-office/admin-order-wire';
import type { StaffRefundWire } from '@store/core/back-office/refund-wire';
import type { OrderRow } from '../../db/repositories/payments';
import type { RefundRow } from '../../db/repositories/refunds';

/** A refund as the back office reads it; `staffEmail` is the member who asked for it (null for none known). */
export function toStaffRefund(row: RefundRow, staffEmail: string | null): StaffRefundWire {
  return {
    id: row.id,
    orderId: row.orderId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    note: row.note,
    lines: row.lines,
    taxAmount: row.taxAmount,
    message: row.message,
    returnId: row.returnId,
    createdAt: row.createdAt.toISOString(),
    staffEmail,
  };
}

/** An order's summary for the back office (as GET /admin/orders lists it): its three statuses, the money, who it ships to. */
export function toOrderSummary(order: OrderRow): OrderSummaryWire {
  const ship = order.shippingDetails;
  return {
    id: order.id,
    shortId: order.shortId,
    brand: order.brand,
    status: order.status,
    paymentStatus: order.paymentStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    email: order.email,
    name: `${ship.firstName} ${ship.lastName}`.trim(),
    phone: ship.phone,
    zip: ship.address.zip,
    totalAmount: order.totalAmount,
    refundedAmount: order.refundedAmount,
    currency: order.currency as Currency,
    provider: order.paymentDetails.billingProvider,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}
