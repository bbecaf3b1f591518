import { carrierName } from './carriers';
import type { PaymentAttemptStatus, RefundStatus, ReturnStatus } from './order-states';
import { RETURN_REASON_LABELS } from './return-eligibility';
import { PAYMENT_PROVIDER_LABELS, PAYMENT_PROVIDERS, type PaymentProvider } from '../payments/provider-manifests';

/**
 * The words of an order's timeline, as data: staff read what happened as a person says it, never a template key, a
 * job type or a provider's internal name. Anything a table does not know still reads as something (its own name).
 */

/** A payment attempt's status as staff read it (the order page's payments table and the timeline). */
export const PAYMENT_ATTEMPT_LABELS: { readonly [S in PaymentAttemptStatus]: string } = {
  processing: 'Processing',
  requires_action: 'Waiting for the shopper',
  succeeded: 'Paid',
  failed: 'Declined',
};

/** A refund's status in a sentence ("Refund of $59.00 made"). */
const REFUND_WORDS: { readonly [S in RefundStatus]: string } = {
  pending: 'waiting for the provider',
  succeeded: 'made',
  failed: 'failed',
};

/** A return's status in a sentence ("Return of 1 item requested"). */
const RETURN_WORDS: { readonly [S in ReturnStatus]: string } = {
  requested: 'requested',
  approved: 'approved',
  refused: 'refused',
  pickup_scheduled: 'pick-up scheduled',
  received: 'received',
  refunded: 'refunded',
};

/** Staff refund reasons (and the cancellation's) in words. */
const REFUND_REASON_WORDS: Readonly<Record<string, string>> = {
  'customer-request': 'Customer request',
  damaged: 'Damaged or defective',
  'late-delivery': 'Late delivery',
  'trial-return': 'Trial return',
  goodwill: 'Goodwill gesture',
  other: 'Other',
  'order-cancelled': 'Order cancelled',
};

/** A return step's email (the `return-<step>` templates). */
const RETURN_EMAIL_WORDS: Readonly<Record<string, string>> = {
  requested: 'Return request received email',
  approved: 'Return approved email',
  refused: 'Return refused email',
  pickup: 'Pick-up date email',
  received: 'Return received email',
};

/**
 * Each email the store sends about an order, by its email_sends template (the part before the first `:`; what follows
 * is the refund, shipment, return or resend it is about).
 */
const EMAIL_WORDS: Readonly<Record<string, (rest: string) => string>> = {
  'order-confirmation': (rest) => {
    const resend = /^resend:(\d+)$/.exec(rest);
    return resend ? `Order confirmation email (resend ${resend[1]})` : 'Order confirmation email';
  },
  'refund-issued': () => 'Refund email',
  'order-cancelled': () => 'Cancellation email',
  'order-shipped': () => 'Shipping email',
  ...Object.fromEntries(Object.entries(RETURN_EMAIL_WORDS).map(([step, words]) => [`return-${step}`, () => words])),
};

/** An email template as staff read it ("Refund email"); a template not listed reads as its name. */
export function emailName(template: string): string {
  const colon = template.indexOf(':');
  const [name, rest] = colon < 0 ? [template, ''] : [template.slice(0, colon), template.slice(colon + 1)];
  const words = Object.hasOwn(EMAIL_WORDS, name) ? EMAIL_WORDS[name] : undefined;
  return words ? words(rest) : `Email “${name}”`;
}

/** Each job type whose trouble staff may need to see, as what it does. */
const JOB_WORDS: Readonly<Record<string, string>> = {
  'email.order-confirmation': 'Order confirmation email',
  'email.refund-issued': 'Refund email',
  'email.order-cancelled': 'Cancellation email',
  'email.order-shipped': 'Shipping email',
  'email.return': 'Return email',
  'recommendations.count-order': 'Counting the order for recommendations',
  'payment.webhook': 'Checking a provider event',
  'payment.sandbox-webhook': 'Sandbox provider event delivery',
  'messaging.deliver': 'Text message sign-up',
  'event.publish': 'Publishing the order event',
};

