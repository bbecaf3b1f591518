import { z } from 'zod';
import { safeId, safeText } from '../text/safe-text';
import { RETURN_STATUSES } from './order-states';
import { RETURN_REASONS } from './return-eligibility';

/** The most a shopper's comment or a refusal's reason may hold. */
export const RETURN_TEXT_MAX = 1_000;

/** POST /orders/{id}/returns and POST /admin/orders/{id}/returns: one line of the order, how many, and why. */
export const returnRequestSchema = z.strictObject({
  itemIdentifier: safeId(100),
  quantity: z.number().int().min(1, 'Return at least one').max(100, 'Return at most 100'),
  reason: z.enum(RETURN_REASONS, { error: 'Choose a reason from the list' }),
  comment: safeText({ max: RETURN_TEXT_MAX }).optional(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** POST /admin/returns/{id}/refuse: why, in words the shopper receives by email. */
export const refuseReturnSchema = z.strictObject({ reason: safeText({ min: 1, max: RETURN_TEXT_MAX }) });

/** POST /admin/returns/{id}/pickup: the day the carrier collects it (YYYY-MM-DD, a real day). */
export const pickupReturnSchema = z.strictObject({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
    .refine((v) => {
      const time = Date.parse(`${v}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v);
    }, 'Use a real date'),
});

/** POST /admin/returns/{id}/refund: what the shopper gets back (minor units), with a note when it is less than the line. */
export const refundReturnSchema = z.strictObject({
  amount: z.number().int().min(1).max(1_000_000_000),
  note: safeText({ max: 500 }).optional(),
});

/** A return as its shopper reads it on the order (GET /orders/{id}). */
export const shopperReturnSchema = z.object({
  id: z.string(),
  itemIdentifier: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  status: z.enum(RETURN_STATUSES),
  statusLabel: z.string(),
  /** The pick-up day (YYYY-MM-DD) once scheduled. */
  pickupDate: z.string().nullable(),
  /** What was refunded for it (minor units), once refunded. */
  refundedAmount: z.number().int().nullable(),
  /** Why staff refused it, when they did. */
  refusedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type ShopperReturnWire = z.infer<typeof shopperReturnSchema>;

/**
 * What a line of the order allows now (GET /orders/{id}): how many units may still be sent back and until when, or
 * why none (`refusal`, the message a request would get). Lines without a trial are left out.
 */
export const lineReturnSchema = z.object({
  itemIdentifier: z.string(),
  returnableQuantity: z.number().int(),
  trialEndsAt: z.string().nullable(),
  refusal: z.string().nullable(),
});
export type LineReturnWire = z.infer<typeof lineReturnSchema>;

/** A return as the back office lists and moves it (ReturnSummary). */
export const staffReturnSchema = z.object({
  id: z.string(),
  brand: z.string(),
  orderId: z.string(),
  orderShortId: z.string(),
  email: z.string(),
  itemIdentifier: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  comment: z.string().nullable(),
  status: z.enum(RETURN_STATUSES),
  trialEndsAt: z.string(),
  refusedReason: z.string().nullable(),
  pickupDate: z.string().nullable(),
  receivedAt: z.string().nullable(),
  refundId: z.string().nullable(),
  refundedAmount: z.number().int().nullable(),
  /** What refunding the whole returned quantity gives back (the line's share, minor units). */
  lineAmount: z.number().int(),
  currency: z.enum(['USD', 'CAD']),
  /** 'shopper', or the email of the staff member who opened it. */
  openedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffReturnWire = z.infer<typeof staffReturnSchema>;

export const staffReturnListSchema = z.object({ returns: z.array(staffReturnSchema), nextCursor: z.string().nullable() });
