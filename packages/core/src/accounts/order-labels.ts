import { PAYMENT_PROVIDERS, PAYMENT_PROVIDER_LABELS, type PaymentProvider } from '../enums';
import type { OrderStatus } from '../checkout/order-schema';

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