export interface TimelineJob {
  type: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

/**
 * A job on the timeline, or null when it tells staff nothing: only a failed job, or one that needed more than one try
 * or holds an error, is shown (a job done first time is already told by its effect: the email entry, the payment).
 */
export function jobWords(job: TimelineJob): { title: string; detail: string | null } | null {
  const failed = job.status === 'failed';
  if (!failed && job.attempts <= 1 && !job.lastError) return null;
  const name = Object.hasOwn(JOB_WORDS, job.type) ? JOB_WORDS[job.type]! : `Job “${job.type}”`;
  const tries = `${job.attempts} ${job.attempts === 1 ? 'attempt' : 'attempts'}`;
  const state = failed
    ? `failed after ${tries}`
    : job.status === 'done'
      ? `done after ${tries}`
      : `being retried (${tries} so far)`;
  return { title: `${name}: ${state}`, detail: job.lastError ? `Last error: ${job.lastError}` : null };
}

/** What a provider's webhook event said, by its type (sandbox `payment.<status>`, Stripe's and Braintree's names). */
const WEBHOOK_WORDS: Readonly<Record<string, string>> = {
  'payment.refunded': 'Provider confirmed the refund',
  'charge.refunded': 'Provider confirmed the refund',
  'payment.succeeded': 'Provider reported the payment',
  'payment_intent.succeeded': 'Provider reported the payment',
  'payment.captured': 'Provider reported the payment',
  transaction_settled: 'Provider reported the payment settled',
  'payment.failed': 'Provider reported the payment declined',
  'payment_intent.payment_failed': 'Provider reported the payment declined',
  'payment.requires_action': 'Provider is waiting for the shopper',
  'payment_intent.requires_action': 'Provider is waiting for the shopper',
  'payment.canceled': 'Provider reported the payment cancelled',
  'payment_intent.canceled': 'Provider reported the payment cancelled',
  'payment.voided': 'Provider reported the payment voided',
  'payment.authorized': 'Provider reported the payment authorised',
  'payment_intent.amount_capturable_updated': 'Provider reported the payment authorised',
};

/** A webhook event as staff read it: what the provider said and whether the store has dealt with it. */
export function webhookWords(type: string, provider: string, processed: boolean): { title: string; detail: string } {
  const status = type.startsWith('payment.') ? type.slice('payment.'.length).replaceAll('_', ' ').toLowerCase() : null;
  const title = Object.hasOwn(WEBHOOK_WORDS, type)
    ? WEBHOOK_WORDS[type]!
    : status
      ? `Provider reported the payment ${status}`
      : `Provider event “${type}”`;
  const state = processed ? 'handled' : 'not handled yet';
  return { title, detail: `${providerLabel(provider)} event, ${state}` };
}

/** A payment provider by its label ("Card"); an unknown name reads as itself. */
export function providerLabel(provider: string): string {
  return (PAYMENT_PROVIDERS as readonly string[]).includes(provider)
    ? PAYMENT_PROVIDER_LABELS[provider as PaymentProvider]
    : provider;
}

/** A payment attempt's status in words; an unknown status reads as itself. */
export function paymentAttemptLabel(status: string): string {
  return Object.hasOwn(PAYMENT_ATTEMPT_LABELS, status) ? PAYMENT_ATTEMPT_LABELS[status as PaymentAttemptStatus] : status;
}

/** A refund's status in a sentence's words. */
export const refundWords = (status: string): string =>
  Object.hasOwn(REFUND_WORDS, status) ? REFUND_WORDS[status as RefundStatus] : status;

/** A return's status in a sentence's words. */
export const returnWords = (status: string): string =>
  Object.hasOwn(RETURN_WORDS, status) ? RETURN_WORDS[status as ReturnStatus] : status.replaceAll('_', ' ');

/** A refund reason in words (staff's and the cancellation's). */
export const refundReasonWords = (reason: string): string =>
  Object.hasOwn(REFUND_REASON_WORDS, reason) ? REFUND_REASON_WORDS[reason]! : reason;

/** A shopper's return reason in words. */
export const returnReasonWords = (reason: string): string =>
  (RETURN_REASON_LABELS as Partial<Record<string, string>>)[reason] ?? reason;

/** A shipment in a sentence: "Shipped 2 items with UPS (tracking 1Z…)". */
export function shipmentWords(units: number, carrier: string, trackingNumber: string | null): string {
  const items = `${units} ${units === 1 ? 'item' : 'items'}`;
  const tracking = trackingNumber ? ` (tracking ${trackingNumber})` : '';
  return `Shipped ${items} with ${carrierName(carrier)}${tracking}`;
}
