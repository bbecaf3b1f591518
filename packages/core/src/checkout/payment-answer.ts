import { z } from 'zod';
import { orderSchema } from './order-schema';

/** POST /orders/{id}/payment answer: status, result and message. */
export const paymentAnswerSchema = z.object({
  status: z.literal('ok'),
  result: z.object({
    paymentStatus: z.enum(['succeeded', 'requires_action']),
    /** Where the shopper approves the payment (3-D Secure, a redirect provider); then pay again with the intent. */
    redirectUrl: z.string().optional(),
    order: orderSchema,
  }),
  message: z.string(),
});
export type PaymentAnswerEnvelope = z.infer<typeof paymentAnswerSchema>;

/** The sandbox card field's token answer (POST /sandbox/card/tokens). */
/** The sandbox card field's token answer; `expiresAt` (ISO time) is when the token stops being accepted. */
export const cardTokenSchema = z.object({
  token: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  expiresAt: z.string(),
});
