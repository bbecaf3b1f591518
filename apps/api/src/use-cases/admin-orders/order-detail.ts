import type { OrderDetailWire, OrderSummaryWire } from '@store/core/back-office/admin-order-wire';
import { allowedOrderActions } from '@store/core/back-office/order-actions';
import { orderLineQuantities } from '@store/core/back-office/order-line-quantities';
import { orderTotals } from '@store/core/back-office/order-totals';
import type { OrderActivity } from '../../db/repositories/admin-orders';
import type { OrderRow } from '../../db/repositories/orders';
import type { StaffMember } from '../../staff/staff-member';
import { frozenCart } from './frozen-cart';

/** Lines that put nothing in a parcel (a protection plan, a service): never waiting to ship. */
const NOTHING_TO_SHIP = new Set(['warranty', 'service']);

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose => (typeof value === 'object' && value !== null ? (value as Loose) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An order address as stored, every field a string (an older or hand-written order may lack one). */
export function addressOf(value: unknown): OrderDetailWire['shippingAddress'] {
  const details = record(value);
  const address = record(details.address);
  return {
    firstName: text(details.firstName),
    lastName: text(details.lastName),
    phone: text(details.phone),
    address: {
      line1: text(address.line1),
      line2: text(address.line2),
      zip: text(address.zip),
      city: text(address.city),
      state: text(address.state),
      country: text(address.country),
    },
  };
}

/** The list's fields of an order row. */
export function summaryOfOrder(row: OrderRow): OrderSummaryWire {
  const shipping = addressOf(row.shippingDetails);
  return {
    id: row.id,
    shortId: row.shortId,
    brand: row.brand,
    status: row.status,
    paymentStatus: row.paymentStatus,
    fulfillmentStatus: row.fulfillmentStatus,
    email: row.email,
    name: `${shipping.firstName} ${shipping.lastName}`.trim(),
    phone: shipping.phone,
    zip: shipping.address.zip,
    totalAmount: row.totalAmount,
    refundedAmount: row.refundedAmount,
    currency: row.currency === 'CAD' ? 'CAD' : 'USD',
    provider: text(record(row.paymentDetails).billingProvider),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/**
 * Everything staff see of an order: its frozen lines with what was shipped, refunded and may be returned, its totals
 * (core orderTotals, adding up to what was charged), addresses, consents, payments, refunds, shipments and returns, and
 * the actions the member may take now (core allowedOrderActions: the order's states and the member's role).
 * `trialNights` gives each line's trial (by item identifier; missing: none).
 */
export function orderDetailOf(
  row: OrderRow,
  activity: OrderActivity,
  member: Pick<StaffMember, 'role'>,
  trialNights: ReadonlyMap<string, number | null>,
  now: Date,
): OrderDetailWire {
  const { lines, extras } = frozenCart(row.cart);
  const quantities = orderLineQuantities({
    order: row,
    lines: lines.map((line) => ({ ...line, trialNights: trialNights.get(line.itemIdentifier) ?? null })),
    shipments: activity.shipments.map(({ shipment }) => shipment),
    refunds: activity.refunds.map(({ refund }) => refund),
    returns: activity.returns,
    now,
  });
  const quantitiesOf = (id: string) => quantities.get(id) ?? { shipped: 0, refunded: 0, returnable: 0 };
  const totals = orderTotals({
    lines,
    extras,
    totalAmount: row.totalAmount,
    refundedAmount: row.refundedAmount,
    pendingRefundAmount: activity.refunds
      .filter(({ refund }) => refund.status === 'pending')
      .reduce((sum, { refund }) => sum + refund.amount, 0),
    captured: row.paymentStatus !== 'unpaid',
  });
  const unshipped = lines
    .filter((line) => !NOTHING_TO_SHIP.has(line.group))
    .reduce((sum, line) => sum + Math.max(0, line.quantity - quantitiesOf(line.itemIdentifier).shipped), 0);
  const returnable = lines.reduce((sum, line) => sum + quantitiesOf(line.itemIdentifier).returnable, 0);
  const titleOf = new Map(lines.map((line) => [line.itemIdentifier, line.title]));
  return {
    ...summaryOfOrder(row),
    lines: lines.map((line) => {
      const done = quantitiesOf(line.itemIdentifier);
      return {
        itemIdentifier: line.itemIdentifier,
        title: line.title,
        sku: line.sku,
        quantity: line.quantity,
        properties: line.properties,
        extras: line.extras,
        amount: line.amount,
        shippedQuantity: done.shipped,
        refundedQuantity: done.refunded,
        returnableQuantity: done.returnable,
      };
    }),
    extras,
    shippingAddress: addressOf(row.shippingDetails),
    billingAddress: addressOf(row.billingDetails),
    // Orders record no consent of their own: the account's choice (null until made) and the text-message sign-up.
    consents: {
      email: activity.account?.sendEmail ?? null,
      sms: activity.smsSignedUp ? true : (activity.account?.sendSms ?? null),
    },
    totals,
    payments: activity.payments.map((p) => ({
      id: p.id,
      provider: p.provider,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
      reference: p.providerRef,
      message: p.message,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
    refunds: activity.refunds.map(({ refund, staffEmail }) => ({
      id: refund.id,
      amount: refund.amount,
      status: refund.status,
      reason: refund.reason,
      note: refund.note,
      lines: refund.lines,
      taxAmount: refund.taxAmount,
      createdAt: refund.createdAt.toISOString(),
      staffEmail,
    })),
    shipments: activity.shipments.map(({ shipment }) => ({
      id: shipment.id,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: shipment.trackingUrl,
      lines: shipment.lines,
      shippedAt: shipment.shippedAt.toISOString(),
    })),
    returns: activity.returns.map((r) => ({
      id: r.id,
      itemIdentifier: r.itemIdentifier,
      title: titleOf.get(r.itemIdentifier) ?? '',
      quantity: r.quantity,
      reason: r.reason,
      comment: r.comment,
      status: r.status,
      trialEndsAt: r.trialEndsAt.toISOString(),
      refusedReason: r.refusedReason,
      pickupDate: r.pickupDate,
      receivedAt: r.receivedAt?.toISOString() ?? null,
      refundId: r.refundId,
      openedBy: r.openedBy,
      createdAt: r.createdAt.toISOString(),
    })),
    allowedActions: allowedOrderActions(
      {
        status: row.status,
        paymentStatus: row.paymentStatus,
        fulfillmentStatus: row.fulfillmentStatus,
        refundable: totals.refundable,
        unshipped,
        returnable,
      },
      member.role,
    ),
  };
}
