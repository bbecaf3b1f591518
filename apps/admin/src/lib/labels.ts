import { BRANDS, isBrandKey } from '@store/core/brands';
import type {
  FulfillmentStatus,
  OrderPaymentStatus,
  OrderStatus,
  PaymentAttemptStatus,
  RefundStatus,
  ReturnStatus,
} from '@store/core/back-office/order-states';
import { PAYMENT_ATTEMPT_LABELS } from '@store/core/back-office/timeline-words';
import { RETURN_REASON_LABELS } from '@store/core/back-office/return-eligibility';
import { PAYMENT_PROVIDER_LABELS, PAYMENT_PROVIDERS } from '@store/core/enums';
import type { BadgeTone } from '../components/ui/badge';

/** Words and badge tones for each status the API sends. */
export const ORDER_STATUS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warn' },
  paid: { label: 'Paid', tone: 'good' },
  cancelled: { label: 'Cancelled', tone: 'bad' },
};

export const PAYMENT_STATUS: Record<OrderPaymentStatus, { label: string; tone: BadgeTone }> = {
  unpaid: { label: 'Unpaid', tone: 'warn' },
  paid: { label: 'Payment captured', tone: 'good' },
  partially_refunded: { label: 'Partially refunded', tone: 'info' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

export const FULFILLMENT_STATUS: Record<FulfillmentStatus, { label: string; tone: BadgeTone }> = {
  unfulfilled: { label: 'Unfulfilled', tone: 'warn' },
  partially_shipped: { label: 'Partially shipped', tone: 'info' },
  shipped: { label: 'Shipped', tone: 'good' },
};

/** A payment attempt: core's words (the timeline says the same). */
export const PAYMENT_ATTEMPT_STATUS: Record<PaymentAttemptStatus, { label: string; tone: BadgeTone }> = {
  processing: { label: PAYMENT_ATTEMPT_LABELS.processing, tone: 'info' },
  requires_action: { label: PAYMENT_ATTEMPT_LABELS.requires_action, tone: 'warn' },
  succeeded: { label: PAYMENT_ATTEMPT_LABELS.succeeded, tone: 'good' },
  failed: { label: PAYMENT_ATTEMPT_LABELS.failed, tone: 'bad' },
};

export const REFUND_STATUS: Record<RefundStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warn' },
  succeeded: { label: 'Succeeded', tone: 'good' },
  failed: { label: 'Failed', tone: 'bad' },
};

export const RETURN_STATUS: Record<ReturnStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Requested', tone: 'warn' },
  approved: { label: 'Approved', tone: 'info' },
  refused: { label: 'Refused', tone: 'bad' },
  pickup_scheduled: { label: 'Pick-up scheduled', tone: 'info' },
  received: { label: 'Received', tone: 'info' },
  refunded: { label: 'Refunded', tone: 'good' },
};

/** A status the lists above do not know (a newer API) still shows, as its own word. */
export function statusOf<S extends string>(table: Record<S, { label: string; tone: BadgeTone }>, status: string) {
  return (
    (table as Record<string, { label: string; tone: BadgeTone } | undefined>)[status] ?? {
      label: status,
      tone: 'neutral' as const,
    }
  );
}

/** A shopper's return reason in words (a reason the list does not know shows as recorded). */
export const returnReasonLabel = (value: string): string =>
  (RETURN_REASON_LABELS as Partial<Record<string, string>>)[value] ?? value;

/** A brand's name, or its key when the registry does not know it. */
export const brandName = (key: string): string => (isBrandKey(key) ? BRANDS[key].name : key);

/** A payment provider's name. */
export const providerName = (key: string): string =>
  (PAYMENT_PROVIDERS as readonly string[]).includes(key)
    ? PAYMENT_PROVIDER_LABELS[key as keyof typeof PAYMENT_PROVIDER_LABELS]
    : key;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An API timestamp for people ("Jan 5, 2026, 3:04 PM"); a missing or broken one is a dash. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

/** A YYYY-MM-DD date (a pick-up day) for people, without a time zone shift. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(`${value.slice(0, 10)}T12:00:00`);
  return Number.isNaN(date.getTime()) ? value : dateOnly.format(date);
}
