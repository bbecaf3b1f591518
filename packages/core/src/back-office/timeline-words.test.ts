import { describe, expect, it } from 'vitest';
import {
  emailName,
  jobWords,
  paymentAttemptLabel,
  providerLabel,
  refundReasonWords,
  refundWords,
  returnWords,
  shipmentWords,
  webhookWords,
  type TimelineJob,
} from './timeline-words';

describe('emailName', () => {
  it.each([
    ['order-confirmation', 'Order confirmation email'],
    ['order-confirmation:resend:2', 'Order confirmation email (resend 2)'],
    ['refund-issued:ref_8XbQ', 'Refund email'],
    ['order-cancelled:2026-05-01T10:00:00.000Z', 'Cancellation email'],
    ['order-shipped:shp_1', 'Shipping email'],
    ['return-requested:ret_1', 'Return request received email'],
    ['return-approved:ret_1', 'Return approved email'],
    ['return-refused:ret_1', 'Return refused email'],
    ['return-pickup:ret_1:2026-06-02', 'Pick-up date email'],
    ['return-received:ret_1', 'Return received email'],
    ['newsletter', 'Email “newsletter”'],
    ['toString', 'Email “toString”'],
  ])('%s reads "%s"', (template, words) => {
    expect(emailName(template)).toBe(words);
  });
});

const job = (over: Partial<TimelineJob>): TimelineJob => ({
  type: 'email.refund-issued',
  status: 'done',
  attempts: 1,
  lastError: null,
  ...over,
});

describe('jobWords', () => {
  it.each<[string, Partial<TimelineJob>, ReturnType<typeof jobWords>]>([
    ['a job done first time', {}, null],
    ['a queued job not yet tried', { status: 'queued', attempts: 0 }, null],
    [
      'a job that failed',
      { status: 'failed', attempts: 8, lastError: 'SMTP 550' },
      { title: 'Refund email: failed after 8 attempts', detail: 'Last error: SMTP 550' },
    ],
    [
      'a job done after retries',
      { attempts: 3, lastError: 'timeout' },
      { title: 'Refund email: done after 3 attempts', detail: 'Last error: timeout' },
    ],
    [
      'a job waiting for its next try',
      { type: 'payment.webhook', status: 'queued', attempts: 2, lastError: 'still being charged' },
      { title: 'Checking a provider event: being retried (2 attempts so far)', detail: 'Last error: still being charged' },
    ],
    [
      'a job type not listed',
      { type: 'x.new', status: 'failed', attempts: 1 },
      { title: 'Job “x.new”: failed after 1 attempt', detail: null },
    ],
  ])('%s', (_, over, words) => {
    expect(jobWords(job(over))).toEqual(words);
  });
});

describe('webhookWords', () => {
  it.each([
    ['payment.refunded', 'stripeDirect', true, 'Provider confirmed the refund', 'Card event, handled'],
    ['charge.refunded', 'stripeCanada', true, 'Provider confirmed the refund', 'Card event, handled'],
    ['payment.succeeded', 'paypal', false, 'Provider reported the payment', 'PayPal event, not handled yet'],
    ['payment.Captured', 'amazonPay', true, 'Provider reported the payment captured', 'Amazon Pay event, handled'],
    ['dispute.created', 'someGateway', true, 'Provider event “dispute.created”', 'someGateway event, handled'],
  ])('%s from %s (handled %s)', (type, provider, processed, title, detail) => {
    expect(webhookWords(type, provider, processed)).toEqual({ title, detail });
  });
});

describe('labels', () => {
  it.each([
    ['succeeded', 'Paid'],
    ['failed', 'Declined'],
    ['requires_action', 'Waiting for the shopper'],
    ['processing', 'Processing'],
    ['voided', 'voided'],
  ])('payment attempt %s reads %s', (status, label) => {
    expect(paymentAttemptLabel(status)).toBe(label);
  });

  it.each([
    ['stripeDirect', 'Card'],
    ['afterPay', 'After Pay'],
    ['unknownPay', 'unknownPay'],
  ])('provider %s reads %s', (provider, label) => {
    expect(providerLabel(provider)).toBe(label);
  });

  it.each([
    [refundWords('succeeded'), 'made'],
    [refundWords('pending'), 'waiting for the provider'],
    [returnWords('pickup_scheduled'), 'pick-up scheduled'],
    [returnWords('lost_in_transit'), 'lost in transit'],
    [refundReasonWords('damaged'), 'Damaged or defective'],
    [refundReasonWords('order-cancelled'), 'Order cancelled'],
  ])('%s', (words, expected) => {
    expect(words).toBe(expected);
  });
});

describe('shipmentWords', () => {
  it.each([
    [2, 'ups', '1Z999AA10123456784', 'Shipped 2 items with UPS (tracking 1Z999AA10123456784)'],
    [1, 'canada-post', '123456789012', 'Shipped 1 item with Canada Post (tracking 123456789012)'],
    [1, 'white-glove', null, 'Shipped 1 item with White glove delivery'],
    [3, 'dhl', 'JD0001', 'Shipped 3 items with dhl (tracking JD0001)'],
  ])('%i by %s', (units, carrier, tracking, words) => {
    expect(shipmentWords(units, carrier, tracking)).toBe(words);
  });
});
