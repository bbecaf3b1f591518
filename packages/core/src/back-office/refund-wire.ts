import { z } from 'zod';
import { safeId, safeText } from '../text/safe-text';
import { orderSummarySchema } from './admin-order-wire';
import { REFUND_STATUSES } from './order-states';

/** Why staff refund: chosen from this list on POST /admin/orders/{id}/refunds (trial-return also by a return's refund). */
export const STAFF_REFUND_REASONS = [
  'customer-request',
  'damaged',
  'late-delivery',
  'trial-return',
  'goodwill',
  'other',
] as const;
/** Every refund reason: the staff's, and `order-cancelled` for the full refund a cancellation makes. */
export const REFUND_REASONS = [...STAFF_REFUND_REASONS, 'order-cancelled'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** What a refund was for, as the shopper's email says it. */
export const REFUND_REASON_TEXT: { readonly [R in RefundReason]: string } = {
  'customer-request': 'At your request',
  damaged: 'A damaged item',
  'late-delivery': 'A late delivery',
  'trial-return': 'Your trial return',
  goodwill: 'A goodwill gesture',
  other: 'An adjustment to your order',
  'order-cancelled': 'Your cancelled order',
};

/** The most a staff note may hold. */
export const REFUND_NOTE_MAX = 500;
/** No order comes near this (ten million dollars): a larger amount is a typo, refused as a bad request. */
const MAX_REFUND_AMOUNT = 1_000_000_000;

export const AMOUNT_XOR_LINES_MESSAGE = 'Give either an amount or lines to refund, not both';

const lineQuantity = z.strictObject({
  itemIdentifier: safeId(100),
  quantity: z.number().int().min(1).max(1_000),
});

/**
 * POST /admin/orders/{id}/refunds: an amount in minor units, or lines of the order (each unit at its share of the
 * line), never both; a reason from the list and an optional note for the back office.
 */
export const refundRequestSchema = z
  .strictObject({
    amount: z.number().int().min(1).max(MAX_REFUND_AMOUNT).optional(),
    lines: z.array(lineQuantity).min(1).max(100).optional(),
    reason: z.enum(STAFF_REFUND_REASONS),
    note: safeText({ max: REFUND_NOTE_MAX }).optional(),
  })
  .refine((body) => (body.amount === undefined) !== (body.lines === undefined), { message: AMOUNT_XOR_LINES_MESSAGE });

/** POST /admin/orders/{id}/cancel: why, for the audit log. */
export const cancelRequestSchema = z.strictObject({ reason: safeText({ min: 1, max: REFUND_NOTE_MAX }) });

/** One refund as the back office reads it. */
export const staffRefundSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  note: z.string().nullable(),
  lines: z.array(z.object({ itemIdentifier: z.string(), quantity: z.number().int() })),
  /** The part of `amount` that is the lines' share of the order's tax (0 for a refund by amount). */
  taxAmount: z.number().int(),
  /** Why the provider refused it (failed), else null. */
  message: z.string().nullable(),
  returnId: z.string().nullable(),
  createdAt: z.string(),
  staffEmail: z.string().nullable(),
});
export type StaffRefundWire = z.infer<typeof staffRefundSchema>;

/** POST /admin/orders/{id}/refunds answers the refund (succeeded, or pending while the provider's answer is unknown). */
export const refundAnswerSchema = z.object({ refund: staffRefundSchema, order: orderSummarySchema });
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

/** POST /admin/orders/{id}/cancel answers the cancelled order. */
export const cancelAnswerSchema = z.object({ order: orderSummarySchema });
export type CancelAnswer = z.infer<typeof cancelAnswerSchema>;
