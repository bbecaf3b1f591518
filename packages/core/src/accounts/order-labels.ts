import { PAYMENT_PROVIDERS, PAYMENT_PROVIDER_LABELS, type PaymentProvider } from '../enums';
import type { OrderStatus } from '../checkout/order-schema';
import type { OrderPaymentStatus } from '../back-office/order-states';
import type { LineShipping } from '../back-office/line-shipping-wire';
import { formatMoney, type Currency } from '../money';

/** What a shopper reads for an order's status in the account pages. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

/** What a shopper reads for a line's fulfillmentStatus. */
export const FULFILLMENT_STATUS_LABELS: Readonly<Record<'pending' | 'backorder', string>> = {
  pending: 'Preparing to ship',
  backorder: 'On back order',
};

/** The money behind an order as the account pages read it: its money status and what went back (minor units). */
export interface OrderMoney {
  status: OrderStatus;
  paymentStatus?: OrderPaymentStatus;
  refundedAmount?: number;
  currency: Currency;
}

/** What went back to the shopper: 'Refunded' in full, 'Partly refunded: $X', or null when nothing did. */
export function refundLabel(order: Omit<OrderMoney, 'status'>): string | null {
  if (order.paymentStatus === 'refunded') return 'Refunded';
  if (order.paymentStatus !== 'partially_refunded') return null;
  const amount = order.refundedAmount ?? 0;
  return amount > 0 ? `Partly refunded: ${formatMoney({ amount, currency: order.currency })}` : 'Partly refunded';
}

/**
 * An order's payment state in the account's order list: awaiting payment, paid, or once money went back its refund
 * label in place of 'Paid'; a cancelled order refunded in full says both.
 */
export function orderMoneyLabel(order: OrderMoney): string {
  const refund = refundLabel(order);
  if (order.status === 'paid') return refund ?? ORDER_STATUS_LABELS.paid;
  if (order.status === 'cancelled' && refund !== null) return `${ORDER_STATUS_LABELS.cancelled} · ${refund}`;
  return ORDER_STATUS_LABELS[order.status];
}

/**
 * Where an ordered line is, as its order page says it: 'Shipped Jan 2, 2026 with UPS' once every unit went, '2 of 3
 * shipped' then what the rest waits for, 'No shipping needed' for a plan or a service, else its ordered status
 * ('Preparing to ship', 'On back order'); `when` (the window's text) follows what is still to ship.
 */
export function lineShippingLabel(
  line: { quantity: number; fulfillmentStatus: keyof typeof FULFILLMENT_STATUS_LABELS; shipped?: LineShipping },
  when: string | null,
): string {
  const waiting = `${FULFILLMENT_STATUS_LABELS[line.fulfillmentStatus]}${when ? ` · ${when}` : ''}`;
  const shipped = line.shipped;
  switch (shipped?.status) {
    case undefined:
    case 'not_shipped':
      return waiting;
    case 'nothing_to_ship':
      return 'No shipping needed';
    case 'partially_shipped':
      return `${shipped.quantity} of ${line.quantity} shipped · The rest: ${waiting}`;
    case 'shipped': {
      const day = shipped.lastShippedAt === null ? '' : orderDateLabel(shipped.lastShippedAt);
      return `Shipped${day ? ` ${day}` : ''}${shipped.carrierName ? ` with ${shipped.carrierName}` : ''}`;
    }
  }
}

function isPaymentProvider(value: string): value is PaymentProvider {
  return (PAYMENT_PROVIDERS as readonly string[]).includes(value);
}

/** Payment method label of an order's billingProvider ('stripeDirect' -> 'Card'); an unknown one as it is. */
export function paymentMethodLabel(billingProvider: string): string {
  return isPaymentProvider(billingProvider) ? PAYMENT_PROVIDER_LABELS[billingProvider] : billingProvider;
}

/** An order's date as the account pages show it ('Jan 2, 2026'), in UTC so server and browser render the same text. */
export function orderDateLabel(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
