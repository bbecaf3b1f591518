import { PAYMENT_PROVIDERS, PAYMENT_PROVIDER_LABELS, type PaymentProvider } from '../enums';
import type { OrderStatus } from '../checkout/order-schema';
import type { OrderPaymentStatus } from '../back-office/order-states';
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
